// googleOAuthStates/{sha256(state)}: the pending OAuth round trips. The callback is a browser
// navigation without a Bearer token, so the single-use `state` is how it finds the user; the
// browser that started the round trip also holds a random binding in the `__session` cookie
// (the only cookie Firebase Hosting passes to functions), so a callback URL carrying someone
// else's state (login CSRF) is refused. Server-only: the rules deny every client.
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db, serverTime } from './firestore';
import { sameSecret } from './sameSecret';

export const STATE_LIFETIME_MS = 10 * 60 * 1000;
export const GOOGLE_OAUTH_STATES = 'googleOAuthStates';

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const random = () => randomBytes(32).toString('base64url');

const stateRef = (state: string): DocumentReference =>
  db().collection(GOOGLE_OAUTH_STATES).doc(sha256(state));

const StoredState = z.object({
  uid: z.string(),
  codeVerifier: z.string(),
  bindingHash: z.string(),
  expiresAt: z.instanceof(Timestamp),
});

export interface PendingState {
  state: string;
  /** Goes in the browser's cookie; only its hash is stored. */
  binding: string;
}

/**
 * A new round trip for `uid`, replacing any unfinished one of theirs (a user has one pending
 * connection at a time, so unused states never pile up).
 */
export async function createState(uid: string, codeVerifier: string): Promise<PendingState> {
  const state = random();
  const binding = random();
  const earlier = await db()
    .collection(GOOGLE_OAUTH_STATES)
    .where('uid', '==', uid)
    .limit(20)
    .get();
  const batch = db().batch();
  for (const doc of earlier.docs) batch.delete(doc.ref);
  batch.create(stateRef(state), {
    uid,
    codeVerifier,
    bindingHash: sha256(binding),
    createdAt: serverTime(),
    expiresAt: Timestamp.fromMillis(Date.now() + STATE_LIFETIME_MS),
  });
  await batch.commit();
  return { state, binding };
}

export type ConsumedState =
  | { ok: true; uid: string; codeVerifier: string }
  | { ok: false; reason: 'unknown' | 'foreign' | 'expired' };

/**
 * Uses up a state: whatever the outcome, it can never be used again. `binding` is the cookie
 * the callback request carried.
 */
export async function consumeState(state: string, binding: string | null): Promise<ConsumedState> {
  const ref = stateRef(state);
  const stored = await db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    transaction.delete(ref);
    return StoredState.safeParse(snapshot.data());
  });
  if (!stored?.success) return { ok: false, reason: 'unknown' };
  const { uid, codeVerifier, bindingHash, expiresAt } = stored.data;
  if (binding === null || !sameSecret(sha256(binding), bindingHash)) {
    return { ok: false, reason: 'foreign' };
  }
  if (expiresAt.toMillis() <= Date.now()) return { ok: false, reason: 'expired' };
  return { ok: true, uid, codeVerifier };
}
