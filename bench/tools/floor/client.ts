// The floor of live sync: the bare Firebase SDK in a page, no app, no React, default (memory)
// cache. Bundled by bench/tools/floor/pages.ts and served on the app's origin. One page adds todos
// the way the app's form does (Enter in a text field), another listens to the app's
// active-todos query; what they measure is what the emulator, the SDK and the browser cost,
// which no app can beat.
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import {
  collection,
  connectFirestoreEmulator,
  getFirestore,
  initializeFirestore,
  doc,
  limit,
  onSnapshot,
  orderBy,
  persistentLocalCache,
  persistentMultipleTabManager,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type QuerySnapshot,
} from 'firebase/firestore';
import { addCapsSteps } from '../../../web/src/data/caps';

declare global {
  interface Window {
    __benchSeen?: Record<string, number>;
    __benchSentAt?: number;
    /** The todos the server has accepted, by text. */
    __floorAcked?: Record<string, boolean>;
    /** coldStart: ms from its listeners' start to each one's first snapshot from the server. */
    __floorFirstServer?: { todos?: number; user?: number };
    /** The first array number of the first Listen back channel (bench/tools/floor/firstArrayProbe.ts). */
    __floorFirstArray?: number;
    /** Credentials an init script leaves for a warm load: the page starts it as it loads. */
    __floorWarm?: { email: string; password: string };
    /**
     * A warm load: ms from navigation start until both todo lists had a first snapshot (from
     * the cache or the server), and until both had one from the server.
     */
    __floorLists?: { anyMs?: number; serverMs?: number };
    floor?: FloorClient;
  }
}

interface FloorClient {
  /** Signs in, starts listening; resolves once the first snapshot came. */
  start(email: string, password: string): Promise<void>;
  /** Adds a todo; resolves when the server accepted it. */
  add(text: string): Promise<void>;
  /**
   * A cold load's reads, as the app starts them: the user document and the open todos. Each
   * one's first snapshot from the server lands in window.__floorFirstServer.
   */
  coldStart(email: string, password: string): Promise<void>;
  /** Completes the first `count` open todos as the app's checkbox does; resolves once accepted. */
  complete(count: number): Promise<void>;
}

function activeTodos(userId: string) {
  return query(
    collection(db, 'users', userId, 'todos'),
    where('completed', '==', false),
    orderBy('createdAt'),
    limit(500),
  );
}

function completedTodos(userId: string) {
  return query(
    collection(db, 'users', userId, 'todos'),
    where('completed', '==', true),
    orderBy('updatedAt', 'desc'),
    limit(200),
  );
}

const app = initializeApp({ apiKey: 'demo-api-key', projectId: 'demo-pomoplan', appId: 'floor' });
const auth = initializeAuth(app, { persistence: inMemoryPersistence });
connectAuthEmulator(auth, `http://${location.hostname}:9099`, { disableWarnings: true });
// `?cache=persistent` gives the SDK the app's cache (IndexedDB, shared by the tabs of a
// context), to tell what that cache costs from what the app itself adds. `?cache=long-polling`
// keeps the memory cache but has the Listen channel poll instead of stream, to tell the
// streaming channel's part in a silence.
const cacheParam = new URLSearchParams(location.search).get('cache');
const db =
  cacheParam === 'persistent'
    ? initializeFirestore(app, {
        localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
      })
    : cacheParam === 'long-polling'
      ? initializeFirestore(app, { experimentalForceLongPolling: true })
      : getFirestore(app);
connectFirestoreEmulator(db, location.hostname, 8080);
let uid = '';
let openTodoIds: string[] = [];

/**
 * A returning user's reads, as the app's To Do page starts them: the open and the completed
 * todos, noting when both first had a snapshot (the SDK serves the cache first) and when both
 * had the server's.
 */
async function warmStart(email: string, password: string): Promise<void> {
  uid = (await signInWithEmailAndPassword(auth, email, password)).user.uid;
  const lists: { anyMs?: number; serverMs?: number } = {};
  window.__floorLists = lists;
  const seen = { open: false, completed: false };
  const fromServer = { open: false, completed: false };
  const note = (list: 'open' | 'completed') => (snapshot: QuerySnapshot) => {
    if (list === 'open') openTodoIds = snapshot.docs.map((todo) => todo.id);
    seen[list] = true;
    if (!snapshot.metadata.fromCache) fromServer[list] = true;
    if (seen.open && seen.completed) lists.anyMs ??= performance.now();
    if (fromServer.open && fromServer.completed) lists.serverMs ??= performance.now();
  };
  const options = { includeMetadataChanges: true };
  onSnapshot(activeTodos(uid), options, note('open'));
  onSnapshot(completedTodos(uid), options, note('completed'));
}

window.floor = {
  async start(email, password) {
    addField();
    uid = (await signInWithEmailAndPassword(auth, email, password)).user.uid;
    const todos = activeTodos(uid);
    await new Promise<void>((resolve, reject) => {
      onSnapshot(
        todos,
        (snapshot) => {
          const seen = (window.__benchSeen ??= {});
          for (const change of snapshot.docChanges()) {
            const text: unknown = change.doc.get('text');
            if (change.type === 'added' && typeof text === 'string')
              seen[text] ??= performance.timeOrigin + performance.now();
          }
          resolve();
        },
        reject,
      );
    });
  },
  async coldStart(email, password) {
    uid = (await signInWithEmailAndPassword(auth, email, password)).user.uid;
    const firstServer: { todos?: number; user?: number } = {};
    window.__floorFirstServer = firstServer;
    const started = performance.now();
    const note = (what: 'todos' | 'user') => (snapshot: { metadata: { fromCache: boolean } }) => {
      if (!snapshot.metadata.fromCache) firstServer[what] ??= performance.now() - started;
    };
    const options = { includeMetadataChanges: true };
    onSnapshot(doc(db, 'users', uid), options, note('user'));
    onSnapshot(activeTodos(uid), options, note('todos'));
  },
  async complete(count) {
    await Promise.all(
      openTodoIds.slice(0, count).map((id) =>
        updateDoc(doc(db, 'users', uid, 'todos', id), {
          completed: true,
          updatedAt: serverTimestamp(),
        }),
      ),
    );
  },
  // The write the rules take of any client, and so of the app: the todo with its caps step.
  async add(text) {
    const todo = doc(collection(db, 'users', uid, 'todos'));
    const batch = writeBatch(db);
    batch.set(todo, {
      text,
      completed: false,
      dueType: 'anytime',
      goalId: null,
      userId: uid,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    addCapsSteps(batch, [todo]);
    await batch.commit();
  },
};

// Started here, not from the test driver: the app's page starts its reads as its scripts run.
if (window.__floorWarm) void warmStart(window.__floorWarm.email, window.__floorWarm.password);

// The text field the floor's todos are typed in. Its Enter starts the write in the keydown, as
// the app's form does: Chromium holds back a page's IndexedDB replies for a while after a key
// press, so a write started from script alone would time a path no user takes.
function addField(): void {
  const field = document.createElement('input');
  field.setAttribute('aria-label', 'New todo');
  document.body.append(field);
  field.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    window.__benchSentAt = performance.timeOrigin + performance.now();
    const text = field.value;
    field.value = '';
    void window.floor?.add(text).then(() => {
      (window.__floorAcked ??= {})[text] = true;
    });
  });
}
