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
export { usePlans } from '../../app/billing/pricing';
