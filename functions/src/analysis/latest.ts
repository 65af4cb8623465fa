// The latest analysis a user has, and whether it still says what a new one would. The API's
// refresh asks this before queueing; it reads no provider settings or secrets, so the api
// function stays clear of the AI providers.
import { AI_PROVIDERS, type AiProvider } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { analysesCollection } from '../platform/refs';
import { findUser } from '../users/users';
import { analysisInputHash } from './inputHash';
import { loadAnalysisInput } from './load';

const isAiProvider = (value: unknown): value is AiProvider =>
  AI_PROVIDERS.some((provider) => provider === value);

export interface LatestAnalysis {
  /** Null for an analysis that keeps no hash (a fallback): it is never "unchanged". */
  inputHash: string | null;
  createdAt: Date | null;
  provider: string | null;
}

export async function latestAnalysisOf(uid: string): Promise<LatestAnalysis | undefined> {
  const latest = await analysesCollection(uid).orderBy('createdAt', 'desc').limit(1).get();
  const doc = latest.docs[0];
  if (!doc) return undefined;
  const hash: unknown = doc.get('inputHash');
  const createdAt: unknown = doc.get('createdAt');
  const provider: unknown = doc.get('provider');
  return {
    inputHash: typeof hash === 'string' ? hash : null,
    createdAt: createdAt instanceof Timestamp ? createdAt.toDate() : null,
    provider: typeof provider === 'string' ? provider : null,
  };
}

/**
 * When the latest analysis was written, if the user's todos and tasks still say what they said
 * then (judged for the provider that wrote it); null otherwise.
 */
export async function unchangedSince(uid: string, now = new Date()): Promise<Date | null> {
  const [user, latest] = await Promise.all([findUser(uid), latestAnalysisOf(uid)]);
  if (!user || !latest?.inputHash || !isAiProvider(latest.provider)) return null;
  const input = await loadAnalysisInput(user, now);
  return analysisInputHash(input, latest.provider) === latest.inputHash ? latest.createdAt : null;
}
