// Analyses queued the way an admin queues them (POST /api/admin/analyze-todos: the same queue,
// task names and worker as the nightly planner), and waiting until every user counts as done.
import { randomUUID } from 'node:crypto';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { adminDb } from './admin';
import { BASE_URL } from './config';

const POLL_MS = 1000;
const TIMEOUT_MS = 60 * 60_000;

export interface Admin {
  email: string;
  password: string;
}

export async function createAdmin(): Promise<Admin> {
  adminDb();
  const app = getApps()[0];
  if (!app) throw new Error('firebase-admin is not initialised');
  const email = `bench-admin-${randomUUID()}@pomoplan.test`;
  const password = `pw-${randomUUID()}`;
  const { uid } = await getAuth(app).createUser({ email, password });
  await getAuth(app).setCustomUserClaims(uid, { admin: true });
  return { email, password };
}

async function adminCall<T>(admin: Admin, method: string, path: string, body?: unknown) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-admin-email': admin.email,
      'x-admin-password': admin.password,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface AnalysisRunTimes {
  enqueueMs: number;
  totalMs: number;
  /** The admin runs the users were queued under (500 users each). */
  runs: string[];
}

/** Queues one analysis per user through the admin route and waits until every one is done. */
export async function analyseAndWait(admin: Admin, uids: string[]): Promise<AnalysisRunTimes> {
  const started = Date.now();
  // The admin route takes at most 500 ids at once: the rest go in further runs of 500.
  const runs: string[] = [];
  for (let start = 0; start < uids.length; start += 500) {
    const run = await adminCall<{ runId: string }>(admin, 'POST', '/api/admin/analyze-todos', {
      userIds: uids.slice(start, start + 500),
    });
    runs.push(run.runId);
  }
  const enqueueMs = Date.now() - started;
  // Progress is counted in Firestore (each user's done marker) rather than through the API, so
  // that polling adds no load to the functions that are being measured.
  for (;;) {
    const counts = await Promise.all(
      runs.map(
        async (runId) =>
          (await adminDb().collection(`aiRuns/${runId}/done`).count().get()).data().count,
      ),
    );
    const done = counts.reduce((sum, count) => sum + count, 0);
    if (done >= uids.length) break;
    if (Date.now() - started > TIMEOUT_MS) throw new Error(`only ${done} of ${uids.length} done`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return { enqueueMs, totalMs: Date.now() - started, runs };
}
