import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState, type FormEvent } from 'react';
import { outcomeOf, type PaymentOutcome } from './paymentOutcome';

interface Problem {
  title: string;
  message: string;
}

/** What the form says under the fields; an invalid field is marked by the Payment Element. */
function problemOf(outcome: Exclude<PaymentOutcome, { kind: 'paid' }>): Problem | null {
  if (outcome.kind === 'fieldsInvalid') return null;
  if (outcome.kind === 'failed') return { title: 'Payment Failed', message: outcome.message };
  return { title: 'Payment Error', message: 'An unexpected error occurred' };
}

/**
 * The card form (Stripe's Payment Element) and the pay button. A declined or failed payment
 * stays on the form so the customer can try another card; a payment that went through is
 * handed to `onPaid`.
 */
export function CheckoutForm(props: {
  payLabel: string;
  returnUrl: string;
  onPaid(paymentIntentId: string): Promise<void>;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setProblem(null);
    let outcome: PaymentOutcome;
    try {
      outcome = outcomeOf(
        await stripe.confirmPayment({
          elements,
          redirect: 'if_required',
          confirmParams: { return_url: props.returnUrl },
        }),
      );
    } catch {
      outcome = { kind: 'error' };
    }
    if (outcome.kind === 'paid') {
      await props.onPaid(outcome.paymentIntentId);
      return;
    }
    setProblem(problemOf(outcome));
    setBusy(false);
  }

  return (
    <Box component="form" onSubmit={(event) => void pay(event)} sx={{ display: 'grid', gap: 3 }}>
      <PaymentElement onReady={() => setReady(true)} />
      {problem && (
        <Alert severity="error" role="alert">
          <AlertTitle>{problem.title}</AlertTitle>
          {problem.message}
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!stripe || !elements || !ready || busy}
      >
        {busy ? 'Processing…' : props.payLabel}
      </Button>
    </Box>
  );
}
