import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { INVALID_PAYMENT_REQUEST, planLabel } from '@pomoplan/domain';
import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError, newIdempotencyKey } from '../../api/client';
import { confirmPayment, createPaymentIntent } from '../../api/payments';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutNotice, type Notice } from './CheckoutNotice';
import {
  amountMatches,
  parseCheckoutQuery,
  planPriceText,
  priceOf,
  usePlans,
  type CheckoutRequest,
} from '.';
import { NOTICES, setupFailed } from './checkoutNotices';
import { loadConfiguredStripe } from './stripeLoader';
import { OfflineAlert } from '../../platform/offline/OfflineAlert';
import type { PaidPlanState } from './paidPlan';
import { useOnline } from '../../platform/offline/useOnline';

/**
 * How long the success message shows before the app opens on the new plan, where it stays
 * until dismissed.
 */
const SUCCESS_REDIRECT_MS = 1500;

/** /checkout?tier=…&amount=…&billing=…: pays the first period of a paid plan. */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseCheckoutQuery(params), [params]);
  const online = useOnline();
  if (!online) {
    return (
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
        <OfflineAlert>
          Paying for a plan needs a connection. Come back once you are online.
        </OfflineAlert>
      </Container>
    );
  }
  if (query.kind === 'missing') return <CheckoutNotice notice={NOTICES.missingParameters} />;
  if (query.kind === 'invalid') return <CheckoutNotice notice={NOTICES.invalidRequest} />;
  return <PlanCheckout request={query.request} />;
}

/** Checks the link's amount against the live price before any payment starts. */
function PlanCheckout({ request }: { request: CheckoutRequest }) {
  const { plans, failed, loaded } = usePlans();
  if (failed) return <CheckoutNotice notice={NOTICES.plansFailed} />;
  // The page itself, already saying what is being paid for: the one waiting state of checkout.
  if (!loaded) {
    return (
      <CheckoutFrame request={request} planName={plans[request.tier].name}>
        <Preparing />
      </CheckoutFrame>
    );
  }
  if (!amountMatches(request.amount, priceOf(plans, request.tier, request.billing))) {
    return <CheckoutNotice notice={NOTICES.invalidRequest} />;
  }
  return <PaymentStep request={request} planName={plans[request.tier].name} />;
}

type Stage =
  | { kind: 'starting' }
  | { kind: 'form'; stripe: Stripe; clientSecret: string }
  | { kind: 'paid' }
  | { kind: 'notice'; notice: Notice };

function setupNotice(error: unknown): Notice {
  if (error instanceof ApiError && error.status === 400) {
    if (error.serverMessage === INVALID_PAYMENT_REQUEST) return NOTICES.invalidRequest;
  }
  if (error instanceof ApiError && error.status === 409) {
    return setupFailed('You already have a subscription. Change your plan in Settings.');
  }
  return setupFailed('Your payment could not be started. Please try again.');
}

function PaymentStep({ request, planName }: { request: CheckoutRequest; planName: string }) {
  const navigate = useNavigate();
  // One key per checkout attempt: retries and a second render get the same subscription.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [stage, setStage] = useState<Stage>({ kind: 'starting' });

  useEffect(() => {
    let live = true;
    Promise.all([createPaymentIntent(request, idempotencyKey), loadConfiguredStripe()]).then(
      ([intent, stripe]) =>
        live && setStage({ kind: 'form', stripe, clientSecret: intent.clientSecret }),
      (error: unknown) => live && setStage({ kind: 'notice', notice: setupNotice(error) }),
    );
    return () => {
      live = false;
    };
  }, [request, idempotencyKey]);

  useEffect(() => {
    if (stage.kind !== 'paid') return;
    const opened: PaidPlanState = { paidPlan: request.tier };
    const timer = window.setTimeout(
      () => navigate('/', { replace: true, state: opened }),
      SUCCESS_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [stage.kind, navigate, request.tier]);

  async function applyPayment(paymentIntentId: string) {
    try {
      await confirmPayment(paymentIntentId, request.tier);
      setStage({ kind: 'paid' });
    } catch {
      setStage({ kind: 'notice', notice: NOTICES.processing });
    }
  }

  if (stage.kind === 'notice') return <CheckoutNotice notice={stage.notice} />;
  const price = planPriceText(request);
  return (
    <CheckoutFrame request={request} planName={planName}>
      {stage.kind === 'starting' && <Preparing />}
      {stage.kind === 'form' && (
        <Elements
          stripe={stage.stripe}
          options={{ clientSecret: stage.clientSecret, appearance: { theme: 'stripe' } }}
        >
          <CheckoutForm
            payLabel={`Pay ${price}`}
            returnUrl={`${window.location.origin}/subscribe?success=true&tier=${request.tier}`}
            onPaid={applyPayment}
          />
        </Elements>
      )}
      {stage.kind === 'paid' && (
        <Alert severity="success" role="status">
          <AlertTitle>Payment Successful</AlertTitle>
          You&apos;re now on the {planLabel(request.tier)}.
        </Alert>
      )}
    </CheckoutFrame>
  );
}

function Preparing() {
  return <Typography role="status">Preparing payment…</Typography>;
}

/** The checkout page around its current step: what is paid for, and the way back. */
function CheckoutFrame(props: { request: CheckoutRequest; planName: string; children: ReactNode }) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Button component={RouterLink} to="/subscribe" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        Checkout
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {props.planName} plan, billed {props.request.billing}: {planPriceText(props.request)}
      </Typography>
      <Card variant="outlined">
        <CardContent>{props.children}</CardContent>
      </Card>
    </Container>
  );
}
