import { isPaidTier } from '@pomoplan/domain';

/** The navigation state a paid checkout opens the app with: `{ paidPlan: 'pro' }`. */
export interface PaidPlanState {
  paidPlan: string;
}

/** The paid tier a navigation state names, if it is one. */
export function paidTierOf(state: unknown) {
  if (typeof state !== 'object' || state === null || !('paidPlan' in state)) return undefined;
  return isPaidTier(state.paidPlan) ? state.paidPlan : undefined;
}
