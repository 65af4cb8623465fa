// accountDeletions/{uid} (server only): one record per account being deleted, with what the
// deletion needs once the user document is gone (where to send the confirmation, the Stripe
// customer) and the steps already done, so that a run stopped anywhere continues where it was.
// The record names the uid, so it is the very last thing the deletion removes.
import { z } from 'zod';
import { FieldValue } from 'firebase-admin/firestore';
import { db, runTransaction, serverTime } from './firestore';

/** In order: outside services first (they bill and hold tokens), the Auth user last. */
export const DELETION_STEPS = [
  'subscription',
  'google',
  'documents',
  'indexes',
  'confirmation',
  'auth',
] as const;
export type DeletionStep = (typeof DELETION_STEPS)[number];

const DeletionRecordSchema = z.object({
  /** The verified address the confirmation goes to, if any. */
  mailTo: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  /** The confirmation mail's id, chosen once so that a re-run cannot send a second one. */
  mailId: z.string(),
  requestedBy: z.string(),
  stepsDone: z.array(z.enum(DELETION_STEPS)),
});
export type DeletionRecord = z.infer<typeof DeletionRecordSchema>;

export const ACCOUNT_DELETIONS = 'accountDeletions';
export const deletionRef = (uid: string) => db().collection(ACCOUNT_DELETIONS).doc(uid);

export async function readDeletion(uid: string): Promise<DeletionRecord | null> {
  const parsed = DeletionRecordSchema.safeParse((await deletionRef(uid).get()).data());
  return parsed.success ? parsed.data : null;
}

/** Creates the record unless one exists (a second request continues the first). */
export async function startDeletion(
  uid: string,
  record: Omit<DeletionRecord, 'stepsDone' | 'mailId'>,
): Promise<void> {
  await runTransaction(async (tx) => {
    const ref = deletionRef(uid);
    if ((await tx.get(ref)).exists) return;
    tx.create(ref, {
      ...record,
      mailId: db().collection(ACCOUNT_DELETIONS).doc().id,
      stepsDone: [],
      requestedAt: serverTime(),
    });
  });
}

export async function markStepDone(uid: string, step: DeletionStep): Promise<void> {
  await deletionRef(uid).update({ stepsDone: FieldValue.arrayUnion(step) });
}
