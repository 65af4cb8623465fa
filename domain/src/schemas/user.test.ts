import { describe, expect, it } from 'vitest';
import { issuesOf, messagesOf } from '../testUtils';
import {
  SignInPayloadSchema,
  UserProfileUpdateSchema,
  UserSchema,
  UserSettingsUpdateSchema,
} from './user';

const stored = {
  id: 'uid123',
  email: 'ada@example.com',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  updatedAt: new Date('2026-01-01T00:00:00Z'),
};

describe('UserSchema', () => {
  it('applies the defaults: free tier, in-app and e-mail on, push, digest and weekly report off, address not verified', () => {
    expect(UserSchema.parse(stored)).toEqual({
      ...stored,
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      subscriptionTier: 'free',
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      tierSource: 'default',
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

  it('keeps stored values', () => {
    const user = UserSchema.parse({
      ...stored,
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageUrl: 'https://example.com/ada.png',
      subscriptionTier: 'master',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
      googleCalendarConnected: true,
      googleCalendarStatus: 'connected',
      googleCalendarEmail: 'ada@gmail.com',
      notifyInApp: false,
      notifyEmail: false,
      notifyPush: true,
    });
    expect(user).toMatchObject({
      subscriptionTier: 'master',
      notifyInApp: false,
      notifyEmail: false,
      notifyPush: true,
      stripeCustomerId: 'cus_1',
      googleCalendarStatus: 'connected',
      googleCalendarEmail: 'ada@gmail.com',
    });
  });

  it('accepts only the three tiers', () => {
    for (const tier of ['free', 'pro', 'master']) {
      expect(UserSchema.parse({ ...stored, subscriptionTier: tier }).subscriptionTier).toBe(tier);
    }
    expect(issuesOf(UserSchema.safeParse({ ...stored, subscriptionTier: 'gold' }))).toEqual([
      'subscriptionTier: Subscription tier must be one of free, pro, master',
    ]);
  });

  it('checks the e-mail and the image URL', () => {
    expect(messagesOf(UserSchema.safeParse({ ...stored, email: 'not an email' }))).toEqual([
      'Email must be an e-mail address',
    ]);
    expect(
      messagesOf(UserSchema.safeParse({ ...stored, profileImageUrl: 'javascript:alert(1)' })),
    ).toEqual(['Profile image URL must be an http or https URL']);
  });
});

describe('SignInPayloadSchema', () => {
  it('needs an ID token and fills in missing profile data with null', () => {
    expect(SignInPayloadSchema.parse({ idToken: 'tok' })).toEqual({
      idToken: 'tok',
      email: null,
      displayName: null,
      photoURL: null,
      timeZone: null,
    });
    expect(issuesOf(SignInPayloadSchema.safeParse({ email: 'a@b.co' }))).toEqual([
      'idToken: ID token is required',
    ]);
  });
});

describe('UserSettingsUpdateSchema and UserProfileUpdateSchema', () => {
  it('accepts any of the three notification switches', () => {
    expect(UserSettingsUpdateSchema.parse({ notifyPush: true })).toEqual({ notifyPush: true });
    expect(messagesOf(UserSettingsUpdateSchema.safeParse({ notifyEmail: 'no' }))).toEqual([
      'E-mail notifications must be true or false',
    ]);
    expect(UserSettingsUpdateSchema.safeParse({}).success).toBe(false);
  });

  it('lets a user change only their profile fields', () => {
    expect(
      UserProfileUpdateSchema.parse({ firstName: ' Ada ', subscriptionTier: 'master' }),
    ).toEqual({ firstName: 'Ada' });
    expect(messagesOf(UserProfileUpdateSchema.safeParse({ firstName: ' ' }))).toEqual([
      'First name is required',
    ]);
    expect(UserProfileUpdateSchema.parse({ lastName: null })).toEqual({ lastName: null });
    expect(UserProfileUpdateSchema.safeParse({ subscriptionTier: 'master' }).success).toBe(false);
  });
});
