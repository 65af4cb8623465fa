// users/{uid}/idempotencyKeys/{sha256 of the key} {requestHash, state, response, createdAt,
// expiresAt}: the first answer to a create sent with an Idempotency-Key, so that a retry of a
// create whose answer was lost gets that answer again instead of a second create. Clients have
// no access; a scheduled job deletes the records whose expiresAt has passed.
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  GRPC_ALREADY_EXISTS,
  GRPC_FAILED_PRECONDITION,
  GRPC_NOT_FOUND,
  hasGrpcCode,
  parseStored,
  serverTime,
  userDoc,
} from './firestore';

export const IDEMPOTENCY_KEYS = 'idempotencyKeys';

/** How long a key is remembered: a retry comes within minutes, a day covers a client offline. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const StoredAnswerSchema = z.object({ status: z.number().int(), body: z.string() });
export type StoredAnswer = z.infer<typeof StoredAnswerSchema>;

const KeyRecordSchema = z.object({
  id: z.string(),
  requestHash: z.string(),
  state: z.enum(['pending', 'done']),
  response: StoredAnswerSchema.nullable(),
  expiresAt: z.date(),
});

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'inProgress' }
  | { kind: 'otherRequest' };

const keyRef = (uid: string, keyHash: string) =>
  userDoc(uid).collection(IDEMPOTENCY_KEYS).doc(keyHash);

/**
 * Claims `keyHash` for the request `requestHash`. Creating the record is the claim, so of two
 * concurrent requests with one key only one runs; the other sees the record.
 */
export async function claimIdempotencyKey(
  uid: string,
  keyHash: string,
  requestHash: string,
): Promise<Claim> {
  const ref = keyRef(uid, keyHash);
  // A record may vanish or expire between the failed create and the read: try again then.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await ref.create({
        requestHash,
        state: 'pending',
        response: null,
        createdAt: serverTime(),
        expiresAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_TTL_MS),
      });
      return { kind: 'claimed' };
    } catch (error) {
      if (!hasGrpcCode(error, GRPC_ALREADY_EXISTS)) throw error;
    }
    const snapshot = await ref.get();
    if (!snapshot.exists) continue;
    const record = parseStored(KeyRecordSchema, snapshot.id, ref.path, snapshot.data());
    if (record.expiresAt.getTime() <= Date.now()) {
      await deleteIfUnchanged(ref, snapshot.updateTime);
      continue;
    }
    if (record.requestHash !== requestHash) return { kind: 'otherRequest' };
    if (record.state === 'done' && record.response)
      return { kind: 'replay', answer: record.response };
    return { kind: 'inProgress' };
  }
  return { kind: 'inProgress' };
}

async function deleteIfUnchanged(
  ref: ReturnType<typeof keyRef>,
  updateTime: Timestamp | undefined,
): Promise<void> {
  try {
    await ref.delete(updateTime ? { lastUpdateTime: updateTime } : {});
  } catch (error) {
    if (hasGrpcCode(error, GRPC_FAILED_PRECONDITION) || hasGrpcCode(error, GRPC_NOT_FOUND)) return;
    throw error;
  }
}

/** Keeps the answer of the request that claimed `keyHash`, for its retries. */
export async function recordIdempotentAnswer(
  uid: string,
  keyHash: string,
  answer: StoredAnswer,
): Promise<void> {
  await keyRef(uid, keyHash).update({ state: 'done', response: answer });
}

/** Frees `keyHash` after a failed request, so that a retry runs again. */
export async function releaseIdempotencyKey(uid: string, keyHash: string): Promise<void> {
  await keyRef(uid, keyHash).delete();
}
