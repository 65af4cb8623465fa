// The user's FCM registration tokens, one per browser, in users/{uid}/private/push (server
// only): registered and refreshed by the web app, removed on sign-out or switch-off, pruned
// when FCM says a token is gone. A token belongs to one user at a time
// (pushTokenOwners/{key}): a browser that another account signs in to stops receiving the
// first account's reminders.
import { MAX_PUSH_TOKENS } from '@pomoplan/domain';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db, runTransaction, userDoc } from '../platform/firestore';

/** users/{uid}/private/push: the user's FCM registration tokens. */
const pushTokensRef = (uid: string): DocumentReference =>
  userDoc(uid).collection('private').doc('push');
/** pushTokenOwners/{token key}: the one user a browser's token belongs to. */
const pushTokenOwnerRef = (tokenKey: string): DocumentReference =>
  db().collection('pushTokenOwners').doc(tokenKey);

interface StoredToken {
  token: string;
  lastSeenAt: Timestamp;
}

const keyOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 32);

function storedTokens(data: unknown): Record<string, StoredToken> {
  const tokens = (data as { tokens?: unknown } | undefined)?.tokens;
  if (typeof tokens !== 'object' || tokens === null) return {};
  return Object.fromEntries(
    Object.entries(tokens).filter(
      (entry): entry is [string, StoredToken] =>
        typeof (entry[1] as Partial<StoredToken>).token === 'string' &&
        (entry[1] as Partial<StoredToken>).lastSeenAt instanceof Timestamp,
    ),
  );
}

/** Registers or refreshes a token; past MAX_PUSH_TOKENS the least recently seen goes. */
export async function registerPushToken(uid: string, token: string): Promise<void> {
  const ref = pushTokensRef(uid);
  const key = keyOf(token);
  const ownerRef = pushTokenOwnerRef(key);
  await runTransaction(async (tx) => {
    const [mine, owner] = await Promise.all([tx.get(ref), tx.get(ownerRef)]);
    const previous: unknown = owner.get('uid');
    if (typeof previous === 'string' && previous !== uid) {
      tx.set(pushTokensRef(previous), { tokens: { [key]: FieldValue.delete() } }, { merge: true });
    }
    const tokens = storedTokens(mine.data());
    tokens[key] = { token, lastSeenAt: Timestamp.now() };
    const kept = Object.entries(tokens)
      .sort(([, a], [, b]) => b.lastSeenAt.toMillis() - a.lastSeenAt.toMillis())
      .slice(0, MAX_PUSH_TOKENS);
    tx.set(ref, { tokens: Object.fromEntries(kept) });
    tx.set(ownerRef, { uid, updatedAt: FieldValue.serverTimestamp() });
  });
}

/** Removes tokens (this browser signing out, or FCM reporting them gone). */
export async function removePushTokens(uid: string, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  const keys = tokens.map(keyOf);
  await runTransaction(async (tx) => {
    const owners = await Promise.all(keys.map((key) => tx.get(pushTokenOwnerRef(key))));
    const removals = Object.fromEntries(keys.map((key) => [key, FieldValue.delete()]));
    tx.set(pushTokensRef(uid), { tokens: removals }, { merge: true });
    for (const owner of owners) {
      if (owner.get('uid') === uid) tx.delete(owner.ref);
    }
  });
}

export async function pushTokensOf(uid: string): Promise<string[]> {
  const tokens = storedTokens((await pushTokensRef(uid).get()).data());
  return Object.values(tokens).map((stored) => stored.token);
}
