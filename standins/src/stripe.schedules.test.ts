// Subscription schedules through the real SDK: a change at the period end (the next phase's
// price), release, cancel, and the clock moving the subscription from phase to phase.
import { describe, expect, it } from 'vitest';
import { activeSubscription, advancePast, until, useStripe } from './stripeTesting';

const t = useStripe();

const monthly = (amount: number) => ({
  currency: 'usd',
  product: 'pomoplan_pro',
  unit_amount: amount,
  recurring: { interval: 'month' as const },
});

/** An active monthly subscription with a schedule moving it to `next` at the period end. */
async function scheduledChange(next: ReturnType<typeof monthly> | object) {
  const active = await activeSubscription(t);
  const schedule = await t.stripe.subscriptionSchedules.create({
    from_subscription: active.subscription.id,
  });
  const [current] = schedule.phases;
  const updated = await t.stripe.subscriptionSchedules.update(schedule.id, {
    phases: [
      {
        items: [{ price: active.subscription.items.data[0]?.price.id ?? '', quantity: 1 }],
        start_date: current?.start_date,
        end_date: current?.end_date,
      },
      { items: [{ price_data: next as ReturnType<typeof monthly>, quantity: 1 }] },
    ],
    end_behavior: 'release',
  });
  return { ...active, schedule: updated, periodEnd: current?.end_date ?? 0 };
}

