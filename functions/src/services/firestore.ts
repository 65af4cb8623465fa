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
  type Transaction,
} from 'firebase-admin/firestore';
import type { z } from 'zod';

export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
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
  constructor(path: string, error: z.ZodError) {
    super(`Stored document ${path} does not match its schema: ${error.message}`);
  }
}

/** Parses stored data (plus its document id) with `schema`. */
export function parseStored<T>(schema: z.ZodType<T>, id: string, path: string, data: unknown): T {
  const result = schema.safeParse({ ...(withDates(data) as object), id });
  if (!result.success) throw new StoredDataError(path, result.error);
  return result.data;
}

/**
 * Reads parse through the entity's domain schema with the document id as `id`. Writes never go
 * through a converter: every writer builds its payload with server timestamps itself.
 */
export function entityConverter<T extends DocumentData>(
  schema: z.ZodType<T>,
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
