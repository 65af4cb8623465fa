import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { DEFAULT_PLANS_CONFIG } from '@pomoplan/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { OWNER_TIERS, UID, useRulesEnv } from './support/env';
import { describeClosed } from './support/serverWrittenSuites';

const rules = useRulesEnv();

const everyone: [string, () => Firestore][] = [
  ['a visitor', () => rules.db(null)],
  ...OWNER_TIERS.map((tier): [string, () => Firestore] => [
    `a ${tier} user`,
    () => rules.db(UID[tier]),
  ]),
];

describe('config/plans', () => {
  it.each(everyone)('lets %s read the plans', async (_label, db) => {
    const snapshot = await assertSucceeds(getDoc(doc(db(), 'config/plans')));
    expect(snapshot.data()).toEqual(DEFAULT_PLANS_CONFIG);
  });

  it.each(everyone)('refuses %s a list of config', async (_label, db) => {
    await assertFails(getDocs(query(collection(db(), 'config'), limit(10))));
  });

  it.each(everyone)('refuses %s a create', async (_label, db) => {
    await rules.remove('config/plans');
    await assertFails(setDoc(doc(db(), 'config/plans'), DEFAULT_PLANS_CONFIG));
  });

  it.each(everyone)('refuses %s lifting the free limits', async (_label, db) => {
    await assertFails(updateDoc(doc(db(), 'config/plans'), { 'limits.free.projects': -1 }));
    expect(await rules.read('config/plans')).toEqual(DEFAULT_PLANS_CONFIG);
  });

  it.each(everyone)('refuses %s a delete', async (_label, db) => {
    await assertFails(deleteDoc(doc(db(), 'config/plans')));
  });
});

// The chat webhook URL is an admin secret of sorts: no client reads it.
describeClosed(
  rules,
  'config/integrations',
  () => ({ chatUrl: 'https://n8n.example.com/hook' }),
  null,
);
