// A user who asked for quiet pomodoros gets no reminder push while one runs: the reminder still
// lands in the bell (and in the mail), where it waits for the break.
import { isFocusing } from '@pomoplan/domain';
import type { Transaction } from 'firebase-admin/firestore';
import type { ReminderChannels } from '../notify/userChannels';
import { focusSettingsRef, readSettings, readTimer, timerRef } from './focusStore';

/** The channels a reminder goes out on now: push left out during a quiet pomodoro. */
export async function channelsBesideFocus(
  tx: Transaction,
  uid: string,
  channels: ReminderChannels,
  nowMs: number,
): Promise<ReminderChannels> {
  // Only a push can be held back, so a user without push costs no read.
  if (!channels.push) return channels;
  const [settings, timer] = await Promise.all([
    tx.get(focusSettingsRef(uid)),
    tx.get(timerRef(uid)),
  ]);
  const quiet = readSettings(settings).quietDuringFocus && isFocusing(readTimer(timer), nowMs);
  return quiet ? { ...channels, push: false } : channels;
}
