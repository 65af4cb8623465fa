import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { PlanChangePreview, PlanChangeResult, Tier } from '@pomoplan/domain';
import { useEffect, useId, useState } from 'react';
import { FeatureList } from './FeatureList';
import { changeSubscription, confirmPayment, previewPlanChange } from '../../api/payments';
import { authenticatePayment } from './authenticatePayment';
import { changeRequest, confirmLabel, dialogTitle, type PlanChange } from './planChange';
import {
  appliedText,
  changeFailure,
  CONFIRMATION_PENDING_TEXT,
  isExpiredPreview,
  previewFailure,
  previewText,
  scheduledText,
  UNCHANGED_TEXT,
  type OutcomeText,
} from './planChangeText';
import { usePlans } from './pricing';

const EXPIRED_NOTICE =
  'The price was updated since this window opened. Please check it and confirm again.';

/** idle: the dialog may close; busy: a change is under way; authenticating: the bank's step. */
type Phase = 'idle' | 'busy' | 'authenticating';

type Step =
  | { kind: 'loading' }
  | { kind: 'previewFailed'; message: string }
  | { kind: 'ready'; preview: PlanChangePreview; error: string | null }
  | { kind: 'working'; preview: PlanChangePreview; text: string }
  | { kind: 'done'; outcome: OutcomeText };

interface PlanChangeDialogProps {
  open: boolean;
  /** The change to price and confirm; kept while the dialog fades out. */
  change: PlanChange | null;
  /** Where the receipt goes, for the confirmation; null when no e-mail can go out. */
  email: string | null;
  onClose(): void;
}

/**
 * One plan change, one decision: the price first (fetched from the server, which prices it as
 * Stripe will), then the confirmation. An applied change stays on screen until dismissed; a
 * refused one shows the server's reason and leaves the plan as it was.
 */
