import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import type { BillingPeriod, Tier } from '@pomoplan/domain';
import { useState } from 'react';
import { changeSubscription } from '../../api/payments';
import { longDate } from '../../ui/formatting';
import { useDialogState } from '../../ui/useDialogState';
import { BillingToggle, PlanCards } from './PlanCards';
import {
  appliesNow,
  cardAction,
  cardLabel,
  keepLabel,
  resumeRequest,
  type PlanChange,
  type RunningSubscription,
} from './planChange';
import { PlanChangeDialog } from './PlanChangeDialog';
import { changeFailure, resumedText } from './planChangeText';
import { usePlans } from './pricing';
import { OfflineAlert } from '../../platform/offline/OfflineAlert';
import { useOnline } from '../../platform/offline/useOnline';

interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/**
 * The plans as a subscriber sees them: their own plan marked, a planned change on its target,
 * and on every other card the one change it stands for, worded as what happens and when.
 */
export function SubscriberPlans(props: {
  subscription: RunningSubscription;
  email: string | null;
}) {
  const { subscription } = props;
  const { plans } = usePlans();
  const nameOf = (tier: Tier) => plans[tier].name;
  const [billing, setBilling] = useState<BillingPeriod>(subscription.period);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [resuming, setResuming] = useState(false);
  const dialog = useDialogState<PlanChange>();
  const online = useOnline();

  async function resume() {
    setResuming(true);
    setNotice(null);
    try {
      await changeSubscription(resumeRequest(subscription));
      setNotice({ severity: 'success', text: resumedText(subscription) });
    } catch (error) {
      setNotice({ severity: 'error', text: changeFailure(error) });
    } finally {
      setResuming(false);
    }
  }

  function action(tier: Tier) {
    const offer = cardAction(subscription, tier, billing);
    switch (offer.kind) {
      case 'current':
        return (
          <Button fullWidth variant="outlined" disabled>
            Your current plan
          </Button>
        );
      case 'keep':
        return (
          <Button
            fullWidth
            variant="contained"
            disabled={resuming || !online}
            onClick={() => void resume()}
          >
            {keepLabel(subscription, nameOf)}
          </Button>
        );
      case 'scheduled':
        return null;
      case 'change':
        return (
          <Button
            fullWidth
            variant={appliesNow(offer.change.kind) ? 'contained' : 'outlined'}
            disabled={!online}
            onClick={() => dialog.show(offer.change)}
          >
            {cardLabel(offer.change, nameOf)}
          </Button>
        );
    }
  }

  function badge(tier: Tier) {
    const offer = cardAction(subscription, tier, billing);
    if (offer.kind === 'current' || offer.kind === 'keep') {
      return <Chip size="small" color="primary" label="Current plan" />;
    }
    if (offer.kind === 'scheduled') {
      return <Chip size="small" color="info" label={`Starts on ${longDate(offer.at)}`} />;
    }
    return null;
  }

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 4 }}>
        <BillingToggle value={billing} onChange={setBilling} plans={plans} />
      </Box>
      {!online && (
        <OfflineAlert sx={{ mb: 3 }}>Changing your plan needs a connection.</OfflineAlert>
      )}
      {notice && (
        <Alert
          severity={notice.severity}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ mb: 3 }}
          onClose={() => setNotice(null)}
        >
          {notice.text}
        </Alert>
      )}
      <PlanCards
        plans={plans}
        billing={billing}
        headingLevel="h2"
        highlighted={subscription.tier}
        action={action}
        badge={badge}
      />
      <PlanChangeDialog
        open={dialog.open}
        change={dialog.subject}
        email={props.email}
        onClose={dialog.close}
      />
    </>
  );
}
