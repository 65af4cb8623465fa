// The analysis queue at its rate limit: more analyses than the queue dispatches at once, each
// answered slowly, so the bound has to hold some back. The functions emulator starts a process
// for each dispatch in flight (20 here), which on two cores takes the machine for a while: this
// file runs alone (vitest project `api-alone`), since beside the rules suite those processes
// took more than a minute to start and the dispatches were cut off.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, type AdminCredentials } from './support/adminAccounts';
import {
  analyseNow,
  analysisAdmin,
  readAnalysis,
  todayUtc,
  withWebhookProvider,
} from './support/analysis';
import { createUser } from './support/users';

const TASKS_EMULATOR_URL = 'http://127.0.0.1:9499';

const analysisAdminOf = analysisAdmin();
let admin: AdminCredentials;
beforeAll(() => {
  admin = analysisAdminOf();
});

describe("the analysis queue's rate limits", () => {
  // Above the queue's 20 concurrent dispatches, so the bound has to hold some tasks back.
  const USERS = 24;
  const REPLY_DELAY_MS = 1_500;
  let server: Server;
  let inFlight = 0;
  let mostInFlight = 0;

  beforeAll(async () => {
    // A provider that answers slowly, so that every dispatch the queue lets through is seen
    // in flight at once.
    server = createServer((request, response) => {
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      request.resume();
      request.on('end', () => {
        setTimeout(() => {
          inFlight -= 1;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify([{ output: 'Slow webhook answer.' }]));
        }, REPLY_DELAY_MS);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('dispatches at most 20 analyses at once and still analyses every user once', async () => {
    const stats = (await (await fetch(`${TASKS_EMULATOR_URL}/queueStats`)).json()) as Record<
      string,
      { maxConcurrent: number; maxRate: number }
    >;
    const queue = Object.entries(stats).find(([key]) => key.endsWith('-analyseUserTask'));
    expect(queue?.[1]).toMatchObject({ maxConcurrent: 20, maxRate: 20 });

    await withWebhookProvider(admin, server, async () => {
      // One after another: the functions emulator starts a process for every request that
      // finds all of its instances busy, and 24 at once would start as many.
      const users = [];
      for (let index = 0; index < USERS; index += 1) users.push(await createUser());
      const runId = await analyseNow(
        admin,
        users.map((user) => user.uid),
        90_000,
      );

      expect(mostInFlight).toBeLessThanOrEqual(20);
      expect(mostInFlight).toBeGreaterThan(1);
      const progress = await adminCall('GET', `/api/admin/analyze-todos/${runId}`, admin);
      expect(progress.body).toMatchObject({ queued: USERS, done: USERS });
      for (const user of users) {
        expect(await readAnalysis(user.uid, todayUtc())).toMatchObject({
          aiResponse: 'Slow webhook answer.',
          provider: 'webhook',
        });
      }
    });
  }, 120_000);
});
