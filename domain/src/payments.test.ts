import { describe, expect, it } from 'vitest';
import { planChangeTiming } from './payments';

describe('planChangeTiming', () => {
  const pro = { tier: 'pro', period: 'monthly' } as const;

  it('applies a higher tier now, whatever the period', () => {
    expect(planChangeTiming(pro, { tier: 'master', period: 'monthly' })).toBe('now');
    expect(planChangeTiming(pro, { tier: 'master', period: 'yearly' })).toBe('now');
    expect(
      planChangeTiming({ tier: 'pro', period: 'yearly' }, { tier: 'master', period: 'monthly' }),
    ).toBe('now');
  });

  it('applies monthly to yearly of the same tier now, yearly to monthly at the period end', () => {
    expect(planChangeTiming(pro, { tier: 'pro', period: 'yearly' })).toBe('now');
    expect(planChangeTiming({ tier: 'pro', period: 'yearly' }, pro)).toBe('period_end');
  });

  it('waits for the period end for a lower tier or Free', () => {
    expect(planChangeTiming({ tier: 'master', period: 'monthly' }, pro)).toBe('period_end');
    expect(
      planChangeTiming({ tier: 'master', period: 'monthly' }, { tier: 'pro', period: 'yearly' }),
    ).toBe('period_end');
    expect(planChangeTiming(pro, { tier: 'free', period: 'monthly' })).toBe('period_end');
  });

  it('calls the same plan no move', () => {
    expect(planChangeTiming(pro, pro)).toBe('same');
    expect(
      planChangeTiming({ tier: 'free', period: 'monthly' }, { tier: 'free', period: 'yearly' }),
    ).toBe('same');
  });
});
