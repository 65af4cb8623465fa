// The Stripe.js stand-in (browser/stripe-js.js) run against the stand-in with a small fake
// DOM: the parts the app calls after a payment Stripe could not finish by itself
// (`handleNextAction`), and a confirm of a PaymentIntent that was canceled.
import { runInNewContext } from 'node:vm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import {
  activeSubscription,
  advancePast,
  newSubscription,
  until,
  useStripe,
} from './stripeTesting';

const t = useStripe();

/** Just enough of a DOM element for the script: a tree, attributes, listeners and a value. */
class FakeElement {
  readonly children: FakeElement[] = [];
  readonly style = { cssText: '' };
  readonly attributes = new Map<string, string>();
  private readonly listeners = new Map<string, ((event: unknown) => void)[]>();
  parent: FakeElement | null = null;
  textContent = '';
  value = '';
  id = '';
  htmlFor = '';
  type = '';
  disabled = false;

  constructor(readonly tagName: string) {}

  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  append(...nodes: (FakeElement | string)[]) {
    for (const node of nodes) {
      if (typeof node === 'string') this.textContent += node;
      else {
        node.parent = this;
        this.children.push(node);
      }
    }
  }
  remove() {
    this.parent?.children.splice(this.parent.children.indexOf(this), 1);
    this.parent = null;
  }
  get lastElementChild(): FakeElement | null {
    return this.children.at(-1) ?? null;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  focus() {}
  click() {
    for (const listener of this.listeners.get('click') ?? []) listener({});
  }
  /** This element and everything below it. */
  all(): FakeElement[] {
    return [this, ...this.children.flatMap((child) => child.all())];
  }
}

interface StripeJs {
  handleNextAction(options: { clientSecret: string }): Promise<Record<string, unknown>>;
  elements(options: { clientSecret: string }): {
    create(type: 'payment'): { mount(target: FakeElement): void };
  };
  confirmPayment(options: object): Promise<{ error?: { message?: string } }>;
}

async function loadStripeJs() {
  const source = await (await fetch(`${t.standin.url}/js/v3`)).text();
  const body = new FakeElement('body');
  const document = {
    currentScript: { src: `${t.standin.url}/js/v3` },
    body,
    createElement: (tag: string) => new FakeElement(tag),
    activeElement: null,
  };
  const window: { Stripe?: (key: string) => StripeJs } = {};
  runInNewContext(source, { window, document, fetch, URL, URLSearchParams, setTimeout });
  const stripeJs = window.Stripe?.('pk_test_local_standin');
  if (!stripeJs) throw new Error('Stripe.js did not load');
  return { stripeJs, body };
}

/** Presses a button of the authentication dialog once it is open. */
async function press(body: FakeElement, label: string) {
  const button = await until(() =>
    body.all().find((node) => node.tagName === 'button' && node.textContent === label),
  );
  button.click();
}

describe('Stripe.js stand-in', () => {
  it('handleNextAction opens the authentication step of a renewal that needs it', async () => {
    const active = await activeSubscription(t);
    const card = await t.stripe.paymentMethods.attach('pm_card_authenticationRequired', {
      customer: active.customer.id,
    });
    await t.stripe.subscriptions.update(active.subscription.id, {
      default_payment_method: card.id,
    });
    await advancePast(t, active.subscription.items.data[0]?.current_period_end ?? 0);
    const renewed = await t.stripe.subscriptions.retrieve(active.subscription.id, {
      expand: ['latest_invoice.confirmation_secret'],
    });
    const clientSecret =
      (renewed.latest_invoice as Stripe.Invoice).confirmation_secret?.client_secret ?? '';

    const { stripeJs, body } = await loadStripeJs();
    const result = stripeJs.handleNextAction({ clientSecret });
    await press(body, 'Confirm');
    expect(await result).toMatchObject({ paymentIntent: { status: 'succeeded' } });
    expect(body.children).toEqual([]);
    expect((await t.stripe.subscriptions.retrieve(active.subscription.id)).status).toBe('active');

    // Once paid there is no next action: Stripe.js throws.
    await expect(stripeJs.handleNextAction({ clientSecret })).rejects.toMatchObject({
      name: 'IntegrationError',
    });
  });

  it('handleNextAction resolves the error when the customer fails the authentication', async () => {
    const { paymentIntentId, clientSecret } = await newSubscription(t);
    await t.stripe.paymentIntents.confirm(paymentIntentId, {
      payment_method: 'pm_card_authenticationRequired',
    });
    const { stripeJs, body } = await loadStripeJs();
    const result = stripeJs.handleNextAction({ clientSecret });
    await press(body, 'Cancel');
    expect(await result).toMatchObject({
      error: {
        code: 'payment_intent_authentication_failure',
        payment_intent: { status: 'requires_payment_method' },
      },
    });
  });

  it('confirmPayment of a canceled PaymentIntent resolves Stripe’s error', async () => {
    const { subscription, clientSecret } = await newSubscription(t);
    await t.stripe.subscriptions.cancel(subscription.id);
    const { stripeJs, body } = await loadStripeJs();
    const elements = stripeJs.elements({ clientSecret });
    elements.create('payment').mount(body);
    const fields = body.all().filter((node) => node.tagName === 'input');
    const values: Record<string, string> = {
      cardnumber: '4242 4242 4242 4242',
      'exp-date': '12 / 34',
      cvc: '123',
    };
    for (const input of fields) input.value = values[input.attributes.get('name') ?? ''] ?? '';
    const result = await stripeJs.confirmPayment({ elements, redirect: 'if_required' });
    expect(result.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'payment_intent_unexpected_state',
      message: 'You cannot confirm this PaymentIntent because it has a status of canceled.',
    });
  });
});
