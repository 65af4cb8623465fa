// The nightly fan-out on the emulators: N users seeded with todos, tasks and a goal, one
// analysis task each queued through POST /api/admin/analyze-todos (the same queue, names and
// worker as the nightly planner), timed until every user's analysis exists. Writes
// bench/fanout-report.md. Run inside one emulator suite:
//   npm run build && flock /tmp/pomoplan-emulators.lock npm run emulators:exec -- "npx tsx bench/fanOut.ts"
// BENCH_FANOUT_USERS=1000,10000 sets the sizes (default 1000); BENCH_FANOUT_WAVE (default 1000)
// the most users the emulator holds at once (see runWave).
import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { adminDb, withTriggersDisabled } from './core/admin';
import { BASE_URL } from './core/config';

const SIZES = (process.env.BENCH_FANOUT_USERS ?? '1000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);
const TODOS_PER_USER = 6;
const TASKS_PER_USER = 3;
const GOALS_PER_USER = 1;
const WAVE = Number(process.env.BENCH_FANOUT_WAVE ?? '1000');
const POLL_MS = 1000;
const TIMEOUT_MS = 60 * 60_000;

interface Admin {
  email: string;
  password: string;
}

async function createAdmin(): Promise<Admin> {
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

/** N users with todos due today and overdue, dated tasks and a goal, in batches of 400. */
async function seedUsers(count: number, prefix: string): Promise<string[]> {
  const db = adminDb();
  const now = Timestamp.now();
  const yesterday = Timestamp.fromMillis(now.toMillis() - 86_400_000);
  const today = new Date().toISOString().slice(0, 10);
  const uids = Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
  let batch: WriteBatch = db.batch();
  let writes = 0;
  const add = async (path: string, data: Record<string, unknown>) => {
    batch.set(db.doc(path), data);
    writes += 1;
    if (writes === 400) {
      await batch.commit();
      batch = db.batch();
      writes = 0;
    }
  };
  for (const uid of uids) {
    await add(`users/${uid}`, {
      email: `${uid}@pomoplan.test`,
      subscriptionTier: ['free', 'pro', 'master'][uids.indexOf(uid) % 3],
      timeZone: 'UTC',
      createdAt: now,
      updatedAt: now,
    });
    await add(`users/${uid}/goals/goal-0`, {
      name: 'Get fit',
      color: '#3B82F6',
      createdAt: now,
      updatedAt: now,
    });
    for (let index = 0; index < TODOS_PER_USER; index += 1) {
      const overdue = index % 3 === 0;
      await add(`users/${uid}/todos/todo-${index}`, {
        text: `Todo ${index}`,
        completed: index === TODOS_PER_USER - 1,
        dueType: index % 2 === 0 ? 'today' : 'anytime',
        goalId: index < 2 ? 'goal-0' : null,
        userId: uid,
        createdAt: overdue ? yesterday : now,
        updatedAt: overdue ? yesterday : now,
      });
    }
    for (let index = 0; index < TASKS_PER_USER; index += 1) {
      await add(`users/${uid}/tasks/task-${index}`, {
        title: `Task ${index}`,
        projectId: 'project-0',
        estimatedPomodoros: index + 1,
        pomodoroLength: 25,
        dueDate: today,
        isCompleted: false,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  if (writes > 0) await batch.commit();
  return uids;
}

interface FanOutResult {
  users: number;
  measuredAt: string;
  commit: string;
  /** The machine's load average when the run started (helps read a slow run). */
  loadAverage: number;
  /** Consecutive waves of at most WAVE users the run was split into. */
  waves: number;
  /** Each wave's time from its first POST until its last analysis. */
  waveSeconds?: number[];
  enqueueMs: number;
  totalMs: number;
  tasksPerSecond: number;
  readsPerUser: number;
  writesPerUser: number;
}

/**
 * Firestore operations of one analysis, counted from what the worker does (the emulator has no
 * usage counter): the user document, config/ai, the latest analysis, the open and the recent
 * todos and tasks (a query reads at least one document), the goals; then the analysis and the
 * run's progress document. The planner adds one read per user (its paged users query).
 */
function operationsPerUser(): { reads: number; writes: number } {
  const openTodos = TODOS_PER_USER - 1;
  const reads = 1 + 1 + 1 + openTodos + TODOS_PER_USER + TASKS_PER_USER * 2 + GOALS_PER_USER + 1;
  return { reads, writes: 2 };
}

interface WaveTimes {
  enqueueMs: number;
  totalMs: number;
}

/** Queues one analysis per user through the admin route and waits until every one is done. */
async function runWave(admin: Admin, uids: string[]): Promise<WaveTimes & { runs: string[] }> {
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

async function forget(uids: string[], runs: string[]): Promise<void> {
  const db = adminDb();
  const writer = db.bulkWriter();
  for (const uid of uids) await db.recursiveDelete(db.doc(`users/${uid}`), writer);
  for (const runId of runs) await db.recursiveDelete(db.doc(`aiRuns/${runId}`), writer);
  await writer.close();
}

/**
 * `size` users analysed. The emulator answers every query by scanning its whole store (seen in
 * its stack: FlatLocalEntityStore snapshot reads), so its cost per analysis grows with the
 * documents it holds, unlike Firestore's indexed queries: one store of 11,000 seeded users
 * slowed each analysis from 0.5 s to 6 s (2 tasks/s). Above WAVE users the run therefore goes
 * in consecutive waves, each wave's users deleted once done, and the times add up the waves
 * (seeding and deleting excluded).
 */
async function fanOut(admin: Admin, size: number): Promise<FanOutResult> {
  const loadAverage = os.loadavg()[0] ?? 0;
  const prefix = `fan-${randomUUID().slice(0, 8)}`;
  const total: WaveTimes = { enqueueMs: 0, totalMs: 0 };
  const waveSeconds: number[] = [];
  let waves = 0;
  for (let first = 0; first < size; first += WAVE) {
    const count = Math.min(WAVE, size - first);
    const uids = await withTriggersDisabled(() => seedUsers(count, `${prefix}-${waves}`));
    const wave = await runWave(admin, uids);
    total.enqueueMs += wave.enqueueMs;
    total.totalMs += wave.totalMs;
    waves += 1;
    waveSeconds.push(Math.round(wave.totalMs / 100) / 10);
    console.log(`  wave ${waves}: ${count} users in ${(wave.totalMs / 1000).toFixed(1)} s`);
    if (size > WAVE) await forget(uids, wave.runs);
  }
  const { reads, writes } = operationsPerUser();
  return {
    users: size,
    measuredAt: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim(),
    loadAverage,
    waves,
    waveSeconds,
    enqueueMs: total.enqueueMs,
    totalMs: total.totalMs,
    tasksPerSecond: size / (total.totalMs / 1000),
    readsPerUser: reads + 1,
    writesPerUser: writes,
  };
}

// Prices assumed (list prices, us-central1, checked 2026-11; change them here if they move).
const PRICE = {
  firestoreReadPer100k: 0.03,
  firestoreWritePer100k: 0.09,
  tasksPerMillion: 0.4,
  invocationsPerMillion: 0.4,
  /** 256 MiB: 0.167 vCPU at $0.000024/vCPU-s and 0.25 GiB at $0.0000025/GiB-s. */
  computePerSecond: 0.000024 * 0.167 + 0.0000025 * 0.25,
  geminiInputPerMillionTokens: 0.3,
  geminiOutputPerMillionTokens: 2.5,
  batchDiscount: 0.5,
};
const TOKENS = { input: 900, output: 250 };
const SECONDS_PER_ANALYSIS = { builtin: 0.3, gemini: 4 };

function costPer100k(result: FanOutResult) {
  const users = 100_000;
  const firestore =
    (users * result.readsPerUser * PRICE.firestoreReadPer100k) / 100_000 +
    (users * result.writesPerUser * PRICE.firestoreWritePer100k) / 100_000;
  const queue =
    (users * PRICE.tasksPerMillion) / 1_000_000 + (users * PRICE.invocationsPerMillion) / 1_000_000;
  const compute = (seconds: number) => users * seconds * PRICE.computePerSecond;
  const model =
    (users * TOKENS.input * PRICE.geminiInputPerMillionTokens) / 1_000_000 +
    (users * TOKENS.output * PRICE.geminiOutputPerMillionTokens) / 1_000_000;
  return {
    builtin: firestore + queue + compute(SECONDS_PER_ANALYSIS.builtin),
    gemini: firestore + queue + compute(SECONDS_PER_ANALYSIS.gemini) + model,
    batch: firestore + compute(SECONDS_PER_ANALYSIS.builtin) + model * PRICE.batchDiscount,
  };
}

const usd = (value: number) => `$${value.toFixed(2)}`;

function report(results: FanOutResult[]): string {
  const rows = results.map(
    (result) =>
      `| ${result.users} | ${result.waves ?? 1} | ${(result.enqueueMs / 1000).toFixed(1)} s | ${(result.totalMs / 1000).toFixed(1)} s | ` +
      `${result.tasksPerSecond.toFixed(1)} | ${result.readsPerUser} | ${result.writesPerUser} | ` +
      `${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC, ${result.commit}, load ${result.loadAverage.toFixed(1)} |`,
  );
  const cost = results[0] ? costPer100k(results[0]) : null;
  return [
    '# Nightly AI analysis fan-out',
    '',
    `Each size's latest run on the emulators (${os.cpus().length} cores shared with whatever else ran, see ` +
      `the load average), built-in analyser, ` +
      `${TODOS_PER_USER} todos, ${TASKS_PER_USER} tasks and ${GOALS_PER_USER} goal per user. ` +
      'Time runs from the first POST /api/admin/analyze-todos until every user counts as done ' +
      "(each user's done marker, counted in Firestore).",
    '',
    '| users | waves | enqueue | until every analysis exists | tasks/s | Firestore reads/user | writes/user | measured |',
    '| ----- | ----- | ------- | --------------------------- | ------- | -------------------- | ----------- | -------- |',
    ...rows,
    '',
    'Reads and writes per user are counted from what the planner and the worker do (the emulator',
    'keeps no usage counter): the planner reads each user once; the worker reads the user, the',
    'provider settings, the latest analysis, open and recent todos and tasks and the goals, and',
    'writes the analysis and the run progress.',
    '',
    `A run above ${WAVE} users goes in waves of ${WAVE}, each deleted once analysed, and its times`,
    'add up the waves (seeding and deleting excluded): the emulator answers every query by',
    'scanning its whole store, so one store of 11,000 seeded users made each analysis take 6 s',
    "instead of 0.5 s (2 tasks/s), a cost of the emulator, not of the app: Firestore's queries",
    'are indexed. Deleting a wave does not give the emulator its speed back (it keeps the',
    "deleted documents' history), so later waves are slower:",
    ...results
      .filter((result) => result.waveSeconds && result.waveSeconds.length > 1)
      .map(
        (result) => `${result.users} users, wave by wave: ${result.waveSeconds?.join(' s, ')} s.`,
      ),
    '',
    '## Projected cost per 100,000 users per night',
    '',
    cost
      ? [
          '| path | per night | per month (30 nights) |',
          '| ---- | --------- | --------------------- |',
          `| built-in analyser | ${usd(cost.builtin)} | ${usd(cost.builtin * 30)} |`,
          `| Gemini 2.5 Flash, one call per task | ${usd(cost.gemini)} | ${usd(cost.gemini * 30)} |`,
          `| Gemini Batch API (beyond ~100k users) | ${usd(cost.batch)} | ${usd(cost.batch * 30)} |`,
        ].join('\n')
      : '(no run)',
    '',
    `Assumptions: Firestore $${PRICE.firestoreReadPer100k}/100k reads and $${PRICE.firestoreWritePer100k}/100k writes; ` +
      `Cloud Tasks and function invocations $0.40 per million each; 256 MiB functions at ` +
      `${SECONDS_PER_ANALYSIS.builtin} s (built-in) and ${SECONDS_PER_ANALYSIS.gemini} s (Gemini) per analysis; ` +
      `Gemini 2.5 Flash at $${PRICE.geminiInputPerMillionTokens}/M input and $${PRICE.geminiOutputPerMillionTokens}/M output tokens, ` +
      `${TOKENS.input} input and ${TOKENS.output} output tokens per analysis; the Batch API at half price. ` +
      'The emulator dispatches as fast as the queue rate limit and two cores allow; production ' +
      'runs tasks in parallel instances, bounded by the queue (maxDispatchesPerSecond 20 per queue).',
    '',
  ].join('\n');
}

// Each size keeps its latest result, so a run of one size does not drop the others' rows.
const RESULTS_FILE = new URL('./fanout-results.json', import.meta.url);
const stored: FanOutResult[] = existsSync(RESULTS_FILE)
  ? (JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as FanOutResult[])
  : [];
const byUsers = new Map(stored.map((result) => [result.users, result]));

function writeReport() {
  const results = [...byUsers.values()].sort((a, b) => a.users - b.users);
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(new URL('./fanout-report.md', import.meta.url), report(results));
}

// BENCH_FANOUT_REPORT_ONLY=1 rewrites the report from the stored results (after a price change).
if (!process.env.BENCH_FANOUT_REPORT_ONLY) {
  const admin = await createAdmin();
  for (const size of SIZES) {
    console.log(`Fan-out for ${size} users...`);
    const result = await fanOut(admin, size);
    console.log(
      `  ${size} users: ${(result.totalMs / 1000).toFixed(1)} s, ${result.tasksPerSecond.toFixed(1)} tasks/s`,
    );
    byUsers.set(size, result);
    // Written after each size, so a long run keeps what it measured if a later size fails.
    writeReport();
  }
} else {
  writeReport();
}
console.log('Wrote bench/fanout-report.md');
