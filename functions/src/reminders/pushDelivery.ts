// The push part of a reminder, after the transaction that recorded it: push is a call to
// FCM, which a transaction cannot hold. The guard says 'pending' until the push went out, so
// a retried task pushes only if the previous attempt stopped before pushing.
import { SNOOZE_CHOICES, SNOOZE_LABELS, type ReminderMessage } from '@pomoplan/domain';
import { sendPush } from './push';
import * as logs from '../platform/logs';
import { pushTokensOf, removePushTokens } from '../users/pushTokens';
import { reminderSendRef } from './refs';

/** A push still to send after the transaction (the guard records it as 'pending'). */
export interface PendingPush {
  uid: string;
  sendId: string;
  message: ReminderMessage;
  /** Present on a task's reminder: its push offers snooze buttons that present this key. */
  snoozeKey?: string;
}

/**
 * The snooze buttons of a reminder's push, as the service worker shows them (a browser shows
 * as many as it can: Chrome two). Each names its choice; the key proves the click.
 */
function snoozeData(snoozeKey: string | undefined): Record<string, string> {
  if (snoozeKey === undefined) return {};
  const actions = SNOOZE_CHOICES.map((choice) => ({
    action: `snooze-${choice}`,
    title: SNOOZE_LABELS[choice],
  }));
  return { snoozeKey, snoozeActions: JSON.stringify(actions) };
}

/**
 * Pushes `data` to every browser of the user; drops the tokens FCM says are gone. Not retried:
 * a retry would push again to the browsers that did get it. Answers how many it reached.
 */
export async function pushToUser(uid: string, data: Record<string, string>): Promise<number> {
  const tokens = await pushTokensOf(uid);
  const results = await sendPush(tokens.map((token) => ({ token, data })));
  const gone = results.filter((result) => result.outcome === 'gone').map((result) => result.token);
  await removePushTokens(uid, gone);
  const failed = results.filter((result) => result.outcome === 'failed').length;
  if (failed > 0) logs.pushFailed(uid, failed);
  return results.length - gone.length - failed;
}

export async function deliverPendingPush({
  uid,
  sendId,
  message,
  snoozeKey,
}: PendingPush): Promise<void> {
  const pushedTo = await pushToUser(uid, {
    title: message.title,
    body: message.body,
    url: message.path,
    tag: sendId,
    ...snoozeData(snoozeKey),
  });
  await reminderSendRef(sendId).update({ push: 'sent', pushedTo });
}
