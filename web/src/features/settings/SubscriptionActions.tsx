import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { planLabel, type Tier, type UpgradeSubscription } from '@pomoplan/domain';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { billingPortalUrl, changeSubscription } from '../../api/payments';
import { otherPeriod, type SubscriptionSummary } from './subscriptionSummary';
import { useSettingsSave } from './useSettingsSave';

type Paid = Extract<SubscriptionSummary, { kind: 'subscription' }>;
type Dialog = 'cancel' | 'switch' | null;

/**
 * Managing a paid subscription: cancel at the period end (confirmed first), resume, switch
 * between monthly and yearly billing, and Stripe's billing portal for invoices and the card.
 * The card above shows the result from the user document, which the server updates.
 */
export function SubscriptionActions({ tier, summary }: { tier: Tier; summary: Paid }) {
  const { save, busy } = useSettingsSave();
  const [dialog, setDialog] = useState<Dialog>(null);
  const nextPeriod = otherPeriod(summary.period);

  function run(work: () => Promise<unknown>, done: string | null, failure: string) {
    setDialog(null);
    return save(work, {
      saved: done ? { title: 'Subscription updated', description: done } : null,
      failed: (error) => ({
        title: failure,
        description: error instanceof ApiError ? error.serverMessage : undefined,
      }),
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

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
      {summary.cancelling ? (
        <Button
          variant="contained"
          disabled={busy}
          onClick={() =>
            void change({ tier, resume: true }, `Your ${planLabel(tier)} renews as before.`)
          }
        >
          Resume subscription
        </Button>
      ) : (
        <>
          <Button variant="outlined" disabled={busy} onClick={() => setDialog('switch')}>
            Switch to {nextPeriod} billing
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => setDialog('cancel')}
          >
            Cancel subscription
          </Button>
        </>
      )}
      <Button disabled={busy} onClick={() => void openPortal()}>
        Billing portal
      </Button>
      <ConfirmDialog
        open={dialog === 'cancel'}
        title="Cancel subscription?"
        confirmLabel="Cancel subscription"
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void change(
            { tier: 'free' },
            `You keep the ${planLabel(tier)} until ${summary.periodEnd.toLocaleDateString(undefined, { dateStyle: 'long' })}.`,
          )
        }
      >
        You keep the {planLabel(tier)} until the end of the current period, then move to the Free
        Plan. You can resume before then.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'switch'}
        title={`Switch to ${nextPeriod} billing?`}
        confirmLabel={`Switch to ${nextPeriod}`}
        onCancel={() => setDialog(null)}
        onConfirm={() =>
          void change({ tier, billing: nextPeriod }, `You are now billed ${nextPeriod}.`)
        }
      >
        The new period starts today. The unused part of the current period is credited and the
        difference is charged to your card now.
      </ConfirmDialog>
    </Box>
  );
}
