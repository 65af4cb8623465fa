import { TIER_NAMES, type Billing, type BillingPeriod, type Tier } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import {
  cardAction,
  cardLabel,
  changeRequest,
  confirmLabel,
  dialogTitle,
  keepLabel,
  planChange,
  resumeRequest,
  runningSubscription,
  type CardAction,
  type RunningSubscription,
} from './planChange';

const END = new Date('2027-01-15T10:00:00Z');
const PRO_MONTHLY: Billing = {
  tier: 'pro',
  status: 'active',
  period: 'monthly',
  currentPeriodEnd: END,
  cancelAtPeriodEnd: false,
  pendingChange: null,
  paymentIssue: null,
};
const nameOf = (tier: Tier) => TIER_NAMES[tier];

const running = (billing: Partial<Billing> = {}) => {
  const subscription = runningSubscription({ billing: { ...PRO_MONTHLY, ...billing } });
  if (!subscription) throw new Error('expected a running subscription');
  return subscription;
};

/** What each card offers, by tier, for one position of the billing toggle. */
function offers(subscription: RunningSubscription, billing: BillingPeriod) {
  const describe = (action: CardAction) => {
    switch (action.kind) {
      case 'change':
        return cardLabel(action.change, nameOf);
      case 'scheduled':
        return `scheduled ${action.at.toISOString()}`;
      default:
        return action.kind;
    }
  };
  return {
    free: describe(cardAction(subscription, 'free', billing)),
    pro: describe(cardAction(subscription, 'pro', billing)),
    master: describe(cardAction(subscription, 'master', billing)),
  };
}

