import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isTier, planLabel, type Tier } from '@pomoplan/domain';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useToast } from '../../ui/toast';
import { PlanCards, BillingToggle, priceOf, type Billing } from './PlanCards';
import { usePlans } from './pricing';

const SUCCESS_REDIRECT_MS = 2000;

/** The plan chooser. Paid plans continue to /checkout. */
export default function SubscribePage() {
  const { plans } = usePlans();
  const [billing, setBilling] = useState<Billing>('monthly');
  const [notice, setNotice] = useState<string | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    const tier = params.get('tier');
    if (params.get('success') !== 'true' || !isTier(tier)) return;
    toast({ title: 'Subscription updated', description: `You're now on the ${planLabel(tier)}.` });
    const timer = window.setTimeout(() => navigate('/', { replace: true }), SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [params, navigate, toast]);

  function choose(tier: Tier) {
    if (tier === 'free') {
      setNotice("You're currently on the free plan.");
      return;
    }
    const amount = priceOf(plans, tier, billing);
    navigate(`/checkout?tier=${tier}&amount=${amount}&billing=${billing}`);
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/settings')} sx={{ mb: 2 }}>
        Back
      </Button>
      <Box sx={{ textAlign: 'center', mb: 4 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
          Choose your plan
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Upgrade for unlimited projects, the calendar and the timeline.
        </Typography>
        <BillingToggle value={billing} onChange={setBilling} />
      </Box>
      {notice && (
        <Alert severity="info" sx={{ mb: 3 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <PlanCards
        plans={plans}
        billing={billing}
        action={(tier) => (
          <Button
            fullWidth
            variant={tier === 'pro' ? 'contained' : 'outlined'}
            onClick={() => choose(tier)}
          >
            {tier === 'free' ? 'Stay on Free' : `Choose ${plans[tier].name}`}
          </Button>
        )}
      />
    </Container>
  );
}
