// One user's analysis for their current local day, as the queue's worker runs it. Written to
// users/{uid}/analyses/{day}, so a retried or repeated task rewrites the day's document instead
// of adding one; an input that says what the last analysis's said (inputHash.ts) skips the
// provider entirely, whatever day that analysis was written.
import type { AiProvider, User } from '@pomoplan/domain';
import * as logs from '../platform/logs';
import { db, serverTime, StoredDataError } from '../platform/firestore';
import { analysesCollection } from '../platform/refs';
import { findUser } from '../users/users';
import { sectionsText } from './builtin';
import { latestAnalysisOf } from './latest';
import { loadAnalysisInput } from './load';
import { analysisInputHash } from './inputHash';
import { builtinProvider, chooseProvider } from './providers';
import { runDoneDoc } from './runRefs';
import { readAiSettings } from './settings';

export type AnalyseOutcome =
  'written' | 'fallback' | 'unchanged' | 'kept last analysis' | 'no such user' | 'unreadable user';

export interface AnalyseOptions {
  now?: Date;
  /** Set when an admin run queued the task: its progress counts this user once. */
  runId?: string;
  /** False on the queue's last attempt: a passing failure then falls back instead of retrying. */
  mayRetry?: boolean;
}

/** Thrown for a passing failure (429, 5xx, timeout) so that Cloud Tasks retries the task. */
export class RetryableAnalysisError extends Error {}

/** The user's input now and the hash it has for the provider that would analyse it. */
async function currentInput(user: User, now: Date) {
  const [input, settings] = await Promise.all([loadAnalysisInput(user, now), readAiSettings()]);
  const provider = await chooseProvider(settings.provider);
  return { input, provider, inputHash: analysisInputHash(input, provider.name) };
}

export async function analyseUser(
  uid: string,
  options: AnalyseOptions = {},
): Promise<AnalyseOutcome> {
  const now = options.now ?? new Date();
  // An admin run counts every user it queued as done, whatever the outcome, so it can finish.
  const markDone = async () => {
    if (options.runId) await runDoneDoc(options.runId, uid).set({ at: serverTime() });
  };
  let user: User | null;
  try {
    user = await findUser(uid);
  } catch (error) {
    // No retry can mend a user document its schema refuses: it is logged and counted as done.
    if (!(error instanceof StoredDataError)) throw error;
    logs.storedDocumentSkipped(`users/${uid}`, error.message);
    await markDone();
    return 'unreadable user';
  }
  if (!user) {
    await markDone();
    return 'no such user';
  }
  const [{ input, provider, inputHash }, latest] = await Promise.all([
    currentInput(user, now),
    latestAnalysisOf(uid),
  ]);
  const lastHash = latest === undefined ? undefined : latest.inputHash;
  if (lastHash === inputHash) {
    logs.analysisUnchanged(uid, input.today);
    await markDone();
    return 'unchanged';
  }

  let result = await provider.analyse(input);
  let used: AiProvider = provider.name;
  if (!result.ok) {
    const { failure, message } = result;
    const passing = failure === 'rate-limited' || failure === 'unavailable';
    if (passing && options.mayRetry !== false) {
      logs.analysisProviderFailed(uid, provider.name, failure, message, 'retry');
      throw new RetryableAnalysisError(message);
    }
    if (lastHash !== undefined) {
      logs.analysisProviderFailed(uid, provider.name, failure, message, 'kept last analysis');
      await markDone();
      return 'kept last analysis';
    }
    logs.analysisProviderFailed(uid, provider.name, failure, message, 'built-in analysis');
    result = await builtinProvider.analyse(input);
    used = builtinProvider.name;
    if (!result.ok) throw new Error('The built-in analyser cannot fail');
  }
  const fallback = used !== provider.name;

  const batch = db().batch();
  batch.set(analysesCollection(uid).doc(input.today), {
    aiResponse: sectionsText(result.sections),
    weeklyReview: result.sections.weeklyReview ?? null,
    createdAt: serverTime(),
    provider: used,
    model: result.model,
    promptTokens: result.promptTokens,
    outputTokens: result.outputTokens,
    // A fallback keeps no hash, so the next run asks the chosen provider again.
    inputHash: fallback ? null : inputHash,
    day: input.today,
  });
  if (options.runId) batch.set(runDoneDoc(options.runId, uid), { at: serverTime() });
  await batch.commit();
  logs.analysisWritten(uid, input.today, used, fallback);
  return fallback ? 'fallback' : 'written';
}
