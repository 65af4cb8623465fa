// A push to every browser a user has signed in on, through FCM (push.ts); the tokens FCM says
// are gone are dropped on the way.
import * as logs from '../platform/logs';
import { pushTokensOf, removePushTokens } from '../users/pushTokens';
import { sendPush } from './push';

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
