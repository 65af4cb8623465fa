import { planLabel, type Tier } from '@pomoplan/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUserDoc } from '../../data/users';
import { useToast } from '../../ui/toast';

const SUCCESS_REDIRECT_MS = 2000;

/**
 * The return from a payment (`/subscribe?success=true&tier=…`): the success toast shows only
 * once the user's own document is on that tier (a link alone proves nothing), then the app
 * opens. The document is live, so a webhook that lands later still counts.
 */
export function PaymentReturnToast({ uid, tier }: { uid: string; tier: Tier }) {
  const user = useUserDoc(uid).data;
  const navigate = useNavigate();
  const toast = useToast();
  const upgraded = user?.subscriptionTier === tier;

  useEffect(() => {
    if (!upgraded) return;
    toast({ title: 'Subscription updated', description: `You're now on the ${planLabel(tier)}.` });
    const timer = window.setTimeout(() => navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [upgraded, tier, navigate, toast]);

  return null;
}
