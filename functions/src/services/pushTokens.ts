// The user's FCM registration tokens, one per browser, in users/{uid}/private/push (server
// only): registered and refreshed by the web app, removed on sign-out or switch-off, pruned
// when FCM says a token is gone.
import { MAX_PUSH_TOKENS } from '@pomoplan/domain';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { pushTokensRef } from '../reminders/refs';
import { db } from './firestore';

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
  await db().runTransaction(async (tx) => {
    const tokens = storedTokens((await tx.get(ref)).data());
    tokens[keyOf(token)] = { token, lastSeenAt: Timestamp.now() };
    const kept = Object.entries(tokens)
      .sort(([, a], [, b]) => b.lastSeenAt.toMillis() - a.lastSeenAt.toMillis())
      .slice(0, MAX_PUSH_TOKENS);
    tx.set(ref, { tokens: Object.fromEntries(kept) });
  });
}

/** Removes tokens (this browser signing out, or FCM reporting them gone). */
export async function removePushTokens(uid: string, tokens: readonly string[]): Promise<void> {
  if (tokens.length === 0) return;
  const removals = Object.fromEntries(tokens.map((token) => [keyOf(token), FieldValue.delete()]));
  await pushTokensRef(uid).set({ tokens: removals }, { merge: true });
}

export async function pushTokensOf(uid: string): Promise<string[]> {
  const tokens = storedTokens((await pushTokensRef(uid).get()).data());
  return Object.values(tokens).map((stored) => stored.token);
}