describe('runningSubscription', () => {
  it('is the subscription while it runs, a failed renewal included', () => {
    expect(running()).toEqual({
      tier: 'pro',
      period: 'monthly',
      status: 'active',
      periodEnd: END,
      scheduled: null,
    });
    expect(running({ status: 'past_due' }).status).toBe('past_due');
    expect(running({ status: 'unpaid' }).status).toBe('unpaid');
  });

  it('is null without a paid, running subscription', () => {
    expect(runningSubscription(undefined)).toBeNull();
    expect(runningSubscription({ billing: null })).toBeNull();
    for (const status of ['canceled', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(runningSubscription({ billing: { ...PRO_MONTHLY, status } })).toBeNull();
    }
    expect(runningSubscription({ billing: { ...PRO_MONTHLY, tier: 'free' } })).toBeNull();
  });

  it('reads a planned change, and a cancellation as a move to Free', () => {
    const at = new Date('2027-01-15T10:00:00Z');
    expect(
      running({ pendingChange: { tier: 'free', period: 'monthly', effectiveAt: at } }).scheduled,
    ).toEqual({ tier: 'free', period: 'monthly', at });
    // A cancellation ends the subscription whatever else was planned.
    expect(
      running({
        cancelAtPeriodEnd: true,
        pendingChange: { tier: 'master', period: 'yearly', effectiveAt: at },
      }).scheduled,
    ).toEqual({ tier: 'free', period: 'monthly', at: END });
  });
});

describe('the plan cards of a subscriber', () => {
  it('mark the current plan and offer the real change on every other card', () => {
    expect(offers(running(), 'monthly')).toEqual({
      free: 'Move to Free at the end of the period',
      pro: 'current',
      master: 'Upgrade to Master',
    });
    expect(offers(running(), 'yearly')).toEqual({
      free: 'Move to Free at the end of the period',
      pro: 'Switch to yearly',
      master: 'Upgrade to Master',
    });
  });

  it('offer a move down a tier, and monthly billing, at the end of the period', () => {
    const masterYearly = running({ tier: 'master', period: 'yearly' });
    expect(offers(masterYearly, 'yearly')).toEqual({
      free: 'Move to Free at the end of the period',
      pro: 'Move to Pro at the end of the period',
      master: 'current',
    });
    expect(offers(masterYearly, 'monthly')).toEqual({
      free: 'Move to Free at the end of the period',
      pro: 'Move to Pro at the end of the period',
      master: 'Switch to monthly at the end of the period',
    });
  });

  it('show a planned change on its target, and keeping the plan on the current card', () => {
    const at = new Date('2027-01-15T10:00:00Z');
    const moving = running({
      tier: 'master',
      pendingChange: { tier: 'pro', period: 'monthly', effectiveAt: at },
    });
    expect(offers(moving, 'monthly')).toEqual({
      free: 'Move to Free at the end of the period',
      pro: `scheduled ${at.toISOString()}`,
      master: 'keep',
    });
    // The other period's Pro is another plan: it is offered as a change.
    expect(offers(moving, 'yearly').pro).toBe('Move to Pro at the end of the period');
  });

  it('show a cancellation on Free, whichever period the toggle shows', () => {
    const cancelling = running({ cancelAtPeriodEnd: true });
    for (const period of ['monthly', 'yearly'] as const) {
      expect(offers(cancelling, period).free).toBe(`scheduled ${END.toISOString()}`);
    }
    expect(offers(cancelling, 'monthly').pro).toBe('keep');
  });
});

describe('a plan change', () => {
  const from = { tier: 'pro', period: 'monthly' } as const;

  it('is none for the current plan', () => {
    expect(planChange(from, 'pro', 'monthly')).toBeNull();
  });

  it('bills Free on the current period (the server ignores it)', () => {
    expect(planChange({ tier: 'master', period: 'yearly' }, 'free', 'monthly')).toEqual({
      from: { tier: 'master', period: 'yearly' },
      tier: 'free',
      billing: 'yearly',
      kind: 'downgrade',
    });
  });

  it.each([
    ['master', 'monthly', 'Upgrade to Master', 'Upgrade to Master?'],
    ['master', 'yearly', 'Upgrade to Master', 'Upgrade to Master?'],
    ['pro', 'yearly', 'Switch to yearly', 'Switch to yearly billing?'],
    ['free', 'monthly', 'Move to Free', 'Move to Free?'],
  ] as const)('to %s %s is confirmed with %j', (tier, billing, confirm, title) => {
    const change = planChange(from, tier, billing);
    if (!change) throw new Error('expected a change');
    expect(confirmLabel(change, nameOf)).toBe(confirm);
    expect(dialogTitle(change, nameOf)).toBe(title);
  });

  it('names the way back to monthly billing and to a lower tier', () => {
    const yearly = { tier: 'master', period: 'yearly' } as const;
    const monthly = planChange(yearly, 'master', 'monthly');
    const pro = planChange(yearly, 'pro', 'yearly');
    if (!monthly || !pro) throw new Error('expected changes');
    expect([confirmLabel(monthly, nameOf), dialogTitle(monthly, nameOf)]).toEqual([
      'Switch to monthly',
      'Switch to monthly billing?',
    ]);
    expect([confirmLabel(pro, nameOf), dialogTitle(pro, nameOf)]).toEqual([
      'Move to Pro',
      'Move to Pro?',
    ]);
  });

  it("is sent with the preview's proration date, and Free as a bare cancellation", () => {
    const master = planChange(from, 'master', 'yearly');
    const free = planChange(from, 'free', 'monthly');
    if (!master || !free) throw new Error('expected changes');
    expect(changeRequest(master, 1_790_000_000)).toEqual({
      tier: 'master',
      billing: 'yearly',
      prorationDate: 1_790_000_000,
    });
    expect(changeRequest(master, null)).toEqual({ tier: 'master', billing: 'yearly' });
    expect(changeRequest(free, null)).toEqual({ tier: 'free' });
  });
});

describe('keeping the plan', () => {
  it('takes back the planned change on the current plan and period', () => {
    expect(resumeRequest({ tier: 'master', period: 'yearly' })).toEqual({
      tier: 'master',
      billing: 'yearly',
      resume: true,
    });
  });

  it('names the plan, or the period when only the period was to change', () => {
    const scheduled = (tier: Tier, period: BillingPeriod) => ({ tier, period, at: END });
    const master = { tier: 'master', period: 'yearly' } as const;
    expect(keepLabel({ ...master, scheduled: scheduled('pro', 'yearly') }, nameOf)).toBe(
      'Keep Master',
    );
    expect(keepLabel({ ...master, scheduled: scheduled('free', 'yearly') }, nameOf)).toBe(
      'Keep Master',
    );
    expect(keepLabel({ ...master, scheduled: scheduled('master', 'monthly') }, nameOf)).toBe(
      'Keep yearly billing',
    );
  });
});
