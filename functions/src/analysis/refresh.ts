// A user's own "refresh" of the analysis: at most one every AI_REFRESH_INTERVAL_MINUTES,
// counted in Firestore (users/{uid}/private/aiRefresh, closed to clients) so that the limit
// holds across function instances, unlike the in-memory API rate limit.
import { AI_REFRESH_INTERVAL_MINUTES } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { runTransaction, userDoc } from '../platform/firestore';
import { enqueueAnalyses } from './queue';
import { unchangedSince } from './latest';

const INTERVAL_MS = AI_REFRESH_INTERVAL_MINUTES * 60_000;

export const REFRESH_QUEUED = 'A fresh analysis is on its way.';
export const REFRESH_UNCHANGED = 'Up to date: nothing changed since the last analysis.';

export function refreshRefused(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `The analysis can be refreshed once every ${AI_REFRESH_INTERVAL_MINUTES} minutes: ` +
    `try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  );
}

export type RefreshOutcome =
  | { queued: true }
  | { queued: false; unchangedSince: Date }
  | { queued: false; retryAfterSeconds: number };

/**
 * Queues a fresh analysis unless the latest one already says what a new one would (then it
 * answers when that one was written, and the allowance is not spent) or the allowance is spent.
 */
export async function refreshAnalysis(uid: string, now = new Date()): Promise<RefreshOutcome> {
  const since = await unchangedSince(uid, now);
  if (since !== null) return { queued: false, unchangedSince: since };
  const record = userDoc(uid).collection('private').doc('aiRefresh');
  const claim = await runTransaction(async (tx): Promise<RefreshOutcome> => {
    const last: unknown = (await tx.get(record)).get('lastAt');
    const lastMs = last instanceof Timestamp ? last.toMillis() : 0;
    const waitMs = lastMs + INTERVAL_MS - now.getTime();
    if (waitMs > 0) return { queued: false, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    tx.set(record, { lastAt: Timestamp.fromDate(now) });
    return { queued: true };
  });
  if (claim.queued) {
    try {
      await enqueueAnalyses({ kind: 'refresh', window: String(now.getTime()) }, [uid]);
    } catch (error) {
      // Nothing was queued: the user may try again at once instead of in ten minutes.
      await record.delete();
      throw error;
    }
  }
  return claim;
}
