// googleOAuthStates/{sha256(state)}: the pending OAuth round trips. The callback is a browser
// navigation without a Bearer token, so the single-use `state` is how it finds the user; the
// browser that started the round trip also holds a random binding in the `__session` cookie
// (the only cookie Firebase Hosting passes to functions), so a callback URL carrying someone
// else's state (login CSRF) is refused. A used state stays, spent, until it expires, with the
// result of its round trip: the same navigation may reach the callback twice (a browser or a
// proxy sending it again), and the second arrival must show what the first did, not an error.
// Server-only: the rules deny every client.
import { createHash, randomBytes } from 'node:crypto';
import { GOOGLE_CALENDAR_RESULTS, type GoogleCalendarResult } from '@pomoplan/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { z } from 'zod';
import { db, runTransaction, serverTime } from '../platform/firestore';
import { sameSecret } from '../platform/sameSecret';

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

const SpentState = z.object({
  bindingHash: z.string(),
  spentAt: z.instanceof(Timestamp),
  expiresAt: z.instanceof(Timestamp),
  result: z.enum(GOOGLE_CALENDAR_RESULTS).nullish(),
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
  /** First use: the round trip may go on. */
  | { kind: 'fresh'; uid: string; codeVerifier: string }
  /** Used before: what that round trip came to (null while it is still under way). */
  | { kind: 'spent'; result: GoogleCalendarResult | null }
  | { kind: 'refused'; reason: 'unknown' | 'foreign' | 'expired' };

/** What the transaction found under the state's id. */
type Found =
  | { kind: 'missing' }
  | { kind: 'spent'; spent: z.infer<typeof SpentState> }
  | { kind: 'fresh'; stored: ReturnType<typeof StoredState.safeParse> };

const boundTo = (binding: string | null, bindingHash: string) =>
  binding !== null && sameSecret(sha256(binding), bindingHash);

/**
 * Uses up a state: whatever the outcome, it can never be used again. `binding` is the cookie
 * the callback request carried. A second arrival learns only the first one's result: from the
 * same browser, or from one without the cookie (the first answer cleared it), never from a
 * browser bound to another round trip.
 */
export async function consumeState(state: string, binding: string | null): Promise<ConsumedState> {
  const ref = stateRef(state);
  const found = await runTransaction(async (transaction): Promise<Found> => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { kind: 'missing' };
    const spent = SpentState.safeParse(snapshot.data());
    if (spent.success) return { kind: 'spent', spent: spent.data };
    // The verifier is not kept once used: a spent state opens nothing.
    transaction.update(ref, { spentAt: serverTime(), codeVerifier: FieldValue.delete() });
    return { kind: 'fresh', stored: StoredState.safeParse(snapshot.data()) };
  });
  if (found.kind === 'spent') {
    const { bindingHash, result } = found.spent;
    if (binding !== null && !boundTo(binding, bindingHash)) {
      return { kind: 'refused', reason: 'foreign' };
    }
    return { kind: 'spent', result: result ?? null };
  }
  if (found.kind === 'missing' || !found.stored.success)
    return { kind: 'refused', reason: 'unknown' };
  const { uid, codeVerifier, bindingHash, expiresAt } = found.stored.data;
  if (!boundTo(binding, bindingHash)) return { kind: 'refused', reason: 'foreign' };
  if (expiresAt.toMillis() <= Date.now()) return { kind: 'refused', reason: 'expired' };
  return { kind: 'fresh', uid, codeVerifier };
}

/** Keeps what a round trip came to on its spent state, for a second arrival of the same state. */
export async function recordResult(state: string, result: GoogleCalendarResult): Promise<void> {
  await stateRef(state).update({ result });
}

/** The result a spent state's round trip came to; null if it is still unknown. */
export async function resultOf(state: string): Promise<GoogleCalendarResult | null> {
  const spent = SpentState.safeParse((await stateRef(state).get()).data());
  return spent.success ? (spent.data.result ?? null) : null;
}
