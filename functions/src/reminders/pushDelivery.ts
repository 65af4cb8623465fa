// The push part of a reminder, after the transaction that recorded it: push is a call to
// FCM, which a transaction cannot hold. The guard says 'pending' until the push went out, so
// a retried task pushes only if the previous attempt stopped before pushing.
import { SNOOZE_CHOICES, SNOOZE_LABELS, type ReminderMessage } from '@pomoplan/domain';
import { pushToUser } from '../notify/pushToUser';
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
