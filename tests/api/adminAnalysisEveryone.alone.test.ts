// The admin's analysis of everyone queues every user of the emulators (a hundred or more by the
// time this runs), and the queue then runs 20 function processes at once. It runs alone
// (vitest project `api-alone`) and waits for the whole run, so that none of its analyses is
// still taking the machine when the browser suite starts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall, type AdminCredentials } from './support/adminAccounts';
import { analysisAdmin, analysisOf, resetGemini, setProvider, todayUtc } from './support/analysis';
import { createUser } from './support/users';

const RUN_TIMEOUT_MS = 240_000;

const analysisAdminOf = analysisAdmin();
let admin: AdminCredentials;
beforeAll(() => {
  admin = analysisAdminOf();
});
afterAll(() => resetGemini());

describe('POST /api/admin/analyze-todos for everyone', () => {
  it(
    'queues every user when userIds is omitted and analyses each of them',
    async () => {
      await setProvider(admin, 'builtin');
      // The run goes through the users in the order of their ids: this one comes first.
      const user = await createUser('First User', {
        uid: `0000${randomUUID().replaceAll('-', '').slice(0, 24)}`,
      });
      const response = await adminCall<{ queued: number; runId: string }>(
        'POST',
        '/api/admin/analyze-todos',
        admin,
        {},
      );
      expect(response.status).toBe(202);
      expect(response.body.queued).toBeGreaterThanOrEqual(2);
      await analysisOf(user.uid, todayUtc(), () => true, 60_000);

      // Polled every 2 s: each poll is an admin request among the run's own.
      const { runId, queued } = response.body;
      const deadline = Date.now() + RUN_TIMEOUT_MS;
      let progress = { queued, done: 0 };
      while (progress.done < queued && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        const answer = await adminCall<{ queued: number; done: number }>(
          'GET',
          `/api/admin/analyze-todos/${runId}`,
          admin,
        );
        progress = answer.body;
      }
      expect(progress).toMatchObject({ queued, done: queued });
    },
    RUN_TIMEOUT_MS + 90_000,
  );
});
