// What other features may use of billing: plans and prices, and the checkout link.
export {
  amountMatches,
  checkoutPath,
  parseCheckoutQuery,
  planPriceText,
  type CheckoutRequest,
} from './checkoutQuery';
export { planFromQuery, planLinkQuery } from './pendingPlan';
export { BillingToggle, PlanCards, priceOf, type Billing } from './PlanCards';
export { usePlans } from './pricing';
export {
  keepLabel,
  planChange,
  resumeRequest,
  runningSubscription,
  type PlanChange,
} from './planChange';
export { PlanChangeDialog } from './PlanChangeDialog';
export { changeFailure, resumedText } from './planChangeText';
export { UpgradeRequired } from './UpgradeRequired';
export { testBilling, testPaymentIssue } from './billingTesting';
export { paidTierOf, type PaidPlanState } from './paidPlan';
