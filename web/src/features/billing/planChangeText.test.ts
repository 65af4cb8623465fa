import { TIER_NAMES, type PlanChangePreview, type Tier } from '@pomoplan/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { longDate } from '../../ui/formatting';
import { planChange, type PlanChange } from './planChange';
import {
  appliedText,
  changeFailure,
  isExpiredPreview,
  previewFailure,
  previewText,
  resumedText,
  scheduledText,
} from './planChangeText';

const TODAY = new Date('2026-06-10T12:00:00Z');
const PERIOD_END = new Date('2026-07-01T12:00:00Z');
const NEXT_YEAR = new Date('2027-06-10T12:00:00Z');
const nameOf = (tier: Tier) => TIER_NAMES[tier];

function change(from: PlanChange['from'], tier: Tier, billing: 'monthly' | 'yearly') {
  const found = planChange(from, tier, billing);
  if (!found) throw new Error('expected a change');
  return found;
}

const PRO_MONTHLY = { tier: 'pro', period: 'monthly' } as const;
const UPGRADE = change(PRO_MONTHLY, 'master', 'monthly');
const UPGRADE_PREVIEW: PlanChangePreview = {
  tier: 'master',
  billing: 'monthly',
  timing: 'now',
  amountDueToday: 4.2,
  effectiveAt: TODAY,
  nextRenewalAt: PERIOD_END,
  nextRenewalAmount: 9,
  prorationDate: 1_781_092_800,
};

const json = (status: number, message: string) => new ApiError(status, JSON.stringify({ message }));

describe('the preview', () => {
  it('shows a charge today with cents, then the new price from the renewal', () => {
    expect(previewText(UPGRADE, UPGRADE_PREVIEW)).toEqual({
      headline: 'Charged today: $4.20',
      lines: [
        `Then $9.00 per month from ${longDate(PERIOD_END)}`,
        'The Master Plan starts today; the unused part of the current period is credited.',
      ],
    });
  });

  it('shows a switch to yearly billing as starting today', () => {
    const preview = {
      ...UPGRADE_PREVIEW,
      tier: 'pro',
      billing: 'yearly',
      amountDueToday: 28.5,
      nextRenewalAt: NEXT_YEAR,
      nextRenewalAmount: 30,
    } as const;
    expect(previewText(change(PRO_MONTHLY, 'pro', 'yearly'), preview)).toEqual({
      headline: 'Charged today: $28.50',
      lines: [
        `Then $30.00 per year from ${longDate(NEXT_YEAR)}`,
        'Yearly billing starts today; the unused part of the current period is credited.',
      ],
    });
  });

  it('shows nothing charged today for a move down, and the price from the period end', () => {
    const from = { tier: 'master', period: 'yearly' } as const;
    const preview: PlanChangePreview = {
      tier: 'pro',
      billing: 'yearly',
      timing: 'period_end',
      amountDueToday: 0,
      effectiveAt: PERIOD_END,
      nextRenewalAt: PERIOD_END,
      nextRenewalAmount: 30,
      prorationDate: null,
    };
    expect(previewText(change(from, 'pro', 'yearly'), preview)).toEqual({
      headline: 'Nothing is charged today.',
      lines: [
        `From ${longDate(PERIOD_END)}: $30.00 per year`,
        'You keep the Master Plan until then.',
      ],
    });
    const monthly = {
      ...preview,
      tier: 'master',
      billing: 'monthly',
      nextRenewalAmount: 9,
    } as const;
    expect(previewText(change(from, 'master', 'monthly'), monthly).lines).toEqual([
      `From ${longDate(PERIOD_END)}: $9.00 per month`,
      'You keep yearly billing until then.',
    ]);
  });

  it('shows a move to Free as the end of the paid plan', () => {
    const preview: PlanChangePreview = {
      tier: 'free',
      billing: 'monthly',
      timing: 'period_end',
      amountDueToday: 0,
      effectiveAt: PERIOD_END,
      nextRenewalAt: PERIOD_END,
      nextRenewalAmount: 0,
      prorationDate: null,
    };
    expect(previewText(change(PRO_MONTHLY, 'free', 'monthly'), preview)).toEqual({
      headline: 'Nothing is charged today.',
      lines: [`Your Pro Plan ends on ${longDate(PERIOD_END)}; you move to the Free Plan then.`],
    });
  });
});

