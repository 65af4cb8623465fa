// Prices as subscription items name them: an existing `price` id, or `price_data`, which
// makes a new (inactive) price of a product, as Stripe does for inline prices.
import { invalid, missing, refuse } from './errors';
import { record, text, type Form } from './form';
import type { StripeState } from './state';
import type { Interval, Price } from './types';

const INTERVALS: readonly string[] = ['day', 'week', 'month', 'year'];

/** The price of an item of a request; `param` names the item in errors, e.g. `items[0]`. */
export function priceFrom(state: StripeState, item: Form, param = 'items[0]'): Price {
  const priceId = text(item, 'price');
  if (priceId !== undefined) {
    const known = state.prices.get(priceId);
    if (!known) refuse(missing('price', priceId, `${param}[price]`));
    return known;
  }
  const data = record(item.price_data);
  const product = text(data, 'product') ?? '';
  if (!state.products.has(product)) {
    refuse(missing('product', product, `${param}[price_data][product]`));
  }
  const amount = Number(text(data, 'unit_amount'));
  const recurring = record(data.recurring);
  const interval = text(recurring, 'interval');
  if (!Number.isInteger(amount) || amount < 0) {
    refuse(invalid('Invalid integer: unit_amount', `${param}[price_data][unit_amount]`));
  }
  if (!interval || !INTERVALS.includes(interval)) {
    refuse(invalid('Invalid recurring interval', `${param}[price_data][recurring][interval]`));
  }
  const price: Price = {
    id: state.id('price'),
    object: 'price',
    active: false,
    product,
    unit_amount: amount,
    currency: text(data, 'currency') ?? 'usd',
    recurring: {
      interval: interval as Interval,
      interval_count: Number(text(recurring, 'interval_count') ?? 1),
    },
    type: 'recurring',
    created: state.now(),
    livemode: false,
  };
  state.prices.set(price.id, price);
  return price;
}
