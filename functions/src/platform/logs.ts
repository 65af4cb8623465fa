// One function per log event, on the Cloud Functions logger: call sites read as sentences and
// the fields are searchable in Cloud Logging (jsonPayload.<field>).
import { logger } from 'firebase-functions/logger';

function describeError(error: unknown): { error: string; stack?: string } {
  if (error instanceof Error)
    return { error: `${error.name}: ${error.message}`, stack: error.stack };
  return { error: String(error) };
}

/** A request failed in a way no handler expected; the caller got a 500. */
export function unexpectedError(method: string, path: string, error: unknown): void {
  logger.error('Unexpected error while answering a request', {
    method,
    path,
    ...describeError(error),
  });
}

/** A write lost to concurrent writes of the same documents; the caller was asked to retry. */
export function writeContention(method: string, path: string, error: unknown): void {
  logger.warn('A write gave way to concurrent writes; the caller may retry', {
    method,
    path,
    ...describeError(error),
  });
}

/** A stored document its schema refuses and that no default can repair: left out of a read. */
export function storedDocumentSkipped(path: string, reason: string): void {
  logger.warn('Skipped a stored document that does not match its schema', { path, reason });
}

/** A request that needed a stored document its schema refuses, answered 409. */
export function storedDocumentUnreadable(method: string, path: string, reason: string): void {
  logger.warn('Refused a request on a stored document that does not match its schema', {
    method,
    path,
    reason,
  });
}

/** A stored document read with some fields replaced by their defaults. */
export function storedFieldsReset(path: string, fields: string[], reason: string): void {
  logger.warn('Read a stored document with invalid fields reset to their defaults', {
    path,
    fields,
    reason,
  });
}

export function adminSignInUnreachable(error: unknown): void {
  logger.error('Admin sign-in: Firebase Auth could not be reached', describeError(error));
}

export function adminSignInFailed(status: number, code: string): void {
  logger.error('Admin sign-in: Firebase Auth answered with an error', { status, code });
}

/** A call to the Stripe webhook without a valid signature; answered 400. */
export function stripeWebhookRejected(reason: string): void {
  logger.warn('Stripe webhook: refused a request without a valid signature', { reason });
}

/**
 * A Stripe event about a subscription whose customer no user has (and whose metadata names no
 * user without one); answered 200 so Stripe stops sending it.
 */
export function stripeEventForUnknownCustomer(
  eventId: string,
  type: string,
  subscription: string,
): void {
  logger.warn('Stripe webhook: event for a customer no user has', { eventId, type, subscription });
}

/** A Stripe event about a subscription Stripe does not know (deleted, or another account's). */
export function stripeEventForUnknownSubscription(
  eventId: string,
  type: string,
  subscription: string,
): void {
  logger.warn('Stripe webhook: event for a subscription Stripe does not have', {
    eventId,
    type,
    subscription,
  });
}

/** Handling a Stripe event failed; answered 500 so that Stripe delivers it again. */
export function stripeEventFailed(eventId: string, type: string, error: unknown): void {
  logger.error('Stripe webhook: handling an event failed; Stripe will retry', {
    eventId,
    type,
    ...describeError(error),
  });
}

/** A Stripe event was applied to a user (or recognised as a redelivery). */
export function stripeEventHandled(eventId: string, type: string, outcome: string): void {
  logger.info('Stripe webhook: event handled', { eventId, type, outcome });
}

/** A user's AI analysis for a day was written. */
export function analysisWritten(
  uid: string,
  day: string,
  provider: string,
  fallback: boolean,
): void {
  logger.info('Wrote an AI analysis', { uid, day, provider, fallback });
}

/** Nothing changed since the user's last analysis, so no provider was called. */
export function analysisUnchanged(uid: string, day: string): void {
  logger.info('Skipped an AI analysis: nothing changed since the last one', { uid, day });
}

/** The analysis provider failed; `outcome` says whether the task retries, kept or fell back. */
export function analysisProviderFailed(
  uid: string,
  provider: string,
  failure: string,
  message: string,
  outcome: 'retry' | 'kept last analysis' | 'built-in analysis',
): void {
  logger.warn('The AI analysis provider failed', { uid, provider, failure, message, outcome });
}

/** Analysis tasks were put on the queue (or were there already under the same name). */
export function analysesQueued(source: string, queued: number, duplicates: number): void {
  logger.info('Queued AI analyses', { source, queued, duplicates });
}

/** A recurring task's next occurrence was not created: the account holds all it can. */
export function nextOccurrenceSkipped(path: string, reason: string): void {
  logger.warn('Skipped the next occurrence of a recurring task', { path, reason });
}

/** A task whose payload is not valid: dropped, since a retry cannot mend it. */
export function taskDropped(functionName: string, reason: string): void {
  logger.error('Dropped a task with an invalid payload', { functionName, reason });
}

