import { describe, expect, it } from 'vitest';
import ports from '../../../../standins/ports.json' with { type: 'json' };
import { isLocalKey, LOCAL_STRIPE_JS_URL } from './stripeLoader';

describe('the Stripe.js source', () => {
  it('is the stand-in for local keys only', () => {
    expect(isLocalKey('pk_test_local_standin')).toBe(true);
    expect(isLocalKey('pk_test_51Habc')).toBe(false);
    expect(isLocalKey('pk_live_51Habc')).toBe(false);
  });

  it("is served on the Stripe stand-in's port", () => {
    expect(new URL(LOCAL_STRIPE_JS_URL).port).toBe(String(ports.stripe));
  });
});
