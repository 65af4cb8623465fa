// The paid plan a signed-out visitor picked (landing page or /subscribe). It is kept in
// sessionStorage through sign-up or login, so the visitor lands on that plan's checkout; it is
// read back through zod because anything in storage may have been edited or be from an older
// build.
import { BillingPeriodSchema } from '@pomoplan/domain';
import { z } from 'zod/mini';
import { PaidTierSchema, type CheckoutRequest } from './checkoutQuery';

const STORAGE_KEY = 'pomoplan.pendingPlan';

const PendingPlanSchema = z.object({
  tier: PaidTierSchema,
  billing: BillingPeriodSchema,
  amount: z.number().check(z.positive(), z.lte(1_000_000)),
});

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function savePendingPlan(storage: Storage, plan: CheckoutRequest): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(plan));
  } catch {
    // Storage full or disabled: the visitor picks the plan again after signing in.
  }
}

/** The stored choice, removed from storage; null when there is none or it is not valid. */
export function takePendingPlan(storage: Storage): CheckoutRequest | null {
  let text: string | null = null;
  try {
    text = storage.getItem(STORAGE_KEY);
    storage.removeItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = PendingPlanSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The landing page's plan links: /signup?plan=pro&billing=yearly&amount=30. */
export function planLinkQuery({ tier, billing, amount }: CheckoutRequest): string {
  return `?${new URLSearchParams({ plan: tier, billing, amount: String(amount) })}`;
}

/** The plan a sign-up or login link carries, if it carries a valid one. */
export function planFromQuery(params: URLSearchParams): CheckoutRequest | null {
  if (!params.has('plan')) return null;
  const parsed = PendingPlanSchema.safeParse({
    tier: params.get('plan'),
    billing: params.get('billing') ?? 'monthly',
    amount: Number(params.get('amount')),
  });
  return parsed.success ? parsed.data : null;
}
