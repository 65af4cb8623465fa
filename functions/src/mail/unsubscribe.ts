// What an unsubscribe link does: turn off the switch of Settings › Notifications that sends
// that kind of mail. Turning off what is off changes nothing, so a second click is harmless.
import { OPTIONAL_MAIL, type UserSettingsUpdate } from '@pomoplan/domain';
import { mailUnsubscribeKey } from '../platform/config';
import * as logs from '../platform/logs';
import { updateUserSettings } from '../users/users';
import { verifiedUnsubscribe, type UnsubscribeRequest } from './unsubscribeLink';

/** What a link asks for; null, logged, when it was cut short or tampered with. */
export function checkedUnsubscribe(
  query: Record<string, unknown>,
  via: 'one-click' | 'link',
): UnsubscribeRequest | null {
  const request = verifiedUnsubscribe(query, mailUnsubscribeKey.value());
  if (!request) logs.unsubscribeLinkRefused(via);
  return request;
}

/**
 * Checks the link's signature and turns its mail off; null (and nothing changed) when the link
 * was cut short or tampered with. An account deleted since has no mail left to turn off.
 */
export async function unsubscribe(
  query: Record<string, unknown>,
  via: 'one-click' | 'link',
): Promise<UnsubscribeRequest | null> {
  const request = checkedUnsubscribe(query, via);
  if (!request) return null;
  const off: UserSettingsUpdate = { [OPTIONAL_MAIL[request.kind].setting]: false };
  await updateUserSettings(request.uid, off);
  logs.mailTurnedOff(request.uid, request.kind, via);
  return request;
}
