import { describe, expect, it } from 'vitest';
import { BackendUserSchema } from './backendUser';

// A paying user as POST /api/auth/firebase sends it: every instant is an ISO string in JSON.
const paying = JSON.parse(
  JSON.stringify({
    id: 'u1',
    email: 'payer@example.com',
    firstName: 'Pat',
    lastName: null,
    profileImageUrl: null,
    subscriptionTier: 'pro',
    stripeCustomerId: 'cus_1',
    stripeSubscriptionId: 'sub_1',
    tierSource: 'subscription',
    billing: {
      tier: 'pro',
      status: 'active',
      period: 'monthly',
      currentPeriodEnd: new Date('2030-01-15T12:00:00.000Z'),
      cancelAtPeriodEnd: false,
    },
    googleCalendarConnected: false,
    createdAt: new Date('2026-01-01T08:00:00.000Z'),
    updatedAt: new Date('2026-02-01T08:00:00.000Z'),
    notifyInApp: true,
    notifyEmail: true,
    notifyPush: false,
    timeZone: 'Europe/Berlin',
    lastSignInAt: new Date('2026-02-01T07:59:00.000Z'),
  }),
) as Record<string, unknown>;

describe('BackendUserSchema', () => {
  it("reads a paying user's billing period end from its ISO instant", () => {
    const user = BackendUserSchema.parse(paying);
    expect(user.billing?.currentPeriodEnd).toEqual(new Date('2030-01-15T12:00:00.000Z'));
    expect(user.createdAt).toEqual(new Date('2026-01-01T08:00:00.000Z'));
    expect(user.lastSignInAt).toEqual(new Date('2026-02-01T07:59:00.000Z'));
  });

  it('reads a user without billing or a recorded sign-in', () => {
    const user = BackendUserSchema.parse({ ...paying, billing: null, lastSignInAt: null });
    expect(user.billing).toBeNull();
    expect(user.lastSignInAt).toBeNull();
  });

  it('refuses an instant that is not one', () => {
    const bad = { ...paying, billing: { ...(paying.billing as object), currentPeriodEnd: 'soon' } };
    expect(BackendUserSchema.safeParse(bad).success).toBe(false);
  });
});
