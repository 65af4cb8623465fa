// The hosted pages a customer acts on (billing portal, invoice page), driven as a browser
// would: load the page, post its form, read what it says.
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from './stripe/cards';
import {
  activeSubscription,
  advancePast,
  cardFields,
  control,
  postForm,
  useStripe,
} from './stripeTesting';

const t = useStripe();

/** A subscription past due after its saved card (`testMethod`) failed at the renewal. */
async function pastDue(testMethod: string) {
  const active = await activeSubscription(t);
  const card = await t.stripe.paymentMethods.attach(testMethod, { customer: active.customer.id });
  await t.stripe.subscriptions.update(active.subscription.id, { default_payment_method: card.id });
  await advancePast(t, active.subscription.items.data[0]?.current_period_end ?? 0);
  const subscription = await t.stripe.subscriptions.retrieve(active.subscription.id);
  const invoice = await t.stripe.invoices.retrieve(String(subscription.latest_invoice));
  expect(invoice.status).toBe('open');
  return { ...active, subscription, invoice };
}

const statusOf = async (id: string) => (await t.stripe.subscriptions.retrieve(id)).status;

describe('billing portal page', () => {
  it('shows the saved card and replaces it, paying the invoice a past-due subscription owes', async () => {
    const { customer, subscription, invoice } = await pastDue('pm_card_chargeCustomerFail');
    expect(subscription.status).toBe('past_due');
    const session = await t.stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://127.0.0.1:5000/settings',
    });
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('Visa ending in 0341');
    expect(page).toContain('Past due');
    expect(page).toMatch(/<label>Card number<input name="number"/);
    expect(page).toMatch(/<label>Expiration date \(MM\/YY\)<input name="expiry"/);
    expect(page).toMatch(/<label>Security code \(CVC\)<input name="cvc"/);
    expect(page).toContain('<button type="submit">Update card</button>');
    const action = `${session.url}/card`;

    const refused = await postForm(action, cardFields(TEST_CARDS.declined));
    expect(refused.html).toContain('<p role="alert">Your card was declined.</p>');
    const declined = await postForm(action, cardFields(TEST_CARDS.chargeCustomerFail));
    expect(declined.html).toContain('failed: Your card was declined.');
    expect(await statusOf(subscription.id)).toBe('past_due');

    const paid = await postForm(action, cardFields(TEST_CARDS.succeeds));
    expect(paid.html).toContain('Your card was updated and the open invoice was paid.');
    expect(paid.html).toContain('Visa ending in 4242');
    expect(paid.html).toContain('href="http://127.0.0.1:5000/settings">Return to the app</a>');
    expect(await statusOf(subscription.id)).toBe('active');
    expect((await t.stripe.invoices.retrieve(invoice.id ?? '')).status).toBe('paid');
    const saved = await t.stripe.customers.retrieve(customer.id);
    const method = 'deleted' in saved ? null : saved.invoice_settings.default_payment_method;
    expect((await t.stripe.subscriptions.retrieve(subscription.id)).default_payment_method).toBe(
      method,
    );
  });

  it('pays the open invoice of an unpaid subscription with the new card', async () => {
    await control(t, 'stripe/retries', { afterDays: [], finally: 'unpaid' }, 'PUT');
    const { customer, subscription } = await pastDue('pm_card_chargeCustomerFail');
    expect(subscription.status).toBe('unpaid');
    const session = await t.stripe.billingPortal.sessions.create({ customer: customer.id });
    const updated = await postForm(`${session.url}/card`, cardFields(TEST_CARDS.succeeds));
    expect(updated.html).toContain('the open invoice was paid');
    expect(await statusOf(subscription.id)).toBe('active');
  });
});

describe('hosted invoice page', () => {
  it('takes a card for an invoice whose payment was declined', async () => {
    const { subscription, invoice } = await pastDue('pm_card_chargeCustomerFail');
    const url = invoice.hosted_invoice_url ?? '';
    const page = await (await fetch(url)).text();
    expect(page).toContain('Amount due: 3.00 USD');
    expect(page).toContain('<h2>Pay with card</h2>');
    expect(page).toMatch(/<label>Card number<input name="number"/);
    const declined = await postForm(`${url}/pay`, cardFields(TEST_CARDS.chargeCustomerFail));
    expect(declined.html).toContain('<p role="alert">Your card was declined.</p>');
    const paid = await postForm(`${url}/pay`, cardFields(TEST_CARDS.succeeds));
    expect(paid.html).toContain('This invoice is paid.');
    expect(await statusOf(subscription.id)).toBe('active');
  });

  it('offers the authentication step for a payment that needs it', async () => {
    const { subscription, invoice } = await pastDue('pm_card_authenticationRequired');
    const url = invoice.hosted_invoice_url ?? '';
    const page = await (await fetch(url)).text();
    expect(page).toContain('<h2>Authenticate payment</h2>');
    expect(page).toContain('value="complete">Complete authentication</button>');
    expect(page).toContain('value="fail" class="secondary">Fail authentication</button>');

    const failed = await postForm(`${url}/authenticate`, { outcome: 'fail' });
    expect(failed.html).toContain('We are unable to authenticate your payment method.');
    expect(failed.html).toContain('<h2>Pay with card</h2>');
    const again = await postForm(`${url}/pay`, cardFields(TEST_CARDS.authentication));
    expect(again.html).toContain('<h2>Authenticate payment</h2>');
    const done = await postForm(`${url}/authenticate`, { outcome: 'complete' });
    expect(done.html).toContain('This invoice is paid.');
    expect(await statusOf(subscription.id)).toBe('active');
  });
});
