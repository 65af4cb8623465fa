import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  planLabel,
  TIER_NAMES,
  verifiedAddress,
  type UpgradeSubscription,
  type User,
} from '@pomoplan/domain';
import { useState } from 'react';
import { billingPortalUrl, changeSubscription } from '../../api/payments';
import {
  changeFailure,
  keepLabel,
  planChange,
  PlanChangeDialog,
  resumedText,
  resumeRequest,
  type PlanChange,
} from '../billing';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { longDate } from '../../ui/formatting';
import { useDialogState } from '../../ui/useDialogState';
import { otherPeriod, type SubscriptionSummary } from './subscriptionSummary';
import { useSettingsSave } from './useSettingsSave';
import { useServerOnly } from '../../platform/offline/useServerOnly';

type Paid = Extract<SubscriptionSummary, { kind: 'subscription' }>;
type Ended = Extract<SubscriptionSummary, { kind: 'ended' }>;

/**
 * Managing a paid subscription: cancel at the period end (confirmed first), resume, take back
 * a planned change, switch between monthly and yearly billing (priced first, in the plan-change
 * dialog), and Stripe's billing portal for invoices and the card. The card above shows the
 * result from the user document, which the server updates.
 */
export function SubscriptionActions({ user, summary }: { user: User; summary: Paid | Ended }) {
  const { save, busy: saving } = useSettingsSave();
  // Every action here asks the server (Stripe behind it).
  const server = useServerOnly();
  const busy = saving || server.offline;
  const [cancelling, setCancelling] = useState(false);
  const switcher = useDialogState<PlanChange>();

  function run(work: () => Promise<unknown>, done: string | null, failure: string) {
    return save(work, {
      saved: done ? { title: 'Subscription updated', description: done } : null,
      failed: (error) => ({ title: failure, description: changeFailure(error) }),
    });
  }

  const change = (body: UpgradeSubscription, done: string) =>
    run(() => changeSubscription(body), done, 'Failed to update subscription');

  const openPortal = () =>
    run(
      async () => window.location.assign(await billingPortalUrl()),
      null,
      'Failed to open the billing portal',
    );

  const portal = (
    <Button aria-describedby={server.describedBy} disabled={busy} onClick={() => void openPortal()}>
      Billing portal
    </Button>
  );
  if (summary.kind === 'ended') {
    return (
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        {server.note}
        {portal}
      </Box>
    );
  }

  const { tier, period, cancelling: ending } = summary;
  const nextPeriod = otherPeriod(period);
  const scheduled = summary.pendingChange;

  function primary() {
    if (ending) {
      return (
        <Button
          variant="contained"
          aria-describedby={server.describedBy}
          disabled={busy}
          onClick={() =>
            void change(
              resumeRequest({ tier, period }),
              `Your ${planLabel(tier)} renews as before.`,
            )
          }
        >
          Resume subscription
        </Button>
      );
    }
    if (scheduled) {
      const current = { tier, period, scheduled };
      return (
        <Button
          variant="contained"
          aria-describedby={server.describedBy}
          disabled={busy}
          onClick={() => void change(resumeRequest(current), resumedText(current))}
        >
          {keepLabel(current, (name) => TIER_NAMES[name])}
        </Button>
      );
    }
    const toOtherPeriod = planChange({ tier, period }, tier, nextPeriod);
    return (
      <Button
        variant="outlined"
        aria-describedby={server.describedBy}
        disabled={busy || !toOtherPeriod}
        onClick={() => toOtherPeriod && switcher.show(toOtherPeriod)}
      >
        Switch to {nextPeriod} billing
      </Button>
    );
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2, alignItems: 'center' }}>
      {server.note}
      {primary()}
      {!ending && (
        <Button
          variant="outlined"
          color="error"
          aria-describedby={server.describedBy}
          disabled={busy}
          onClick={() => setCancelling(true)}
        >
          Cancel subscription
        </Button>
      )}
      {portal}
      <ConfirmDialog
        open={cancelling}
        title="Cancel subscription?"
        confirmLabel="Cancel subscription"
        onCancel={() => setCancelling(false)}
        onConfirm={() => {
          setCancelling(false);
          void change(
            { tier: 'free' },
            `You keep the ${planLabel(tier)} until ${longDate(summary.periodEnd)}.`,
          );
        }}
      >
        You keep the {planLabel(tier)} until the end of the current period, then move to the Free
        Plan. You can resume before then.
      </ConfirmDialog>
      <PlanChangeDialog
        open={switcher.open}
        change={switcher.subject}
        email={verifiedAddress(user)}
        onClose={switcher.close}
      />
    </Box>
  );
}
