// The shapes of the objects the stand-in keeps, as the API answers them (the fields the app
// and the SDK read; Stripe's objects have more).
export type Obj = Record<string, unknown> & { id: string; object: string };
export type Interval = 'day' | 'week' | 'month' | 'year';
export type ProrationBehavior = 'create_prorations' | 'always_invoice' | 'none';

export interface Customer extends Obj {
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null } & Record<string, unknown>;
}

export interface Price extends Obj {
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: Interval; interval_count: number };
}

export interface SubscriptionItem extends Obj {
  price: Price;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
}

export interface PendingUpdate {
  billing_cycle_anchor: number | null;
  cancel_at_period_end: boolean | null;
  discount: null;
  discounts: null;
  expires_at: number;
  metadata: Record<string, string> | null;
  subscription_items: SubscriptionItem[];
  trial_end: null;
  trial_from_plan: null;
}

export type SubscriptionStatus =
  'incomplete' | 'incomplete_expired' | 'active' | 'past_due' | 'unpaid' | 'canceled';

export interface Subscription extends Obj {
  customer: string;
  status: SubscriptionStatus;
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  /** Where its months are counted from: the first payment, or a change to another interval. */
  billing_cycle_anchor: number;
  latest_invoice: string | null;
  default_payment_method: string | null;
  pending_update: PendingUpdate | null;
  schedule: string | null;
  payment_settings: { save_default_payment_method: 'off' | 'on_subscription' };
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false; url: string };
}

export interface LineItem extends Obj {
  amount: number;
  currency: string;
  description: string;
  invoice: string | null;
  period: { start: number; end: number };
  parent: {
    type: 'subscription_item_details';
    invoice_item_details: null;
    subscription_item_details: {
      invoice_item: string | null;
      proration: boolean;
      proration_details: { credited_items: null };
      subscription: string;
      subscription_item: string;
    };
  };
  pricing: {
    type: 'price_details';
    price_details: { price: string; product: string };
    unit_amount_decimal: string;
  };
  quantity: number;
  subtotal: number;
}

export interface Invoice extends Obj {
  customer: string;
  created: number;
  status: 'draft' | 'open' | 'paid' | 'void';
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  subtotal: number;
  total: number;
  currency: string;
  billing_reason: string;
  attempt_count: number;
  attempted: boolean;
  auto_advance: boolean;
  next_payment_attempt: number | null;
  hosted_invoice_url: string | null;
  period_start: number;
  period_end: number;
  lines: { object: 'list'; data: LineItem[]; has_more: false; total_count: number; url: string };
  parent: {
    type: 'subscription_details';
    subscription_details: {
      subscription: string;
      metadata: Record<string, string>;
      subscription_proration_date?: number;
    };
  };
  status_transitions: {
    finalized_at: number | null;
    paid_at: number | null;
    voided_at: number | null;
    marked_uncollectible_at: null;
  };
}

export interface PaymentIntent extends Obj {
  amount: number;
  currency: string;
  status:
    | 'requires_payment_method'
    | 'requires_confirmation'
    | 'requires_action'
    | 'succeeded'
    | 'canceled';
  client_secret: string;
  customer: string;
  payment_method: string | null;
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  canceled_at: number | null;
  cancellation_reason: string | null;
}

export interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  funding: 'credit';
  country: 'US';
}

export interface PaymentMethod extends Obj {
  type: 'card';
  customer: string | null;
  card: CardDetails;
}

export interface SchedulePhaseItem {
  price: string;
  plan: string;
  quantity: number;
  metadata: Record<string, string>;
  discounts: [];
  tax_rates: [];
  billing_thresholds: null;
}

export interface SchedulePhase {
  start_date: number;
  end_date: number;
  items: SchedulePhaseItem[];
  proration_behavior: ProrationBehavior;
  currency: string;
  metadata: Record<string, string>;
  add_invoice_items: [];
  application_fee_percent: null;
  billing_cycle_anchor: null;
  collection_method: null;
  default_payment_method: null;
  description: null;
  discounts: [];
  invoice_settings: null;
  on_behalf_of: null;
  transfer_data: null;
  trial_end: null;
}

export interface Schedule extends Obj {
  customer: string;
  subscription: string | null;
  status: 'not_started' | 'active' | 'completed' | 'released' | 'canceled';
  end_behavior: 'release' | 'cancel';
  phases: SchedulePhase[];
  current_phase: { start_date: number; end_date: number } | null;
  released_at: number | null;
  released_subscription: string | null;
  canceled_at: number | null;
  completed_at: number | null;
  metadata: Record<string, string>;
}

/** A line before it belongs to an invoice: what a change or a renewal bills. */
export interface LineDraft {
  amount: number;
  description: string;
  period: { start: number; end: number };
  proration: boolean;
  price: Price;
  subscriptionItem: string;
}