describe('subscription schedules', () => {
  it('is made from a subscription with its current period as the one phase', async () => {
    const { subscription } = await activeSubscription(t);
    const schedule = await t.stripe.subscriptionSchedules.create({
      from_subscription: subscription.id,
    });
    const item = subscription.items.data[0];
    expect(schedule).toMatchObject({
      id: expect.stringMatching(/^sub_sched_/),
      object: 'subscription_schedule',
      status: 'active',
      end_behavior: 'release',
      subscription: subscription.id,
      current_phase: { start_date: item?.current_period_start, end_date: item?.current_period_end },
      phases: [
        {
          start_date: item?.current_period_start,
          end_date: item?.current_period_end,
          items: [{ price: item?.price.id, quantity: 1 }],
        },
      ],
    });
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).schedule).toBe(schedule.id);
    const listed = await t.stripe.subscriptionSchedules.list({
      customer: String(subscription.customer),
    });
    expect(listed.data.map((found) => found.id)).toEqual([schedule.id]);
    await expect(
      t.stripe.subscriptionSchedules.create({ from_subscription: subscription.id }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
    await expect(
      t.stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError' });
    await until(() => t.received.find((e) => e.type === 'subscription_schedule.created'));
  });

  it('moves to the next phase at the period end, then releases the subscription', async () => {
    const { subscription, customer, schedule, periodEnd } = await scheduledChange(monthly(200));
    expect(schedule.phases.map((phase) => phase.end_date)).toEqual([periodEnd, expect.any(Number)]);
    const preview = await t.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
    });
    expect(preview.amount_due).toBe(200);

    await advancePast(t, periodEnd);
    const moved = await t.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    expect(moved.items.data[0]?.price.unit_amount).toBe(200);
    expect(moved.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 200 });
    expect(moved.schedule).toBe(schedule.id);
    const phase = (await t.stripe.subscriptionSchedules.retrieve(schedule.id)).current_phase;
    expect(phase?.start_date).toBe(periodEnd);

    await advancePast(t, phase?.end_date ?? 0);
    const released = await t.stripe.subscriptionSchedules.retrieve(schedule.id);
    expect(released).toMatchObject({
      status: 'released',
      released_subscription: subscription.id,
    });
    const after = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(after).toMatchObject({ status: 'active', schedule: null });
    expect(after.items.data[0]?.price.unit_amount).toBe(200);
    await until(() => t.received.find((e) => e.type === 'subscription_schedule.released'));
    const invoices = await t.stripe.invoices.list({ subscription: subscription.id });
    expect(invoices.data.map((invoice) => invoice.amount_paid)).toEqual([200, 200, 300]);
  });

  it('starts a yearly phase its own billing cycle at the phase start', async () => {
    const yearly = { ...monthly(3000), recurring: { interval: 'year' as const } };
    const { subscription, periodEnd } = await scheduledChange(yearly);
    await advancePast(t, periodEnd);
    const moved = await t.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    const item = moved.items.data[0];
    expect(item?.price.recurring?.interval).toBe('year');
    expect(item?.current_period_start).toBe(periodEnd);
    expect(item?.current_period_end).toBeGreaterThan(periodEnd + 364 * 24 * 60 * 60);
    expect(moved.latest_invoice).toMatchObject({ status: 'paid', amount_paid: 3000 });
  });

  it('releases on request: the subscription keeps its items and renews at its price', async () => {
    const { subscription, schedule, periodEnd } = await scheduledChange(monthly(200));
    const released = await t.stripe.subscriptionSchedules.release(schedule.id);
    expect(released.status).toBe('released');
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).schedule).toBeNull();
    await advancePast(t, periodEnd);
    const renewed = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(renewed.items.data[0]?.price.unit_amount).toBe(300);
  });

  it('is canceled with its subscription, and cancels its subscription', async () => {
    const first = await scheduledChange(monthly(200));
    await t.stripe.subscriptions.cancel(first.subscription.id);
    expect((await t.stripe.subscriptionSchedules.retrieve(first.schedule.id)).status).toBe(
      'canceled',
    );
    const second = await scheduledChange(monthly(200));
    const canceled = await t.stripe.subscriptionSchedules.cancel(second.schedule.id);
    expect(canceled.status).toBe('canceled');
    expect((await t.stripe.subscriptions.retrieve(second.subscription.id)).status).toBe('canceled');
    await until(
      () =>
        t.received.filter((e) => e.type === 'subscription_schedule.canceled').length === 2 ||
        undefined,
    );
  });

  it('ends a phase inside the period, its prorations billed at the renewal', async () => {
    const { subscription, customer } = await activeSubscription(t);
    const item = subscription.items.data[0];
    const start = item?.current_period_start ?? 0;
    const periodEnd = item?.current_period_end ?? 0;
    const schedule = await t.stripe.subscriptionSchedules.create({
      from_subscription: subscription.id,
    });
    const switchAt = start + 10 * 24 * 60 * 60;
    await t.stripe.subscriptionSchedules.update(schedule.id, {
      phases: [
        { items: [{ price: item?.price.id ?? '' }], start_date: start, end_date: switchAt },
        { items: [{ price_data: monthly(600) }], end_date: periodEnd },
      ],
      end_behavior: 'release',
    });
    await advancePast(t, switchAt);
    const switched = await t.stripe.subscriptions.retrieve(subscription.id);
    expect(switched.items.data[0]?.price.unit_amount).toBe(600);
    expect(switched.items.data[0]?.current_period_end).toBe(periodEnd);
    const preview = await t.stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscription.id,
    });
    const amounts = preview.lines.data.map((line) => line.amount);
    expect(amounts).toHaveLength(3);
    expect(amounts[2]).toBe(600);
    await advancePast(t, periodEnd);
    const renewed = await t.stripe.subscriptions.retrieve(subscription.id, {
      expand: ['latest_invoice'],
    });
    expect(renewed.schedule).toBeNull();
    expect(renewed.latest_invoice).toMatchObject({ amount_paid: preview.amount_due });
  });

  it('takes past phases again in an update, but not a new start for the current one', async () => {
    const { schedule, periodEnd } = await scheduledChange(monthly(200));
    await advancePast(t, periodEnd);
    const [past, current] = (await t.stripe.subscriptionSchedules.retrieve(schedule.id)).phases;
    const again = (phase: typeof past) => ({
      items: [{ price: String(phase?.items[0]?.price), quantity: 1 }],
      start_date: phase?.start_date,
      end_date: phase?.end_date,
    });
    const updated = await t.stripe.subscriptionSchedules.update(schedule.id, {
      phases: [again(past), again(current), { items: [{ price_data: monthly(100) }] }],
    });
    expect(updated.phases).toHaveLength(3);
    expect(updated.current_phase?.start_date).toBe(current?.start_date);
    await expect(
      t.stripe.subscriptionSchedules.update(schedule.id, {
        phases: [{ ...again(current), start_date: (current?.start_date ?? 0) + 60 }],
      }),
    ).rejects.toMatchObject({
      message: 'You can not modify the start date of the current phase.',
    });
  });
});
