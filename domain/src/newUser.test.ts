import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { newUserFields } from './newUser';

describe('newUserFields', () => {
  it('fills the defaults of a new account around the profile and tier', () => {
    expect(
      newUserFields(
        { email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null },
        'pro',
      ),
    ).toEqual({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: null,
      profileImageUrl: null,
      subscriptionTier: 'pro',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      tierSource: 'admin',
      billing: null,
      googleCalendarConnected: false,
      googleCalendarStatus: 'disconnected',
      googleCalendarEmail: null,
      notifyInApp: true,
      notifyEmail: true,
      notifyPush: false,
      notifyDigest: false,
      notifyWeeklyReport: false,
      timeZone: 'UTC',
      dailyCapacity: 8,
      nightlyAnalysis: true,
      lastSignInAt: null,
      emailVerified: false,
    });
  });

  it('keeps what Firebase Auth said about the address', () => {
    const profile = { email: 'ada@example.com', firstName: 'Ada', lastName: null };
    const fields = newUserFields(
      { ...profile, profileImageUrl: null, emailVerified: true },
      'free',
    );
    expect(fields.emailVerified).toBe(true);
  });

  it('refuses a profile the User schema refuses', () => {
    expect(() =>
      newUserFields(
        { email: 'not an address', firstName: null, lastName: null, profileImageUrl: null },
        'free',
      ),
    ).toThrow(z.core.$ZodError);
  });
});
