import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { describeCountedCollection } from './support/countedSuite';
import { UID, useRulesEnv } from './support/env';
import { groupData, rawCountedWrite } from './support/fixtures';

const rules = useRulesEnv();

describeCountedCollection(rules, {
  name: 'groups',
  input: { name: 'Health', color: '#22C55E' },
  update: { name: 'Health and sport' },
});

describe('groups: fields', () => {
  const create = (overrides: DocumentData) =>
    rawCountedWrite(rules.db(UID.pro), UID.pro, 'groups', 'g1', groupData(overrides), { by: 1 });

  it('accepts the longest name', async () => {
    await assertSucceeds(create({ name: 'n'.repeat(100) }));
  });

  it.each([
    ['a blank name', { name: '' }],
    ['a name over 100 characters', { name: 'n'.repeat(101) }],
    ['a colour that is not a hex colour', { color: 'red' }],
    ['a null colour', { color: null }],
  ])('refuses %s on create', async (_label, invalid) => {
    await assertFails(create(invalid));
  });

  it('refuses an invalid colour on update', async () => {
    await assertSucceeds(create({}));
    await assertFails(
      updateDoc(doc(rules.db(UID.pro), 'users', UID.pro, 'groups', 'g1'), {
        color: '#GGGGGG',
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
