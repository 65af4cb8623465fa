// Shared set-up of the security-rules suites: one test environment per file, wiped and seeded
// afresh before every test so that tests never depend on each other's writes.

import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { DEFAULT_PLANS_CONFIG, newUserFields, type Tier } from '@pomoplan/domain';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getFirestore,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FIRESTORE_HOST, FIRESTORE_PORT, RULES_PROJECT_ID } from '../../support/emulators';

/** The seeded accounts: one owner per tier and a stranger (free) who tries to get in. */
export const UID = {
  free: 'user-free',
  pro: 'user-pro',
  master: 'user-master',
  other: 'user-other',
} as const;

export const OWNER_TIERS: readonly Tier[] = ['free', 'pro', 'master'];

/** Who makes a request: the owner of the data, another signed-in user, or nobody. */
export type Role = 'owner' | 'other' | 'signedOut';
export const INTRUDERS: readonly Exclude<Role, 'owner'>[] = ['other', 'signedOut'];

export interface RulesHarness {
  /** The environment, available from the first beforeEach on. */
  readonly env: RulesTestEnvironment;
  /** A client signed in as `uid`, or signed out for null. */
  db(uid: string | null): Firestore;
  /** A new client of its own for `uid`, for requests that must travel concurrently. */
  newClient(uid: string): Firestore;
  /** A client for a role, the owner being `owner` (the free user unless told). */
  as(role: Role, owner?: string): Firestore;
  /** Writes documents with the rules switched off, as the server would. */
  seed(docs: Readonly<Record<string, DocumentData>>): Promise<void>;
  /** Deletes a document with the rules switched off. */
  remove(path: string): Promise<void>;
  /** Reads a document with the rules switched off; undefined when it does not exist. */
  read(path: string): Promise<DocumentData | undefined>;
  /** The ids in a collection, read with the rules switched off. */
  ids(collectionPath: string): Promise<string[]>;
  /** The ids of a collection's documents whose `field` is `value`, read with the rules off. */
  idsWhere(collectionPath: string, field: string, value: unknown): Promise<string[]>;
  /** Changes a user's tier as the billing webhook or an admin would. */
  setTier(uid: string, tier: Tier): Promise<void>;
}

function userDoc(uid: string, tier: Tier): DocumentData {
  const profile = {
    email: `${uid}@pomoplan.test`,
    firstName: 'Ada',
    lastName: null,
    profileImageUrl: null,
  };
  return {
    ...newUserFields(profile, tier),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

function countsDoc(): DocumentData {
  return {
    projects: 0,
    goals: 0,
    groups: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  };
}

/** What the server writes at sign-up and the admin's plan settings. */
export function baseDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = { 'config/plans': { ...DEFAULT_PLANS_CONFIG } };
  const tiers: Record<string, Tier> = {
    [UID.free]: 'free',
    [UID.pro]: 'pro',
    [UID.master]: 'master',
    [UID.other]: 'free',
  };
  for (const [uid, tier] of Object.entries(tiers)) {
    docs[`users/${uid}`] = userDoc(uid, tier);
    docs[`users/${uid}/usage/counts`] = countsDoc();
  }
  return docs;
}

// The test contexts hand out the compat Firestore, which wraps the modular one that the
// firebase/firestore functions (and the web app's helpers) take.
function modular(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/** Names the server clients apart: the files of a run share one module registry. */
let serverApps = 0;

/**
 * Registers the hooks of a rules suite: one environment for the file, and before each test
 * an empty database holding only baseDocs().
 */
/**
 * The rules test environment of one test file. Every test starts from the base documents
 * (users, counters, plans): cleared and seeded before each test, or, with `resetEach: false`,
 * once for the file, for a file whose tests leave no trace behind them.
 */
export function useRulesEnv({ resetEach = true }: { resetEach?: boolean } = {}): RulesHarness {
  let env: RulesTestEnvironment | undefined;
  const contexts = new Map<string, Firestore>();

  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('The rules test environment is not ready yet');
    return env;
  };

  // One client of the file's that the rules let through, as withSecurityRulesDisabled's
  // would (the emulator's "owner" token), kept for the file: that helper starts and deletes a
  // client for every call, which was a good part of every test's time (two calls a test).
  let serverApp: FirebaseApp | undefined;
  let serverDb: Firestore | undefined;
  const asServer = async (work: (db: Firestore) => Promise<void>): Promise<void> => {
    if (!serverDb) {
      serverApp = initializeApp({ projectId: RULES_PROJECT_ID }, `rules-server-${++serverApps}`);
      serverDb = getFirestore(serverApp);
      connectFirestoreEmulator(serverDb, FIRESTORE_HOST, FIRESTORE_PORT, {
        mockUserToken: 'owner',
      });
    }
    await work(serverDb);
  };

  const harness: RulesHarness = {
    get env() {
      return current();
    },
    db(uid) {
      const key = uid ?? '';
      let db = contexts.get(key);
      if (!db) {
        db = modular(
          uid === null ? current().unauthenticatedContext() : current().authenticatedContext(uid),
        );
        contexts.set(key, db);
      }
      return db;
    },
    newClient(uid) {
      return modular(current().authenticatedContext(uid));
    },
    as(role, owner = UID.free) {
      if (role === 'owner') return harness.db(owner);
      return harness.db(role === 'other' ? UID.other : null);
    },
    async seed(docs) {
      await asServer(async (db) => {
        const batch = writeBatch(db);
        for (const [path, data] of Object.entries(docs)) batch.set(doc(db, path), data);
        await batch.commit();
      });
    },
    async remove(path) {
      await asServer((db) => deleteDoc(doc(db, path)));
    },
    async read(path) {
      let data: DocumentData | undefined;
      await asServer(async (db) => {
        data = (await getDoc(doc(db, path))).data();
      });
      return data;
    },
    async ids(collectionPath) {
      let ids: string[] = [];
      await asServer(async (db) => {
        ids = (await getDocs(collection(db, collectionPath))).docs.map((snap) => snap.id);
      });
      return ids;
    },
    async idsWhere(collectionPath, field, value) {
      let ids: string[] = [];
      await asServer(async (db) => {
        const matching = query(collection(db, collectionPath), where(field, '==', value));
        ids = (await getDocs(matching)).docs.map((snap) => snap.id);
      });
      return ids;
    },
    async setTier(uid, tier) {
      await asServer((db) =>
        setDoc(doc(db, 'users', uid), { subscriptionTier: tier }, { merge: true }),
      );
    },
  };

  beforeAll(async () => {
    // Every refused write would otherwise log a warning; assertFails already says it all.
    setLogLevel('error');
    // No `rules` here: tests/support/rulesCoverage.ts loads firestore.rules once per run,
    // because every load restarts the emulator's coverage report.
    env = await initializeTestEnvironment({
      projectId: RULES_PROJECT_ID,
      firestore: { host: FIRESTORE_HOST, port: FIRESTORE_PORT },
    });
    if (!resetEach) await reset();
  });

  async function reset() {
    await current().clearFirestore();
    await harness.seed(baseDocs());
  }

  if (resetEach) beforeEach(reset);

  afterAll(async () => {
    contexts.clear();
    if (serverApp) await deleteApp(serverApp);
    serverApp = undefined;
    serverDb = undefined;
    await env?.cleanup();
  });

  return harness;
}
