import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { INTRUDERS, OWNER_TIERS, UID, useRulesEnv } from './support/env';

const rules = useRulesEnv();

function profile(uid: string) {
  return doc(rules.db(uid), 'users', uid);
}

function touch(update: DocumentData): DocumentData {
  return { ...update, updatedAt: serverTimestamp() };
}

describe('users/{uid}: get', () => {
  it.each(OWNER_TIERS)('lets a %s owner read their profile', async (tier) => {
    await assertSucceeds(getDoc(profile(UID[tier])));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDoc(doc(rules.as(role), 'users', UID.free)));
  });
});

describe('users/{uid}: list', () => {
  it('refuses the owner: nobody lists accounts from a client', async () => {
    await assertFails(getDocs(query(collection(rules.db(UID.free), 'users'), limit(1))));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(getDocs(query(collection(rules.as(role), 'users'), limit(1))));
  });
});

describe('users/{uid}: create', () => {
  const newUser = {
    email: 'new@pomoplan.test',
    firstName: 'New',
    lastName: null,
    profileImageUrl: null,
    subscriptionTier: 'free',
    stripeCustomerId: null,
    stripeSubscriptionId: null,
    googleCalendarConnected: false,
    googleCalendarStatus: 'disconnected',
    googleCalendarEmail: null,
    notifyInApp: true,
    notifyEmail: true,
    notifyPush: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };

  it('refuses the owner: the server creates the profile at sign-up', async () => {
    await assertFails(setDoc(doc(rules.db('newcomer'), 'users', 'newcomer'), newUser));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(setDoc(doc(rules.as(role), 'users', 'newcomer'), newUser));
  });
});

describe('users/{uid}: update', () => {
  it.each(OWNER_TIERS)('lets a %s owner change their names and picture', async (tier) => {
    await assertSucceeds(
      updateDoc(
        profile(UID[tier]),
        touch({
          firstName: 'Grace',
          lastName: 'Hopper',
          profileImageUrl: 'https://example.com/me.png',
        }),
      ),
    );
    expect(await rules.read(`users/${UID[tier]}`)).toMatchObject({
      firstName: 'Grace',
      subscriptionTier: tier,
    });
  });

  it('lets the owner switch notifications and clear the last name and picture', async () => {
    await assertSucceeds(
      updateDoc(
        profile(UID.free),
        touch({ lastName: 'Lovelace', profileImageUrl: 'http://localhost/me.png' }),
      ),
    );
    await assertSucceeds(
      updateDoc(
        profile(UID.free),
        touch({
          notifyInApp: false,
          notifyEmail: false,
          notifyPush: true,
          notifyDigest: true,
          notifyWeeklyReport: true,
          lastName: null,
          profileImageUrl: null,
        }),
      ),
    );
    expect(await rules.read(`users/${UID.free}`)).toMatchObject({
      notifyInApp: false,
      notifyPush: true,
      notifyDigest: true,
      notifyWeeklyReport: true,
      lastName: null,
      profileImageUrl: null,
    });
  });

  it('lets the owner set the daily capacity and turn the nightly analysis off', async () => {
    await assertSucceeds(
      updateDoc(profile(UID.free), touch({ dailyCapacity: 32, nightlyAnalysis: false })),
    );
    await assertSucceeds(updateDoc(profile(UID.free), touch({ dailyCapacity: 1 })));
    expect(await rules.read(`users/${UID.free}`)).toMatchObject({
      dailyCapacity: 1,
      nightlyAnalysis: false,
    });
  });

  it('lets an account without a first name change only a switch', async () => {
    await rules.seed({
      [`users/${UID.free}`]: { ...(await rules.read(`users/${UID.free}`)), firstName: null },
    });
    await assertSucceeds(updateDoc(profile(UID.free), touch({ notifyEmail: false })));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(
      updateDoc(doc(rules.as(role), 'users', UID.free), touch({ firstName: 'Mallory' })),
    );
  });

  it.each([
    ['raising the own tier to master', { subscriptionTier: 'master' }],
    ['raising the own tier to pro', { subscriptionTier: 'pro' }],
    ['setting a Stripe customer id', { stripeCustomerId: 'cus_forged' }],
    ['setting a Stripe subscription id', { stripeSubscriptionId: 'sub_forged' }],
    ['claiming an admin grant', { tierSource: 'admin' }],
    [
      'writing billing details',
      {
        billing: {
          tier: 'pro',
          status: 'active',
          period: 'yearly',
          currentPeriodEnd: Timestamp.fromDate(new Date('2099-01-01')),
          cancelAtPeriodEnd: false,
        },
      },
    ],
    ['claiming a Google Calendar connection', { googleCalendarConnected: true }],
    ['setting the Google Calendar status', { googleCalendarStatus: 'connected' }],
    ['naming a Google account', { googleCalendarEmail: 'someone@gmail.com' }],
    ['changing the e-mail', { email: 'boss@pomoplan.test' }],
    ['claiming a verified e-mail address', { emailVerified: true }],
    ['changing createdAt', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
    ['adding an unknown key', { isAdmin: true }],
  ])('refuses %s', async (_label, forged) => {
    await assertFails(updateDoc(profile(UID.free), touch(forged)));
  });

  it.each([
    ['a blank first name', { firstName: '   ' }],
    ['a null first name', { firstName: null }],
    ['a first name over 100 characters', { firstName: 'x'.repeat(101) }],
    ['a last name over 100 characters', { lastName: 'x'.repeat(101) }],
    ['a non-http picture URL', { profileImageUrl: 'javascript:alert(1)' }],
    [
      'a picture URL over 2048 characters',
      { profileImageUrl: `https://e.com/${'x'.repeat(2048)}` },
    ],
    ['a picture URL that is not text', { profileImageUrl: 42 }],
    ['an in-app switch that is not a boolean', { notifyInApp: 1 }],
    ['an e-mail switch that is not a boolean', { notifyEmail: null }],
    ['a push switch that is not a boolean', { notifyPush: 'yes' }],
    ['a daily capacity of 0', { dailyCapacity: 0 }],
    ['a daily capacity over 32', { dailyCapacity: 33 }],
    ['a daily capacity that is not whole', { dailyCapacity: 2.5 }],
    ['a nightly-analysis switch that is not a boolean', { nightlyAnalysis: 'off' }],
    ['a digest switch that is not a boolean', { notifyDigest: 1 }],
    ['a weekly report switch that is not a boolean', { notifyWeeklyReport: 'yes' }],
  ])('refuses %s', async (_label, invalid) => {
    await assertFails(updateDoc(profile(UID.free), touch(invalid)));
  });

  it('accepts the longest names', async () => {
    await assertSucceeds(
      updateDoc(
        profile(UID.free),
        touch({ firstName: 'x'.repeat(100), lastName: 'y'.repeat(100) }),
      ),
    );
  });

  it('refuses an update without updatedAt set to the server time', async () => {
    await assertFails(updateDoc(profile(UID.free), { firstName: 'Grace' }));
    await assertFails(
      updateDoc(profile(UID.free), {
        firstName: 'Grace',
        updatedAt: Timestamp.fromDate(new Date('2030-01-01')),
      }),
    );
  });
});

describe('users/{uid}: delete', () => {
  it('refuses the owner: closing an account is a server job', async () => {
    await assertFails(deleteDoc(profile(UID.free)));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(deleteDoc(doc(rules.as(role), 'users', UID.free)));
  });
});
