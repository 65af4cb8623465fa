// The failed sign-in records in Firestore, where every function instance sees them:
// adminSignInFailures/{sha256(key)} (server-only; the key is an e-mail address, kept only as
// its hash). Each record carries an expiresAt for pruneExpired, a minute after its last use.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db, runTransaction } from '../../firestore';
import type { FailureRecord, FailureStore } from './failedAttempts';

export const FAILURES_COLLECTION = 'adminSignInFailures';
const KEEP_MS = 60_000;

const StoredRecord = z.object({
  failures: z.array(z.number()).max(100),
  blockedUntil: z.number(),
});

const recordRef = (key: string) =>
  db().collection(FAILURES_COLLECTION).doc(createHash('sha256').update(key).digest('hex'));

/** A record that does not parse counts as none: it was not written by this code. */
const parsed = (data: unknown): FailureRecord | null => {
  const record = StoredRecord.safeParse(data);
  return record.success ? record.data : null;
};

export const firestoreFailureStore: FailureStore = {
  async read(key) {
    return parsed((await recordRef(key).get()).data());
  },
  async update(key, change) {
    const ref = recordRef(key);
    await runTransaction(async (tx) => {
      const next = change(parsed((await tx.get(ref)).data()));
      const lastUse = Math.max(next.blockedUntil, ...next.failures);
      tx.set(ref, { ...next, expiresAt: Timestamp.fromMillis(lastUse + KEEP_MS) });
    });
  },
};
