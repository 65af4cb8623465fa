// The push of a phase end, after the transaction that recorded it: sent at most once, since a
// repeated task finds the phase already ended and pushes nothing.
import * as logs from '../platform/logs';
import { sendPush } from '../reminders/push';
import { pushTokensOf, removePushTokens } from '../users/pushTokens';
import type { PhaseAnnouncement } from './endPhase';

export async function pushPhaseEnd({ uid, id, title, body }: PhaseAnnouncement): Promise<void> {
  const tokens = await pushTokensOf(uid);
  const results = await sendPush(
    tokens.map((token) => ({ token, data: { title, body, url: '/todo', tag: id } })),
  );
  const gone = results.filter((result) => result.outcome === 'gone').map((result) => result.token);
  await removePushTokens(uid, gone);
  const failed = results.filter((result) => result.outcome === 'failed').length;
  if (failed > 0) logs.pushFailed(uid, failed);
}