export function PlanChangeDialog({ open, change, email, onClose }: PlanChangeDialogProps) {
  const titleId = useId();
  const [phase, setPhase] = useState<Phase>('idle');
  return (
    <Dialog
      open={open}
      // Closing mid-charge would hide how it ended.
      onClose={phase === 'idle' ? onClose : undefined}
      // The bank's step is a modal of Stripe.js outside this dialog: it must get the focus.
      disableEnforceFocus={phase === 'authenticating'}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {/* Mounted afresh on every opening: the dialog unmounts its content once closed. */}
      {change && (
        <PlanChangeSteps
          change={change}
          email={email}
          titleId={titleId}
          onPhase={setPhase}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function PlanChangeSteps(props: {
  change: PlanChange;
  email: string | null;
  titleId: string;
  onPhase(phase: Phase): void;
  onClose(): void;
}) {
  const { change, email, onPhase } = props;
  const { plans } = usePlans();
  const nameOf = (tier: Tier) => plans[tier].name;
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const [notice, setNotice] = useState<string | null>(null);
  // Bumped to fetch the price again (after a failure, or once the preview expired).
  const [request, setRequest] = useState(0);
  const reload = () => {
    setStep({ kind: 'loading' });
    setRequest((count) => count + 1);
  };

  useEffect(() => {
    let live = true;
    previewPlanChange({ tier: change.tier, billing: change.billing }).then(
      (preview) => live && setStep({ kind: 'ready', preview, error: null }),
      (error: unknown) =>
        live && setStep({ kind: 'previewFailed', message: previewFailure(error) }),
    );
    return () => {
      live = false;
    };
  }, [change.tier, change.billing, request]);

  const applied = (
    preview: PlanChangePreview,
    result: Pick<PlanChangeResult, 'billing'>,
    charged: number | null,
  ): Step => ({
    kind: 'done',
    outcome: appliedText(change, {
      preview,
      result,
      charged,
      email,
      features: plans[change.tier].features,
    }),
  });

  /** The bank's authentication, then the server's record of the payment. */
  async function authenticate(preview: PlanChangePreview, result: PlanChangeResult) {
    const failed = (error: string): Step => ({ kind: 'ready', preview, error });
    if (!result.clientSecret) return failed(changeFailure(null));
    setStep({ kind: 'working', preview, text: "Waiting for your bank's confirmation…" });
    onPhase('authenticating');
    const outcome = await authenticatePayment(result.clientSecret);
    onPhase('busy');
    if (outcome.kind === 'failed') return failed(outcome.message);
    if (outcome.kind !== 'paid') return failed('The payment could not be confirmed.');
    try {
      const state = await confirmPayment(
        result.paymentIntentId ?? outcome.paymentIntentId,
        change.tier,
      );
      return applied(preview, state, preview.amountDueToday);
    } catch {
      return { kind: 'done', outcome: CONFIRMATION_PENDING_TEXT } satisfies Step;
    }
  }

  async function run(preview: PlanChangePreview): Promise<Step | null> {
    try {
      const result = await changeSubscription(changeRequest(change, preview.prorationDate));
      switch (result.outcome) {
        case 'applied':
          return applied(preview, result, result.amountCharged);
        case 'scheduled':
          return { kind: 'done', outcome: scheduledText(change, preview, result, nameOf) };
        case 'unchanged':
          return { kind: 'done', outcome: UNCHANGED_TEXT };
        case 'requires_action':
          return await authenticate(preview, result);
      }
    } catch (error) {
      if (isExpiredPreview(error)) {
        setNotice(EXPIRED_NOTICE);
        reload();
        return null;
      }
      return { kind: 'ready', preview, error: changeFailure(error) };
    }
  }

  async function confirm(preview: PlanChangePreview) {
    setNotice(null);
    setStep({ kind: 'working', preview, text: 'Changing your plan…' });
    onPhase('busy');
    try {
      const next = await run(preview);
      if (next) setStep(next);
    } finally {
      onPhase('idle');
    }
  }

  const title = step.kind === 'done' ? step.outcome.title : dialogTitle(change, nameOf);
  return (
    <>
      <DialogTitle id={props.titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {notice && (
          <Alert severity="info" role="status">
            {notice}
          </Alert>
        )}
        <StepContent step={step} change={change} onRetry={reload} />
      </DialogContent>
      <DialogActions>
        {step.kind === 'done' ? (
          <Button variant="contained" onClick={props.onClose} autoFocus>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={props.onClose} disabled={step.kind === 'working'}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={step.kind !== 'ready'}
              onClick={() => step.kind === 'ready' && void confirm(step.preview)}
            >
              {confirmLabel(change, nameOf)}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

function Progress({ text }: { text: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{text}</Typography>
    </Box>
  );
}

function StepContent(props: { step: Step; change: PlanChange; onRetry(): void }) {
  const { step } = props;
  switch (step.kind) {
    case 'loading':
      return <Progress text="Getting the price…" />;
    case 'previewFailed':
      return (
        <Alert severity="error" role="alert">
          <AlertTitle>The price could not be loaded</AlertTitle>
          {step.message}
          <Box sx={{ mt: 1 }}>
            <Button color="inherit" size="small" variant="outlined" onClick={props.onRetry}>
              Try again
            </Button>
          </Box>
        </Alert>
      );
    case 'ready':
    case 'working': {
      const text = previewText(props.change, step.preview);
      return (
        <>
          <Box>
            <Typography variant="h6" component="p">
              {text.headline}
            </Typography>
            {text.lines.map((line) => (
              <Typography key={line} color="text.secondary">
                {line}
              </Typography>
            ))}
          </Box>
          {step.kind === 'working' && <Progress text={step.text} />}
          {step.kind === 'ready' && step.error && (
            <Alert severity="error" role="alert">
              <AlertTitle>Your plan has not changed</AlertTitle>
              {step.error}
            </Alert>
          )}
        </>
      );
    }
    case 'done':
      return <Outcome outcome={step.outcome} />;
  }
}

function Outcome({ outcome }: { outcome: OutcomeText }) {
  if (outcome.kind === 'message') {
    return (
      <Typography role="status" sx={{ fontWeight: 500 }}>
        {outcome.text}
      </Typography>
    );
  }
  return (
    <Box role="status" sx={{ display: 'grid', gap: 1 }}>
      {outcome.charged && <Typography sx={{ fontWeight: 600 }}>{outcome.charged}</Typography>}
      {outcome.unlocked.length > 0 && (
        <Box>
          <Typography>Now unlocked:</Typography>
          <FeatureList features={outcome.unlocked} />
        </Box>
      )}
      <Typography>{outcome.renewal}</Typography>
      {outcome.receipt && <Typography color="text.secondary">{outcome.receipt}</Typography>}
    </Box>
  );
}
