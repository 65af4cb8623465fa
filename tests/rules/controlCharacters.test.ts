// Text a client writes holds no control character: a one-line field (a title, a name) not
// even a tab or a line break, a description only tabs and line feeds. Only what a write sets
// is judged, so a document stored before the rule can still be completed or moved.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  doc,
  serverTimestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, it } from 'vitest';
import { UID, useRulesEnv } from './support/env';
import {
  cappedCreate,
  goalData,
  groupData,
  onePerCollection,
  onePerCollectionDocs,
  projectData,
  rawCountedWrite,
  subtaskData,
  taskData,
  todoData,
  type Collection,
  type CountedName,
} from './support/fixtures';

const rules = useRulesEnv();
const uid = UID.pro;
const db = () => rules.db(uid);
const PATHS = onePerCollection(uid);

/** A valid new document of each collection with `field` set to `value`. */
const NEW_DOCS: Record<
  Exclude<Collection, 'users'>,
  (field: string, value: string) => DocumentData
> = {
  projects: (field, value) => projectData({ [field]: value }),
  goals: (field, value) => goalData({ [field]: value }),
  groups: (field, value) => groupData({ [field]: value }),
  tasks: (field, value) => taskData('p1', { [field]: value }),
  subtasks: (field, value) => subtaskData('t1', { [field]: value }),
  todos: (field, value) => todoData(uid, { [field]: value }),
};

const COUNTED: readonly Collection[] = ['projects', 'goals', 'groups'];

beforeEach(() => rules.seed(onePerCollectionDocs(uid)));

function update(collection: Collection, changes: DocumentData) {
  return updateDoc(doc(db(), PATHS[collection]), { ...changes, updatedAt: serverTimestamp() });
}

/** A create of a new document (with its counter step for a counted collection). */
function create(collection: Exclude<Collection, 'users'>, field: string, value: string) {
  const data = NEW_DOCS[collection](field, value);
  if (COUNTED.includes(collection)) {
    return rawCountedWrite(db(), uid, collection as CountedName, 'new', data, { by: 1 });
  }
  const path = PATHS[collection].replace(/[^/]+$/, 'new');
  return cappedCreate(doc(db(), path), data);
}

const ONE_LINE: [Collection, string][] = [
  ['users', 'firstName'],
  ['users', 'lastName'],
  ['projects', 'name'],
  ['goals', 'name'],
  ['groups', 'name'],
  ['tasks', 'title'],
  ['subtasks', 'title'],
  ['todos', 'text'],
];
const LINES: [Exclude<Collection, 'users'>, string][] = [
  ['projects', 'description'],
  ['goals', 'description'],
  ['tasks', 'description'],
];

const CONTROLS = ['a\u0000b', 'a\u0007b', '\u001b[31mred', 'a\u007fb', 'a\fb', 'a\u000bb'];

describe.each(ONE_LINE.map(([collection, field]) => ({ collection, field })))(
  '$collection.$field (one line)',
  ({ collection, field }) => {
    it.each([...CONTROLS, 'a\tb', 'a\nb', 'a\r\nb', 'a\rb'])('refuses %j', async (value) => {
      await assertFails(update(collection, { [field]: value }));
      if (collection !== 'users') await assertFails(create(collection, field, value));
    });

    it('accepts it without them', async () => {
      await assertSucceeds(update(collection, { [field]: 'Plan é 😀 \u00a0x' }));
      if (collection !== 'users') await assertSucceeds(create(collection, field, 'Plan'));
    });
  },
);

describe.each(LINES.map(([collection, field]) => ({ collection, field })))(
  '$collection.$field (lines)',
  ({ collection, field }) => {
    it.each([...CONTROLS, 'a\r\nb', 'a\rb'])('refuses %j', async (value) => {
      await assertFails(update(collection, { [field]: value }));
      await assertFails(create(collection, field, value));
    });

    it('accepts tabs and line feeds', async () => {
      await assertSucceeds(update(collection, { [field]: 'Step 1\n\tStep 2\n\nDone' }));
      await assertSucceeds(create(collection, field, 'Step 1\n\tStep 2'));
    });
  },
);

describe('documents stored before the rule', () => {
  const OLD = 'Old\u0007 text\nwith\tbreaks';

  beforeEach(async () => {
    await rules.seed({
      ...onePerCollectionDocs(uid, {
        projects: { name: OLD },
        goals: { name: OLD },
        groups: { name: OLD },
        tasks: { title: OLD },
        subtasks: { title: OLD },
        todos: { text: OLD },
      }),
      [PATHS.users]: { ...(await rules.read(PATHS.users)), lastName: OLD },
    });
  });

  it('can still be completed, moved and recoloured without retyping their text', async () => {
    const client: Firestore = db();
    const edits: [Collection, DocumentData][] = [
      ['users', { notifyDigest: true }],
      ['projects', { color: '#EF4444' }],
      ['goals', { color: '#EF4444', description: 'Lines\nstay' }],
      ['groups', { color: '#22C55E' }],
      ['tasks', { isCompleted: true, description: 'Lines\n\tstay' }],
      ['subtasks', { isCompleted: true }],
      ['todos', { completed: true, dueType: 'tomorrow' }],
    ];
    for (const [collection, changes] of edits) {
      await assertSucceeds(
        updateDoc(doc(client, PATHS[collection]), { ...changes, updatedAt: serverTimestamp() }),
      );
    }
  });

  it('refuse the old text written again, and accept it cleaned', async () => {
    await assertFails(update('tasks', { title: `${OLD}!` }));
    await assertSucceeds(update('tasks', { title: 'Old text with breaks' }));
    await assertFails(update('users', { lastName: `${OLD}!` }));
    await assertSucceeds(update('users', { lastName: 'Lovelace' }));
  });
});
