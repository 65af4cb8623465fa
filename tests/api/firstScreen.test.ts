// GET /api/first-screen: the caller's first screen as a Firestore bundle, read the way the web
// SDK's loadBundle reads it (length-prefixed JSON elements).
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from './support/admin';
import { createGoal, createGroup, createProject, createTodo } from './support/fixtures';
import { api, messageOf } from './support/http';
import { createUser, type TestUser } from './support/users';

interface BundledDocument {
  /** The document's path below the database, e.g. users/u1/todos/t1. */
  path: string;
  /** The named queries whose answer holds the document. */
  queries: string[];
}

interface Bundle {
  queries: string[];
  documents: BundledDocument[];
}

const DOCUMENTS_ROOT = /^projects\/[^/]+\/databases\/\(default\)\/documents\//;

/** The bundle's elements: each a byte length in decimal, then that many bytes of JSON. */
function readBundle(body: Buffer): Bundle {
  const bundle: Bundle = { queries: [], documents: [] };
  let at = 0;
  while (at < body.length) {
    const open = body.indexOf('{', at);
    const length = Number(body.subarray(at, open).toString('utf8'));
    const element = JSON.parse(body.subarray(open, open + length).toString('utf8')) as {
      namedQuery?: { name: string };
      documentMetadata?: { name: string; queries?: string[] };
    };
    if (element.namedQuery) bundle.queries.push(element.namedQuery.name);
    if (element.documentMetadata) {
      bundle.documents.push({
        path: element.documentMetadata.name.replace(DOCUMENTS_ROOT, ''),
        queries: element.documentMetadata.queries ?? [],
      });
    }
    at = open + length;
  }
  return bundle;
}

/** The caller's first-screen bundle, which must be answered. */
async function firstScreen(token: string): Promise<Bundle & { headers: Headers }> {
  const response = await api<string>('GET', '/api/first-screen', token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { ...readBundle(Buffer.from(response.body)), headers: response.headers };
}

function inQuery(bundle: Bundle, query: string): string[] {
  return bundle.documents.filter((doc) => doc.queries.includes(query)).map((doc) => doc.path);
}

describe('GET /api/first-screen', () => {
  let owner: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    [owner, other] = await Promise.all([createUser(), createUser()]);
    ids.project = (await createProject(owner.idToken)).id;
    ids.goal = (await createGoal(owner.idToken)).id;
    ids.group = (await createGroup(owner.idToken)).id;
    ids.open = (await createTodo(owner.idToken, { text: 'Open' })).id;
    ids.done = (await createTodo(owner.idToken, { text: 'Done' })).id;
    await api('PATCH', `/api/todos/${ids.done}`, owner.idToken, { completed: true });
    ids.othersTodo = (await createTodo(other.idToken, { text: 'Not yours' })).id;
  });

  it("holds the caller's user document and the first screen's queries, privately", async () => {
    const bundle = await firstScreen(owner.idToken);
    expect(bundle.headers.get('cache-control')).toBe('private, no-store');
    expect(bundle.queries.sort()).toEqual([
      'activeTodos',
      'completedTodos',
      'goals',
      'groups',
      'latestAnalysis',
      'projects',
    ]);
    const paths = bundle.documents.map((doc) => doc.path);
    expect(paths).toContain(`users/${owner.uid}`);
    expect(inQuery(bundle, 'activeTodos')).toEqual([`users/${owner.uid}/todos/${ids.open}`]);
    expect(inQuery(bundle, 'completedTodos')).toEqual([`users/${owner.uid}/todos/${ids.done}`]);
    expect(inQuery(bundle, 'projects')).toEqual([`users/${owner.uid}/projects/${ids.project}`]);
    expect(inQuery(bundle, 'goals')).toEqual([`users/${owner.uid}/goals/${ids.goal}`]);
    expect(inQuery(bundle, 'groups')).toEqual([`users/${owner.uid}/groups/${ids.group}`]);
  });

  it("holds nothing of anyone else's", async () => {
    const bundle = await firstScreen(owner.idToken);
    for (const doc of bundle.documents)
      expect(doc.path).toMatch(new RegExp(`^users/${owner.uid}(/|$)`));
    const theirs = await firstScreen(other.idToken);
    expect(inQuery(theirs, 'activeTodos')).toEqual([`users/${other.uid}/todos/${ids.othersTodo}`]);
  });

  it('reads completed todos no further than the list the app shows', async () => {
    const user = await createUser();
    const todos = adminDb().collection(`users/${user.uid}/todos`);
    const batch = adminDb().batch();
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let index = 0; index < 201; index += 1) {
      const at = Timestamp.fromMillis(start + index * 60_000);
      batch.set(todos.doc(`done-${String(index).padStart(3, '0')}`), {
        text: `Done ${index}`,
        completed: true,
        dueType: 'none',
        goalId: null,
        createdAt: at,
        updatedAt: at,
      });
    }
    await batch.commit();
    const bundle = await firstScreen(user.idToken);
    const completed = inQuery(bundle, 'completedTodos');
    expect(completed).toHaveLength(200);
    // The most recently completed ones: the oldest is left out.
    expect(completed).not.toContain(`users/${user.uid}/todos/done-000`);
  });

  it('refuses a parameter it does not take, and a missing token', async () => {
    const unknown = await api('GET', '/api/first-screen?uid=someone-else', owner.idToken);
    expect(unknown.status).toBe(400);
    expect(messageOf(unknown)).toMatch(/uid/);
    const anonymous = await api('GET', '/api/first-screen', null);
    expect(anonymous.status).toBe(401);
  });
});
