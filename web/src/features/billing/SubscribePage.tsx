import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { isTier, type Tier } from '@pomoplan/domain';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../app/shell/PageHeader';
import { checkoutPath } from './checkoutQuery';
import { PaymentReturnToast } from './PaymentReturnToast';
import { savePendingPlan } from './pendingPlan';
import { PlanCards, BillingToggle, priceOf, type Billing } from './PlanCards';
import { usePlans } from './pricing';

const TITLE = 'Choose your plan';
const SUBTITLE = 'Upgrade for unlimited projects, the calendar and the timeline.';

/**
 * The plan chooser. Paid plans continue to /checkout; a signed-out visitor (no `uid`) signs up
 * first and the choice is kept for after. `?success=true&tier=…` is the return from a payment.
 */
export default function SubscribePage({ uid }: { uid?: string }) {
  const { plans } = usePlans();
  const [billing, setBilling] = useState<Billing>('monthly');
  const [notice, setNotice] = useState<string | null>(null);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const returnedTier = params.get('success') === 'true' ? params.get('tier') : null;

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

  const back = (
    <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/settings')}>
      Back
    </Button>
  );
  const plansAndChoice = (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
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
        headingLevel="h2"
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
    </>
  );

  // Signed in, the page sits in the app shell like every other page; a visitor gets the public
  // layout with its own main landmark.
  if (uid) {
    return (
      <>
        {isTier(returnedTier) && <PaymentReturnToast uid={uid} tier={returnedTier} />}
        <PageHeader title={TITLE} subtitle={SUBTITLE} actions={back} />
        <Box sx={{ px: { xs: 2, md: 4 }, pb: 4, maxWidth: 1200 }}>{plansAndChoice}</Box>
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
      {plansAndChoice}
    </Container>
  );
}
