import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { count, describeCountedCollection } from './support/countedSuite';
import { UID, useRulesEnv } from './support/env';
import { projectData, rawCountedWrite } from './support/fixtures';

const rules = useRulesEnv();

describeCountedCollection(rules, {
  name: 'projects',
  input: { name: 'Thesis', description: 'Chapters 1 to 5', color: '#3B82F6' },
  update: { name: 'Thesis (final)', color: '#EF4444' },
});

describe('projects: fields', () => {
  const create = (overrides: DocumentData) =>
    rawCountedWrite(rules.db(UID.pro), UID.pro, 'projects', 'p1', projectData(overrides), {
      by: 1,
    });

  it('accepts the longest name and description', async () => {
    await assertSucceeds(
      create({ name: 'n'.repeat(100), description: 'd'.repeat(2000), color: '#abcdef' }),
    );
    expect(await count(rules, UID.pro, 'projects')).toBe(1);
  });

  it.each([
    ['a blank name', { name: '  ' }],
    ['a name over 100 characters', { name: 'n'.repeat(101) }],
    ['a name that is not text', { name: 7 }],
    ['a description over 2000 characters', { description: 'd'.repeat(2001) }],
    ['a description that is not text', { description: ['x'] }],
    ['a colour name instead of a hex colour', { color: 'blue' }],
    ['a short hex colour', { color: '#123' }],
    ['a colour that is not text', { color: 0x3b82f6 }],
  ])('refuses %s on create', async (_label, invalid) => {
    await assertFails(create(invalid));
  });

  it('refuses an oversize name on update', async () => {
    await assertSucceeds(create({}));
    await assertFails(
      updateDoc(doc(rules.db(UID.pro), 'users', UID.pro, 'projects', 'p1'), {
        name: 'n'.repeat(101),
        updatedAt: serverTimestamp(),
      }),
    );
  });
});
