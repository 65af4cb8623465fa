import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isTier, verifiedAddress, type Tier } from '@pomoplan/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../ui/PageHeader';
import { useUserDoc } from '../../data/users';
import { checkoutPath } from './checkoutQuery';
import { PaymentReturnToast } from './PaymentReturnToast';
import { savePendingPlan } from './pendingPlan';
import { PlanCards, BillingToggle, priceOf, type Billing } from './PlanCards';
import { runningSubscription } from './planChange';
import { usePlans } from './pricing';
import { SubscriberPlans } from './SubscriberPlans';
import { OfflineAlert } from '../../platform/offline/OfflineAlert';
import { useOnline } from '../../platform/offline/useOnline';

const TITLE = 'Choose your plan';
const SUBTITLE = 'Upgrade for unlimited projects, the calendar and the timeline.';

/**
 * The plan chooser. Paid plans continue to /checkout; a signed-out visitor (no `uid`) signs up
 * first and the choice is kept for after. A subscriber changes plan here instead (the server
 * charges the saved card). `?success=true&tier=…` is the return from a payment.
 */
export default function SubscribePage({ uid }: { uid?: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnedTier = params.get('success') === 'true' ? params.get('tier') : null;

  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/settings')}>
      Back
    </Button>
  );

  // Signed in, the page sits in the app shell like every other page; a visitor gets the public
  // layout with its own main landmark.
  if (uid) {
    return (
      <>
        {isTier(returnedTier) && <PaymentReturnToast uid={uid} tier={returnedTier} />}
        <PageHeader title={TITLE} subtitle={SUBTITLE} actions={back} />
        <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, maxWidth: 1200 }}>
          <SignedInPlans uid={uid} />
        </Box>
      </>
    );
  }
  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={{ mb: 2 }}>{back}</Box>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          {TITLE}
        </Typography>
        <Typography color="text.secondary">{SUBTITLE}</Typography>
      </Box>
      <NewPlan />
    </Container>
  );
}

/** A subscriber changes plan; anyone else picks one to pay for. */
function SignedInPlans({ uid }: { uid: string }) {
  const { data: user, loading } = useUserDoc(uid);
  const subscription = runningSubscription(user);
  if (subscription) {
    // Mounted once the document is there, so the billing toggle starts on the user's period.
    return (
      <SubscriberPlans subscription={subscription} email={user ? verifiedAddress(user) : null} />
    );
  }
  return <NewPlan uid={uid} disabled={loading} />;
}

/** The plans of a user without a subscription: Free is theirs, a paid plan opens checkout. */
function NewPlan({ uid, disabled = false }: { uid?: string; disabled?: boolean }) {
  const { plans } = usePlans();
  const [billing, setBilling] = useState<Billing>('monthly');
  const [notice, setNotice] = useState<string | null>(null);
  const navigate = useNavigate();
  const online = useOnline();

  function choose(tier: Tier) {
    if (tier === 'free') {
      setNotice("You're currently on the free plan.");
      return;
    }
    const request = { tier, amount: priceOf(plans, tier, billing), billing };
    if (uid) {
      navigate(checkoutPath(request));
      return;
    }
    savePendingPlan(window.sessionStorage, request);
    navigate('/signup');
  }

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
        <BillingToggle value={billing} onChange={setBilling} plans={plans} />
      </Box>
      {!online && (
        <OfflineAlert sx={{ mb: 3 }}>Choosing a paid plan needs a connection.</OfflineAlert>
      )}
      {notice && (
        <Alert severity="info" sx={{ mb: 3 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <PlanCards
        plans={plans}
        billing={billing}
        headingLevel="h2"
        action={(tier) => (
          <Button
            fullWidth
            variant={tier === 'pro' ? 'contained' : 'outlined'}
            // Until the user's document is read, a subscriber could look like a free user.
            disabled={disabled || (tier !== 'free' && !online)}
            onClick={() => choose(tier)}
          >
            {tier === 'free' ? 'Stay on Free' : `Choose ${plans[tier].name}`}
          </Button>
        )}
      />
    </>
  );
}