describe('the outcome', () => {
  const features = ['Advanced AI insights', 'API access'];

  it('of an upgrade says what it unlocked, the next renewal and the receipt', () => {
    const renewal = new Date('2026-07-01T12:00:00Z');
    expect(
      appliedText(UPGRADE, {
        preview: UPGRADE_PREVIEW,
        result: { billing: null },
        charged: 4.2,
        email: 'ada@example.com',
        features,
      }),
    ).toEqual({
      kind: 'applied',
      title: "You're now on the Master Plan",
      charged: 'We charged $4.20 to your card.',
      unlocked: features,
      renewal: `Next renewal: ${longDate(renewal)}, $9.00 per month.`,
      receipt: 'A receipt is on its way to ada@example.com.',
    });
  });

  it("of a switch to yearly billing unlocks nothing new and follows the server's renewal date", () => {
    const preview = {
      ...UPGRADE_PREVIEW,
      tier: 'pro',
      billing: 'yearly',
      nextRenewalAmount: 30,
    } as const;
    const text = appliedText(change(PRO_MONTHLY, 'pro', 'yearly'), {
      preview,
      result: {
        billing: {
          tier: 'pro',
          status: 'active',
          period: 'yearly',
          currentPeriodEnd: NEXT_YEAR,
          cancelAtPeriodEnd: false,
          pendingChange: null,
          paymentIssue: null,
        },
      },
      charged: null,
      email: 'ada@example.com',
      features,
    });
    expect(text).toMatchObject({
      title: "You're now billed yearly",
      charged: null,
      unlocked: [],
      renewal: `Next renewal: ${longDate(NEXT_YEAR)}, $30.00 per year.`,
      receipt: null,
    });
  });

  it('of a change at the period end says when, and that nothing is charged', () => {
    const preview = {
      ...UPGRADE_PREVIEW,
      tier: 'pro',
      timing: 'period_end',
      effectiveAt: PERIOD_END,
    } as const;
    const down = change({ tier: 'master', period: 'monthly' }, 'pro', 'monthly');
    expect(scheduledText(down, preview, { billing: null }, nameOf)).toEqual({
      kind: 'message',
      title: 'Plan change scheduled',
      text: `Your plan moves to Pro on ${longDate(PERIOD_END)}. Nothing is charged today.`,
    });
    const monthly = change({ tier: 'pro', period: 'yearly' }, 'pro', 'monthly');
    expect(scheduledText(monthly, preview, { billing: null }, nameOf)).toMatchObject({
      text: `Your billing moves to monthly on ${longDate(PERIOD_END)}. Nothing is charged today.`,
    });
  });

  it('of taking a change back names what continues', () => {
    expect(
      resumedText({
        tier: 'pro',
        period: 'yearly',
        scheduled: { tier: 'free', period: 'yearly', at: PERIOD_END },
      }),
    ).toBe('Your Pro Plan continues as before.');
    expect(
      resumedText({
        tier: 'pro',
        period: 'yearly',
        scheduled: { tier: 'pro', period: 'monthly', at: PERIOD_END },
      }),
    ).toBe('Your yearly billing continues as before.');
  });
});

describe('a refusal', () => {
  it("shows the server's sentence for a declined card and other 4xx", () => {
    const declined = 'Your card was declined. You are still on the Pro Plan.';
    expect(changeFailure(json(402, declined))).toBe(declined);
    expect(previewFailure(json(409, 'You have no subscription to change.'))).toBe(
      'You have no subscription to change.',
    );
  });

  it('never shows a raw body, a status code or a server failure', () => {
    const generic = 'Something went wrong on our side. Please try again in a moment.';
    expect(changeFailure(new ApiError(400, 'Bad Request'))).toBe(generic);
    expect(changeFailure(json(500, 'TypeError: x is undefined'))).toBe(generic);
    expect(changeFailure(new TypeError('Failed to fetch'))).toBe(generic);
    expect(previewFailure(new ApiError(502, '<html>Bad gateway</html>'))).toBe(generic);
  });

  it('of an expired preview is told apart from other refusals', () => {
    expect(isExpiredPreview(json(400, 'The preview expired. Preview the change again.'))).toBe(
      true,
    );
    expect(isExpiredPreview(json(400, 'Proration date is too old'))).toBe(true);
    expect(isExpiredPreview(json(400, 'You are already on this plan.'))).toBe(false);
    expect(isExpiredPreview(json(402, 'Your card was declined.'))).toBe(false);
  });
});
