// The shared Stripe calls through the real SDK against the Stripe stand-in, started here on a
// free loopback port.
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStandin, stripeStandin, type RunningStandin } from '../../../standins/src/index';
import { createCustomer, createStripe, ensureProduct, tierOfProduct } from './stripe';

let standin: RunningStandin;
let client: Stripe;

beforeAll(async () => {
  standin = await startStandin(stripeStandin(), 0);
  client = createStripe({ secretKey: 'sk_test_standin', apiBase: standin.url });
});
afterAll(() => standin.close());
beforeEach(async () => {
  await fetch(`${standin.url}/_control/reset`, { method: 'POST' });
});

describe('ensureProduct', () => {
  it('creates the product of a tier once, under its own id', async () => {
    expect(await ensureProduct(client, 'pro')).toBe('pomoplan_pro');
    expect(await ensureProduct(client, 'pro')).toBe('pomoplan_pro');
    const created = (await (await fetch(`${standin.url}/_control/requests`)).json()) as {
      method: string;
      path: string;
    }[];
    expect(created.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect((await client.products.retrieve('pomoplan_pro')).name).toBe('Pomoplan Pro');
  });
});

describe('createCustomer', () => {
  it('gives the same customer to repeated calls for one user', async () => {
    const user = { uid: 'u1', email: 'ada@example.com' };
    const [first, second] = await Promise.all([
      createCustomer(client, user),
      createCustomer(client, user),
    ]);
    const other = await createCustomer(client, { uid: 'u2', email: null });
    expect(second).toBe(first);
    expect(other).not.toBe(first);
    expect((await client.customers.retrieve(first)) as Stripe.Customer).toMatchObject({
      email: 'ada@example.com',
      metadata: { uid: 'u1' },
    });
  });
});

describe('tierOfProduct', () => {
  it('reads the tier of our products and nothing else', () => {
    expect(tierOfProduct('pomoplan_pro')).toBe('pro');
    expect(tierOfProduct('pomoplan_master')).toBe('master');
    expect(tierOfProduct('pomoplan_free')).toBeNull();
    expect(tierOfProduct('prod_other')).toBeNull();
  });
});
