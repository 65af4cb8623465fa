// The AI analysis as the tests drive it: the Gemini stand-in's control API (port 9901), the
// admin's choice of provider, and waiting for the analysis the queue's worker writes.
import type { DocumentData } from 'firebase-admin/firestore';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminDb, eventually } from './admin';
import { adminCall, createAdmin, type AdminCredentials } from './adminAccounts';

export const GEMINI_URL = 'http://127.0.0.1:9901';

async function geminiControl(path: string, body: unknown, method = 'POST'): Promise<void> {
  const response = await fetch(`${GEMINI_URL}/_control/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

/** The JSON every Gemini call answers from now on (null: one built from the schema). */
export const setGeminiReply = (reply: unknown) => geminiControl('gemini/json-reply', reply, 'PUT');
/** The next `count` Gemini calls fail with a named fault ('rate-limit', 'malformed', ...). */
export const failGemini = (fault: string, count = 1) => geminiControl('faults', { fault, count });
export const resetGemini = () => geminiControl('reset', {});

export async function setProvider(admin: AdminCredentials, provider: string): Promise<void> {
  const response = await adminCall('PUT', '/api/admin/settings/ai', admin, { provider });
  expect(response.status).toBe(200);
}

/**
 * An admin for the file's tests, made before them; the AI provider they choose is put back
 * after them. Call what it returns inside a test or hook, once its beforeAll has run.
 */
export function analysisAdmin(): () => AdminCredentials {
  let admin: AdminCredentials | undefined;
  let initialProvider = '';
  beforeAll(async () => {
    admin = await createAdmin();
    const settings = await adminCall<{ provider: string }>('GET', '/api/admin/settings/ai', admin);
    initialProvider = settings.body.provider;
  });
  afterAll(async () => {
    if (admin) await setProvider(admin, initialProvider);
  });
  return () => {
    if (!admin) throw new Error('analysisAdmin() is read before its beforeAll ran');
    return admin;
  };
}

/** Today in UTC, the zone of test users who sent none. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

export async function readAnalysis(uid: string, day: string): Promise<DocumentData | undefined> {
  return (await adminDb().doc(`users/${uid}/analyses/${day}`).get()).data();
}

/**
 * The day's analysis once it exists (and, if given, once `ready` holds for it). A queued
 * analysis runs within a second or two, unless its first dispatch fails: the queue tries again
 * after 5 s, then 10 s, so the wait covers two retries.
 */
export function analysisOf(
  uid: string,
  day: string,
  ready: (analysis: DocumentData) => boolean = () => true,
  timeoutMs = 45_000,
): Promise<DocumentData> {
  return eventually(
    async () => {
      const analysis = await readAnalysis(uid, day);
      return analysis && ready(analysis) ? analysis : undefined;
    },
    `the analysis of ${uid} for ${day}`,
    timeoutMs,
  );
}

/** How often a run's progress is asked for. */
const ADMIN_POLL_MS = 500;

/** Queues an admin run for the users and waits until every one of them is done. */
export async function analyseNow(
  admin: AdminCredentials,
  userIds: string[],
  timeoutMs = 30_000,
): Promise<string> {
  const response = await adminCall<{ runId: string; queued: number }>(
    'POST',
    '/api/admin/analyze-todos',
    admin,
    { userIds },
  );
  expect(response.status).toBe(202);
  const { runId } = response.body;
  await eventually(
    async () => {
      const progress = await adminCall<{ done: number }>(
        'GET',
        `/api/admin/analyze-todos/${runId}`,
        admin,
      );
      return progress.body.done >= userIds.length ? true : undefined;
    },
    `analysis run ${runId}`,
    timeoutMs,
    // Each poll is an admin request, and an admin has 240 a minute (the emulators' limit): at
    // the default 100 ms, a run that waits on a retry's backoff spent the file's whole minute,
    // and every admin call after it answered 429.
    ADMIN_POLL_MS,
  );
  return runId;
}

/**
 * Runs `work` with the analysis provider set to the chat webhook at `server`, then restores the
 * integrations (the caller restores the provider).
 */
export async function withWebhookProvider(
  admin: AdminCredentials,
  server: Server,
  work: () => Promise<void>,
): Promise<void> {
  const integrations = adminDb().doc('config/integrations');
  const before = (await integrations.get()).data();
  try {
    const { port } = server.address() as AddressInfo;
    const saved = await adminCall('POST', '/api/admin/settings/n8n', admin, {
      chatUrl: `http://127.0.0.1:${port}/analysis`,
    });
    expect(saved.status).toBe(200);
    await setProvider(admin, 'webhook');
    await work();
  } finally {
    await (before ? integrations.set(before) : integrations.delete());
  }
}
