import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { INTRUDERS, OWNER_TIERS, UID, useRulesEnv } from './support/env';
import { describeOwnerReadOnly, SEEDED_ID } from './support/serverWrittenSuites';

const rules = useRulesEnv();

describeOwnerReadOnly(
  rules,
  'notifications',
  () => ({
    title: 'Reminder',
    body: 'Write chapter 1 is due today',
    read: false,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  }),
  { ownerMayUpdate: true },
);

describe('notifications: update', () => {
  const notification = (uid: string) =>
    doc(rules.db(uid), 'users', uid, 'notifications', SEEDED_ID);
  const mark = (uid: string, changes: DocumentData) =>
    updateDoc(notification(uid), { ...changes, updatedAt: serverTimestamp() });

  it.each(OWNER_TIERS)('lets a %s owner mark one read and unread', async (tier) => {
    await assertSucceeds(mark(UID[tier], { read: true }));
    expect(await rules.read(`users/${UID[tier]}/notifications/${SEEDED_ID}`)).toMatchObject({
      read: true,
    });
    await assertSucceeds(mark(UID[tier], { read: false }));
  });

  it.each(INTRUDERS)('refuses %s', async (role) => {
    await assertFails(
      updateDoc(doc(rules.as(role), 'users', UID.free, 'notifications', SEEDED_ID), {
        read: true,
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it.each([
    ['a read flag that is not a boolean', { read: 'yes' }],
    ['a change of the text', { read: true, body: 'You won a prize' }],
    ['a change of createdAt', { read: true, createdAt: serverTimestamp() }],
  ])('refuses %s', async (_label, changes) => {
    await assertFails(mark(UID.free, changes));
  });

  it('refuses marking it read without updatedAt set to the server time', async () => {
    await assertFails(updateDoc(notification(UID.free), { read: true }));
    await assertFails(
      updateDoc(notification(UID.free), { read: true, updatedAt: Timestamp.fromMillis(0) }),
    );
  });
});
