// Renewals across month ends, with the stand-in's clock (this process's Date) set to the day
// that bites: a subscription paid on 31 January renews on the last day of February, then on
// the 31st again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activeSubscription, advancePast, useStripe } from './stripeTesting';

const t = useStripe();
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

describe('a subscription started on the 31st', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-31T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('renews on the last day of shorter months and on the 31st of longer ones', async () => {
    const { subscription } = await activeSubscription(t);
    const periodEnds: string[] = [];
    let end = subscription.items.data[0]?.current_period_end ?? 0;
    for (let i = 0; i < 3; i += 1) {
      periodEnds.push(day(end));
      await advancePast(t, end);
      const renewed = await t.stripe.subscriptions.retrieve(subscription.id);
      end = renewed.items.data[0]?.current_period_end ?? 0;
    }
    periodEnds.push(day(end));
    expect(periodEnds).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31']);
    const invoices = await t.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([300, 300, 300, 300]);
    const preview = await t.stripe.invoices.createPreview({ subscription: subscription.id });
    expect(day(preview.lines.data[0]?.period.end ?? 0)).toBe('2027-06-30');
  });

  it('ends a schedule phase without an end date on the day the subscription renews', async () => {
    const { subscription } = await activeSubscription(t);
    const price = subscription.items.data[0]?.price.id ?? '';
    const schedule = await t.stripe.subscriptionSchedules.create({
      from_subscription: subscription.id,
    });
    const [current] = schedule.phases;
    const updated = await t.stripe.subscriptionSchedules.update(schedule.id, {
      phases: [
        {
          items: [{ price, quantity: 1 }],
          start_date: current?.start_date,
          end_date: current?.end_date,
        },
        { items: [{ price, quantity: 1 }] },
      ],
      end_behavior: 'release',
    });
    expect(updated.phases.map((phase) => [day(phase.start_date), day(phase.end_date)])).toEqual([
      ['2027-01-31', '2027-02-28'],
      ['2027-02-28', '2027-03-31'],
    ]);
  });
});
