// The focus timer's documents: the owner reads them live; every write is the server's.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { INTRUDERS, OWNER_TIERS, UID, useRulesEnv } from './support/env';
import { describeOwnerReadOnly } from './support/serverWrittenSuites';

const rules = useRulesEnv();

const T0 = Date.UTC(2026, 11, 2, 9, 0, 0);
const timer = () => ({
  phase: 'focus',
  target: { kind: 'task', id: 't1', title: 'Write report', projectId: 'p1' },
  startedAtMs: T0,
  plannedMs: 25 * 60_000,
  addedMs: 0,
  pausedAtMs: null,
  pausedMs: 0,
  completedPomodoros: 0,
  revision: 1,
});

describeOwnerReadOnly(rules, 'focusTally', () => ({
  tasks: { t1: { pomodoros: 1, minutes: 25 } },
  updatedAt: serverTimestamp(),
}));

describeOwnerReadOnly(rules, 'focusSessions', () => ({
  target: { kind: 'task', id: 't1', title: 'Write report', projectId: 'p1' },
  plannedMinutes: 25,
  focusedMinutes: 25,
  startedAt: new Date(T0),
  endedAt: new Date(T0 + 25 * 60_000),
  completed: true,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
}));

const documents: Record<string, () => Record<string, unknown>> = {
  'focus/timer': timer,
  'focus/settings': () => ({ focusMinutes: 50, autoStartBreaks: false }),
};

describe.each(Object.entries(documents))('%s', (path, sample) => {
  const at = (uid: string) => `users/${uid}/${path}`;
  beforeEach(() =>
    rules.seed(Object.fromEntries(OWNER_TIERS.map((tier) => [at(UID[tier]), sample()]))),
  );

  it.each(OWNER_TIERS)('lets a %s owner read it', async (tier) => {
    await assertSucceeds(getDoc(doc(rules.db(UID[tier]), at(UID[tier]))));
  });

  it.each(INTRUDERS)('refuses %s a read', async (role) => {
    await assertFails(getDoc(doc(rules.as(role), at(UID.free))));
  });

  it('refuses the owner a create, an update and a delete', async () => {
    const db = rules.db(UID.free);
    await assertFails(setDoc(doc(db, at(UID.free)), sample()));
    await assertFails(updateDoc(doc(db, at(UID.free)), { revision: 99, focusMinutes: 1 }));
    await assertFails(deleteDoc(doc(db, at(UID.free))));
  });
});

it('keeps every other document under focus/ closed, even to its owner', async () => {
  await rules.seed({ [`users/${UID.free}/focus/other`]: timer() });
  await assertFails(getDoc(doc(rules.db(UID.free), `users/${UID.free}/focus/other`)));
});
