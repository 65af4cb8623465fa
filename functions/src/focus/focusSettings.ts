// The user's focus settings: the three lengths, the long-break interval and the switches.
import type { FocusSettings, FocusSettingsUpdate } from '@pomoplan/domain';
import { definedFields, runTransaction, serverTime } from '../platform/firestore';
import { focusSettingsRef, readSettings } from './focusStore';

export async function readFocusSettings(uid: string): Promise<FocusSettings> {
  return readSettings(await focusSettingsRef(uid).get());
}

/** Applies the change; the lengths take effect from the next phase. */
export async function updateFocusSettings(
  uid: string,
  change: FocusSettingsUpdate,
): Promise<FocusSettings> {
  return runTransaction(async (tx) => {
    const settings = {
      ...readSettings(await tx.get(focusSettingsRef(uid))),
      ...definedFields(change),
    };
    tx.set(focusSettingsRef(uid), { ...settings, updatedAt: serverTime() });
    return settings as FocusSettings;
  });
}
