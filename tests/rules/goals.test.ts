import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { GOAL_COLOR_HEXES } from '@pomoplan/domain';
import { doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCounted } from '../../web/src/data/counted';
import { deleteGoal } from '../../web/src/data/goals';
import {
  count,
  describeCountedCollection,
  EXISTING_ID,
  seedExisting,
} from './support/countedSuite';
import { UID, useRulesEnv } from './support/env';
import { goalData, groupData, rawCountedWrite, todoData } from './support/fixtures';

const rules = useRulesEnv();

describeCountedCollection(rules, {
  name: 'goals',
  input: {
    name: 'Run a marathon',
    description: null,
    color: '#3B82F6',
    groupId: null,
    startDate: null,
    endDate: null,
  },
  update: { name: 'Run two marathons', endDate: '2027-10-31' },
});

describe('goals: fields', () => {
  const create = (overrides: DocumentData) =>
    rawCountedWrite(rules.db(UID.pro), UID.pro, 'goals', 'g1', goalData(overrides), { by: 1 });

  beforeEach(() =>
    rules.seed({
      [`users/${UID.pro}/groups/health`]: groupData(),
      [`users/${UID.other}/groups/theirs`]: groupData(),
    }),
  );

  it.each(GOAL_COLOR_HEXES)('accepts the palette colour %s', async (color) => {
    await assertSucceeds(create({ color }));
  });

  it('accepts the longest name and description, an own group and no dates', async () => {
    await assertSucceeds(
      create({
        name: 'n'.repeat(200),
        description: 'd'.repeat(2000),
        groupId: 'health',
        startDate: null,
        endDate: null,
      }),
    );
  });

  it('accepts one date without the other and equal dates', async () => {
    await assertSucceeds(create({ startDate: '2026-01-31', endDate: null }));
    await assertSucceeds(
      createCounted(rules.db(UID.pro), UID.pro, 'goals', {
        name: 'Same day',
        description: null,
        color: '#6B7280',
        groupId: null,
        startDate: '2026-04-30',
        endDate: '2026-04-30',
      }),
    );
  });

  it.each([
    ['a blank name', { name: ' ' }],
    ['a name over 200 characters', { name: 'n'.repeat(201) }],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }],
    ['a hex colour outside the palette', { color: '#123456' }],
    ['a palette colour in lower case', { color: '#ef4444' }],
    ['a group that does not exist', { groupId: 'nowhere' }],
    ["another user's group", { groupId: 'theirs' }],
    ['a group id that is a path', { groupId: 'health/x' }],
    ['a group id that is not text', { groupId: 12 }],
    ['a start date that is no calendar day', { startDate: '2026-02-30' }],
    ['a start date in another format', { startDate: '01/03/2026' }],
    ['an end date of April 31st', { endDate: '2026-04-31' }],
    ['an end date before the start date', { startDate: '2026-05-02', endDate: '2026-05-01' }],
  ])('refuses %s on create', async (_label, invalid) => {
    await assertFails(create(invalid));
  });

  describe('update', () => {
    beforeEach(() => seedExisting(rules, 'goals'));
    const goal = () => doc(rules.db(UID.pro), 'users', UID.pro, 'goals', EXISTING_ID);
    const edit = (changes: DocumentData) =>
      updateDoc(goal(), { ...changes, updatedAt: serverTimestamp() });

    it('moves the goal into an own group and out again', async () => {
      await assertSucceeds(edit({ groupId: 'health' }));
      await assertSucceeds(edit({ groupId: null }));
    });

    it("refuses moving it into another user's group", async () => {
      await assertFails(edit({ groupId: 'theirs' }));
    });

    it('keeps a goal editable after its group was deleted', async () => {
      await assertSucceeds(edit({ groupId: 'health' }));
      await rules.remove(`users/${UID.pro}/groups/health`);
      await assertSucceeds(edit({ name: 'Renamed' }));
      expect(await rules.read(`users/${UID.pro}/goals/${EXISTING_ID}`)).toMatchObject({
        name: 'Renamed',
        groupId: 'health',
      });
    });

    it('refuses an end date before the start date', async () => {
      await assertFails(edit({ startDate: '2026-12-01', endDate: '2026-11-30' }));
    });
  });
});

describe('goals: deleting through the web app', () => {
  const uid = UID.pro;
  const todoPath = (id: string) => `users/${uid}/todos/${id}`;
  // More than one batch of 500, so the unlinking has to page.
  const linkedIds = Array.from({ length: 501 }, (_, index) => `linked-${index}`);

  beforeEach(async () => {
    await seedExisting(rules, 'goals');
    const linked = (ids: string[]) =>
      Object.fromEntries(ids.map((id) => [todoPath(id), todoData(uid, { goalId: EXISTING_ID })]));
    await rules.seed(linked(linkedIds.slice(0, 250)));
    await rules.seed({
      ...linked(linkedIds.slice(250)),
      [todoPath('elsewhere')]: todoData(uid, { goalId: 'another-goal' }),
    });
  });

  it("unlinks the goal's todos and uncounts it, as the API's delete does", async () => {
    await assertSucceeds(deleteGoal(rules.db(uid), uid, EXISTING_ID));
    expect(await rules.read(`users/${uid}/goals/${EXISTING_ID}`)).toBeUndefined();
    expect(await count(rules, uid, 'goals')).toBe(0);
    expect(await rules.idsWhere(`users/${uid}/todos`, 'goalId', EXISTING_ID)).toEqual([]);
    expect(await rules.read(todoPath('linked-500'))).toMatchObject({ goalId: null });
    expect(await rules.read(todoPath('elsewhere'))).toMatchObject({ goalId: 'another-goal' });
  });
});