/** Daily digest tasks were put on the queue (or were there already under the same name). */
export function digestsQueued(queued: number, duplicates: number): void {
  logger.info('Queued daily digests', { queued, duplicates });
}

/** What one user's daily digest task did: sent, repeated, nothing to send, switched off. */
export function digestHandled(uid: string, day: string, outcome: string): void {
  logger.info('Daily digest', { uid, day, outcome });
}

/** One account's report months counted again; null when the account is gone. */
export function reportsRecounted(uid: string, summary: Record<string, number> | null): void {
  logger.info('Report months recounted', { uid, ...(summary ?? { gone: 1 }) });
}

/** An import's recount could not be queued: the weekly recount counts the account instead. */
export function importRecountDeferred(uid: string, error: unknown): void {
  logger.warn('Report recount after an import left to the weekly run', {
    uid,
    error: String(error),
  });
}

export function weeklyReportsQueued(queued: number, duplicates: number): void {
  logger.info('Queued weekly reports', { queued, duplicates });
}

/** What one user's weekly report task did: sent, repeated, switched off, not on the plan. */
export function weeklyReportHandled(uid: string, week: string, outcome: string): void {
  logger.info('Weekly report', { uid, week, outcome });
}

/** A reminder task whose payload is not a reminder: acknowledged without retry. */
export function reminderTaskRefused(reason: string): void {
  logger.error('Refused a reminder task with a malformed payload', { reason });
}

/** What one reminder delivery did: sent, already-sent (a repeat) or stale (task changed). */
export function reminderDelivered(uid: string, taskId: string, outcome: string): void {
  logger.info('Reminder delivery', { uid, taskId, outcome });
}

/** The emulators' mail relay could not hand a mail document to the local mailbox. */
export function mailRelayFailed(mailId: string, error: unknown): void {
  logger.error('Could not relay a mail document to the local mailbox', {
    mailId,
    ...describeError(error),
  });
}

/** FCM refused some of a user's push messages for a reason other than a gone token. */
export function pushFailed(uid: string, failed: number): void {
  logger.warn('Some push messages could not be sent', { uid, failed });
}

/** A user connected Google Calendar. */
export function googleConnected(uid: string): void {
  logger.info('Google Calendar connected', { uid });
}

/** A Google Calendar connection ended in a failure result on /settings. */
export function googleConnectFailed(result: string, reason: unknown, uid?: string): void {
  const detail = typeof reason === 'string' ? { reason } : describeError(reason);
  logger.warn('Google Calendar connection failed', { result, uid, ...detail });
}

/** A callback arrived again with a spent state: it answers what the first arrival did. */
export function googleCallbackRepeated(): void {
  logger.info('Google Calendar callback repeated');
}

/** The person said no on Google's consent page: their choice, so info rather than a warning. */
export function googleConsentDenied(uid: string): void {
  logger.info('Google Calendar consent denied', { uid });
}

/** Google could not be told to revoke a grant we are forgetting anyway. */
export function googleRevokeFailed(error: unknown): void {
  logger.warn('Google did not confirm revoking a grant', describeError(error));
}

/** Google refused a stored grant (revoked or expired): the user must connect again. */
export function googleGrantRefused(uid: string): void {
  logger.info('Google refused the stored grant; the user must reconnect', { uid });
}

/** Google's events could not be read this time; the calendar shows own tasks only. */
export function googleEventsUnavailable(uid: string, error: unknown): void {
  logger.warn('Google Calendar events unavailable', { uid, ...describeError(error) });
}

/** A mail's unsubscribe link turned that kind of mail off (`via`: the mail client or a browser). */
export function mailTurnedOff(uid: string, kind: string, via: 'one-click' | 'link'): void {
  logger.info('An unsubscribe link turned a kind of e-mail off', { uid, kind, via });
}

/** An unsubscribe link that was cut short or tampered with; nothing was changed. */
export function unsubscribeLinkRefused(via: 'one-click' | 'link'): void {
  logger.warn('Refused an unsubscribe link whose signature does not match', { via });
}

/** An account deletion was asked for (by the user, or by an admin named in requestedBy). */
export function accountDeletionRequested(uid: string, requestedBy: string): void {
  logger.info('Account deletion requested', { uid, requestedBy });
}

/** One step of an account deletion is done (the record keeps it, so a re-run skips it). */
export function accountDeletionStepDone(uid: string, step: string): void {
  logger.info('Account deletion step done', { uid, step });
}

/** Every trace of the account is gone, the Auth user and the deletion record included. */
export function accountDeleted(uid: string): void {
  logger.info('Account deleted', { uid });
}

/** A user's export is built and can be downloaded until it expires. */
export function exportBuilt(uid: string, exportId: string): void {
  logger.info('Export built', { uid, exportId });
}

/** What one phase end of a focus timer did: ended, early (retried), or stale (changed since). */
export function focusPhaseEnded(uid: string, revision: number, outcome: string): void {
  logger.info('Focus phase end', { uid, revision, outcome });
}
