import { describe, expect, it } from 'vitest';
import { planFromQuery, planLinkQuery, savePendingPlan, takePendingPlan } from './pendingPlan';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const PRO_YEARLY = { tier: 'pro', billing: 'yearly', amount: 30 } as const;

describe('the pending plan', () => {
  it('is read back once', () => {
    const storage = memoryStorage();
    savePendingPlan(storage, PRO_YEARLY);
    expect(takePendingPlan(storage)).toEqual(PRO_YEARLY);
    expect(takePendingPlan(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['the free tier', JSON.stringify({ tier: 'free', billing: 'monthly', amount: 0 })],
    ['an unknown period', JSON.stringify({ ...PRO_YEARLY, billing: 'weekly' })],
    ['an amount as text', JSON.stringify({ ...PRO_YEARLY, amount: '30' })],
  ])('is ignored and removed when it holds %s', (_label, stored) => {
    const storage = memoryStorage({ 'pomoplan.pendingPlan': stored });
    expect(takePendingPlan(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('survives a storage that refuses writes', () => {
    const storage = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => savePendingPlan(storage, PRO_YEARLY)).not.toThrow();
    expect(takePendingPlan(storage)).toBeNull();
  });
});

describe('plan links', () => {
  it('carry the plan through the query', () => {
    const query = planLinkQuery(PRO_YEARLY);
    expect(query).toBe('?plan=pro&billing=yearly&amount=30');
    expect(planFromQuery(new URLSearchParams(query))).toEqual(PRO_YEARLY);
  });

  it('carry nothing without a valid paid plan', () => {
    expect(planFromQuery(new URLSearchParams(''))).toBeNull();
    expect(planFromQuery(new URLSearchParams('plan=free&amount=0'))).toBeNull();
    expect(planFromQuery(new URLSearchParams('plan=pro'))).toBeNull();
  });
});
