import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteGroup } from '../../web/src/data/groups';
import {
  count,
  describeCountedCollection,
  EXISTING_ID,
  seedExisting,
} from './support/countedSuite';
import { UID, useRulesEnv } from './support/env';
import { goalData, groupData, rawCountedWrite } from './support/fixtures';

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

describe('groups: deleting through the web app', () => {
  const uid = UID.pro;
  const goalPath = (id: string) => `users/${uid}/goals/${id}`;

  beforeEach(async () => {
    await seedExisting(rules, 'groups');
    await rules.seed({
      [goalPath('in-group-1')]: goalData({ groupId: EXISTING_ID }),
      [goalPath('in-group-2')]: goalData({ groupId: EXISTING_ID }),
      [goalPath('elsewhere')]: goalData({ groupId: 'another-group' }),
    });
  });

  it("keeps the group's goals without a group and uncounts it, as the API's delete does", async () => {
    await assertSucceeds(deleteGroup(rules.db(uid), uid, EXISTING_ID));
    expect(await rules.read(`users/${uid}/groups/${EXISTING_ID}`)).toBeUndefined();
    expect(await count(rules, uid, 'groups')).toBe(0);
    expect(await rules.read(goalPath('in-group-1'))).toMatchObject({ groupId: null });
    expect(await rules.read(goalPath('in-group-2'))).toMatchObject({ groupId: null });
    expect(await rules.read(goalPath('elsewhere'))).toMatchObject({ groupId: 'another-group' });
  });
});
