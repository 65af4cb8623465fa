// Shared Firestore plumbing: the admin app, the user's document, server time and the read
// converter that parses every stored document with its domain schema.
import { withDates } from '@pomoplan/domain';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import {
  FieldValue,
  getFirestore,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type ReadOnlyTransactionOptions,
  type ReadWriteTransactionOptions,
  type Transaction,
} from 'firebase-admin/firestore';
import { z } from 'zod';
import * as logs from './logs';

// The account Cloud Tasks signs a task's OIDC token with. On Google Cloud the admin SDK asks the
// metadata server; on the emulators that request would leave loopback (169.254.169.254) only to
// fail and fall back to this same placeholder, so the emulators name it up front.
const EMULATED_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';

/** The default app (others, such as App Check's verifier, have names of their own). */
export function adminApp(): App {
  const known = getApps().find((app) => app.name === '[DEFAULT]');
  if (known) return known;
  return process.env.CLOUD_TASKS_EMULATOR_HOST
    ? initializeApp({ serviceAccountId: EMULATED_SERVICE_ACCOUNT })
    : initializeApp();
}

export function db(): Firestore {
  return getFirestore(adminApp());
}

export function userDoc(uid: string): DocumentReference {
  return db().collection('users').doc(uid);
}

export function serverTime(): FieldValue {
  return FieldValue.serverTimestamp();
}

/** A stored document that its schema refuses: a bug or a forged write, never the caller's. */
export class StoredDataError extends Error {
  constructor(path: string, error: z.core.$ZodError) {
    super(`Stored document ${path} does not match its schema: ${error.message}`);
  }
}

/**
 * Parses stored data (plus its document id) with `schema`. A stored value the schema refuses
 * is a bug or a forged write, never the reader's fault, so it must not fail the read: fields
 * that have a default read as that default (an impossible due date reads as none) and the
 * repair is logged. Only a document that is still unreadable without those fields throws.
 */
export function parseStored<T>(
  schema: z.core.$ZodType<T>,
  id: string,
  path: string,
  data: unknown,
): T {
  const stored = { ...(withDates(data) as object), id } as Record<string, unknown>;
  const result = z.safeParse(schema, stored);
  if (result.success) return result.data;
  const broken = new Set(
    result.error.issues
      .map((issue) => issue.path[0])
      .filter((key): key is string => typeof key === 'string' && key !== 'id'),
  );
  const rest = Object.fromEntries(Object.entries(stored).filter(([key]) => !broken.has(key)));
  const repaired = broken.size > 0 ? z.safeParse(schema, rest) : result;
  if (!repaired.success) throw new StoredDataError(path, result.error);
  logs.storedFieldsReset(path, [...broken], result.error.message);
  return repaired.data;
}

/**
 * The readable documents of a query, in order: one that cannot be read is logged and left
 * out, so that one bad document never fails a whole list.
 */
export function readableDocs<T>(docs: readonly QueryDocumentSnapshot<T>[]): T[] {
  const items: T[] = [];
  for (const doc of docs) {
    try {
      items.push(doc.data());
    } catch (error) {
      if (!(error instanceof StoredDataError)) throw error;
      logs.storedDocumentSkipped(doc.ref.path, error.message);
    }
  }
  return items;
}

/**
 * Reads parse through the entity's domain schema with the document id as `id`. Writes never go
 * through a converter: every writer builds its payload with server timestamps itself.
 */
export function entityConverter<T extends DocumentData>(
  schema: z.core.$ZodType<T>,
): FirestoreDataConverter<T> {
  return {
    toFirestore(model: DocumentData): DocumentData {
      const data = { ...model };
      delete data.id;
      return data;
    },
    fromFirestore(snapshot: QueryDocumentSnapshot): T {
      return parseStored(schema, snapshot.id, snapshot.ref.path, snapshot.data());
    },
  };
}

/** Reads several documents in one round trip, one snapshot per reference, in order. */
export async function getEach<const R extends readonly DocumentReference[]>(
  tx: Transaction,
  ...refs: R
): Promise<{ [K in keyof R]: DocumentSnapshot }> {
  const snapshots = await tx.getAll(...refs);
  return snapshots as { [K in keyof R]: DocumentSnapshot };
}

/** Zod leaves absent optional keys out, but a spread of a partial may still hold undefined. */
export function definedFields(fields: Record<string, unknown>): DocumentData {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** gRPC status codes the admin SDK reports. */
export const GRPC_NOT_FOUND = 5;
export const GRPC_ALREADY_EXISTS = 6;
export const GRPC_FAILED_PRECONDITION = 9;
export const GRPC_ABORTED = 10;

export function hasGrpcCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

const GRPC_INVALID_ARGUMENT = 3;

/**
 * The emulator's INVALID_ARGUMENT for the SDK's retry of a transaction it had closed after a
 * lock timeout (production says "transaction has expired", which the SDK retries itself).
 */
function isClosedTransaction(error: unknown): boolean {
  return (
    hasGrpcCode(error, GRPC_INVALID_ARGUMENT) &&
    error instanceof Error &&
    /transaction (is invalid or closed|has expired)/i.test(error.message)
  );
}

/** A transaction that lost to concurrent writes of the same documents. */
export function isLostTransaction(error: unknown): boolean {
  return hasGrpcCode(error, GRPC_ABORTED) || isClosedTransaction(error);
}

/** Fresh transactions after a closed one, before the loss reaches the caller as a 503. */
const CLOSED_TRANSACTION_RETRIES = 2;

/**
 * `attempt` (one transaction) made again, up to twice, after the emulator closed it: the SDK
 * retries an ABORTED transaction itself but not that answer, which a closed transaction that
 * committed nothing gets, so a request under load would fail where production's goes through.
 */
export async function retryClosedTransaction<T>(attempt: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (retry >= CLOSED_TRANSACTION_RETRIES || !isClosedTransaction(error)) throw error;
    }
  }
}

/** db().runTransaction, made again after a closed transaction (retryClosedTransaction). */
export function runTransaction<T>(
  update: (tx: Transaction) => Promise<T>,
  options?: ReadWriteTransactionOptions | ReadOnlyTransactionOptions,
): Promise<T> {
  return retryClosedTransaction(() => db().runTransaction(update, options));
}
