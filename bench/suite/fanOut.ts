// The nightly fan-out on the emulators: N users seeded with todos, tasks and a goal, one
// analysis task each queued through POST /api/admin/analyze-todos (the same queue, names and
// worker as the nightly planner), timed until every user's analysis exists. Writes
// bench/results/fanout-report.md. Run inside one emulator suite:
//   npm run build && flock /tmp/pomoplan-emulators.lock npm run emulators:exec -- "npx tsx bench/suite/fanOut.ts"
// BENCH_FANOUT_USERS=1000,10000 sets the sizes (default 1000; empty: none); BENCH_FANOUT_WAVE
// (default 1000) the most users the emulator holds at once (core/fanOutRuns.ts).
// BENCH_FANOUT_DORMANT (default 1000; 0: skip) the dormant accounts whose provider calls are
// counted night by night (core/dormantNights.ts).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { Timestamp, type WriteBatch } from 'firebase-admin/firestore';
import { adminDb, withTriggersDisabled } from '../tools/admin';
import { analyseAndWait, createAdmin, type Admin } from '../tools/analysisRuns';
import { dormantSection, measureDormantNights, type DormantNights } from '../tools/dormantNights';
import { stampCell, wavesParagraph } from '../tools/fanOutReport';
import { inWaves, latestPerSize, runStamp, sizesFrom, type SizeRun } from '../tools/fanOutRuns';

const SIZES = sizesFrom('BENCH_FANOUT_USERS');
const TODOS_PER_USER = 6;
const TASKS_PER_USER = 3;
const GOALS_PER_USER = 1;
const DORMANT_USERS = Number(process.env.BENCH_FANOUT_DORMANT ?? '1000');

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

interface FanOutResult extends SizeRun {
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

/** `size` users analysed, in waves of at most WAVE (see core/fanOutRuns.ts). */
async function fanOut(admin: Admin, size: number): Promise<FanOutResult> {
  const stamp = runStamp();
  const waves = await inWaves(
    size,
    async (count, prefix) => {
      const uids = await withTriggersDisabled(() => seedUsers(count, prefix));
      const run = await analyseAndWait(admin, uids);
      return { ...run, uids, leftOver: run.runs.map((runId) => `aiRuns/${runId}`) };
    },
    `fan-${randomUUID().slice(0, 8)}`,
  );
  const { reads, writes } = operationsPerUser();
  return {
    users: size,
    ...stamp,
    ...waves,
    tasksPerSecond: size / (waves.totalMs / 1000),
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

function report(results: FanOutResult[], dormant: DormantNights | null): string {
  const rows = results.map(
    (result) =>
      `| ${result.users} | ${result.waves} | ${(result.enqueueMs / 1000).toFixed(1)} s | ${(result.totalMs / 1000).toFixed(1)} s | ` +
      `${result.tasksPerSecond.toFixed(1)} | ${result.readsPerUser} | ${result.writesPerUser} | ` +
      `${stampCell(result)} |`,
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
    ...wavesParagraph(results, 'made each analysis take 6 s instead of 0.5 s (2 tasks/s)'),
    '',
    ...dormantSection(dormant),
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

const sizes = latestPerSize<FanOutResult>(
  new URL('../results/fanout-results.json', import.meta.url),
);
const DORMANT_FILE = new URL('../results/fanout-dormant.json', import.meta.url);
let dormant: DormantNights | null = existsSync(DORMANT_FILE)
  ? (JSON.parse(readFileSync(DORMANT_FILE, 'utf8')) as DormantNights)
  : null;

function writeReport() {
  writeFileSync(
    new URL('../results/fanout-report.md', import.meta.url),
    report(sizes.all(), dormant),
  );
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
    sizes.keep(result);
    writeReport();
  }
  if (DORMANT_USERS > 0) {
    console.log(`Provider calls for ${DORMANT_USERS} dormant accounts...`);
    dormant = await measureDormantNights(admin, DORMANT_USERS);
    console.log(`  second night: ${dormant.secondNightCalls} calls`);
    writeFileSync(DORMANT_FILE, `${JSON.stringify(dormant, null, 2)}\n`);
  }
}
writeReport();
console.log('Wrote bench/results/fanout-report.md');
