// Provider calls of the nightly analysis for accounts nobody touched: N users whose work last
// changed days ago are analysed "last night" (here, with yesterday's clock, the worker's own
// code), then tonight through the real queue and worker (POST /api/admin/analyze-todos), both
// with the Gemini stand-in as the provider, which counts the calls it receives. Then a tenth of
// the users change a todo and everyone is analysed again: only their calls may come back.
import { Timestamp } from 'firebase-admin/firestore';
import { analyseUser } from '../../functions/src/analysis/run';
import { adminDb, withTriggersDisabled } from './admin';
import { analyseAndWait, type Admin } from './analysisRuns';
import { stampCell } from './fanOutReport';
import { forget, runStamp, type RunStamp } from './fanOutRuns';

const GEMINI_URL = 'http://127.0.0.1:9901';
/** What the functions read from their params and secrets, for the analyses run here. */
const GEMINI_ENV = {
  GEMINI_API_KEY: 'standin-gemini-key',
  GEMINI_API_BASE: GEMINI_URL,
  AI_MODEL: 'gemini-2.5-flash',
};
const DAY_MS = 86_400_000;
const PARALLEL = 20;
/** One user in CHANGED_EVERY changes a todo before the last night. */
const CHANGED_EVERY = 10;

export interface DormantNights extends RunStamp {
  users: number;
  firstNightCalls: number;
  secondNightCalls: number;
  secondNightSeconds: number;
  changedUsers: number;
  changedNightCalls: number;
}

async function geminiCalls(): Promise<number> {
  const response = await fetch(`${GEMINI_URL}/_control/requests`);
  return ((await response.json()) as unknown[]).length;
}

const resetGemini = () => fetch(`${GEMINI_URL}/_control/reset`, { method: 'POST' });

/**
 * Accounts whose last change was days ago: anytime todos (one for a goal), one overdue since
 * five days, a task due in a month and one without a date; nothing due, late or finished
 * changes between one night and the next.
 */
async function seedDormant(count: number, prefix: string): Promise<string[]> {
  const db = adminDb();
  const ago = (days: number) => Timestamp.fromMillis(Date.now() - days * DAY_MS);
  const inAMonth = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
  const uids = Array.from({ length: count }, (_, index) => `${prefix}-${index}`);
  const writer = db.bulkWriter();
  const todo = (uid: string, id: string, fields: Record<string, unknown>) =>
    writer.set(db.doc(`users/${uid}/todos/${id}`), {
      completed: false,
      dueType: 'anytime',
      goalId: null,
      userId: uid,
      createdAt: ago(10),
      updatedAt: ago(10),
      ...fields,
    });
  const task = (uid: string, id: string, dueDate: string | null) =>
    writer.set(db.doc(`users/${uid}/tasks/${id}`), {
      title: `Task ${id}`,
      projectId: 'project-0',
      estimatedPomodoros: 2,
      pomodoroLength: 25,
      dueDate,
      isCompleted: false,
      createdAt: ago(10),
      updatedAt: ago(10),
    });
  for (const [index, uid] of uids.entries()) {
    void writer.set(db.doc(`users/${uid}`), {
      email: `${uid}@pomoplan.test`,
      subscriptionTier: ['free', 'pro', 'master'][index % 3],
      timeZone: 'UTC',
      createdAt: ago(30),
      updatedAt: ago(10),
    });
    void writer.set(db.doc(`users/${uid}/goals/goal-0`), {
      name: 'Read more',
      color: '#3B82F6',
      createdAt: ago(30),
      updatedAt: ago(30),
    });
    void todo(uid, 'todo-0', { text: 'Read a chapter', goalId: 'goal-0' });
    void todo(uid, 'todo-1', { text: 'Sort the photos' });
    void todo(uid, 'todo-2', { text: 'Pay the rent', dueType: 'today', createdAt: ago(5) });
    void task(uid, 'task-0', inAMonth);
    void task(uid, 'task-1', null);
  }
  await writer.close();
  return uids;
}

/** Runs `work` with config/ai set to Gemini and this process's params pointing at the stand-in. */
async function withGemini<T>(work: () => Promise<T>): Promise<T> {
  const settings = adminDb().doc('config/ai');
  const before = (await settings.get()).data();
  const env = Object.fromEntries(Object.keys(GEMINI_ENV).map((name) => [name, process.env[name]]));
  Object.assign(process.env, GEMINI_ENV);
  await settings.set({ provider: 'gemini' });
  try {
    return await work();
  } finally {
    await (before ? settings.set(before) : settings.delete());
    for (const [name, value] of Object.entries(env)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

/** The calls the stand-in receives while `work` runs. */
async function callsDuring(work: () => Promise<unknown>): Promise<number> {
  await resetGemini();
  await work();
  return geminiCalls();
}

export async function measureDormantNights(admin: Admin, users: number): Promise<DormantNights> {
  const stamp = runStamp();
  const uids = await withTriggersDisabled(() => seedDormant(users, `dormant-${Date.now()}`));
  const result = await withGemini(async () => {
    const lastNight = new Date(Date.now() - DAY_MS);
    const firstNightCalls = await callsDuring(async () => {
      for (let start = 0; start < uids.length; start += PARALLEL) {
        const page = uids.slice(start, start + PARALLEL);
        await Promise.all(page.map((uid) => analyseUser(uid, { now: lastNight })));
      }
    });
    let secondNight = { totalMs: 0, runs: [] as string[] };
    const secondNightCalls = await callsDuring(async () => {
      secondNight = await analyseAndWait(admin, uids);
    });
    const changed = uids.filter((_, index) => index % CHANGED_EVERY === 0);
    await withTriggersDisabled(() =>
      Promise.all(
        changed.map((uid) =>
          adminDb()
            .doc(`users/${uid}/todos/todo-1`)
            .update({ text: 'Sort the photos by year', updatedAt: Timestamp.now() }),
        ),
      ),
    );
    let changedNight = { runs: [] as string[] };
    const changedNightCalls = await callsDuring(async () => {
      changedNight = await analyseAndWait(admin, uids);
    });
    await forget(
      uids,
      [...secondNight.runs, ...changedNight.runs].map((runId) => `aiRuns/${runId}`),
    );
    return {
      firstNightCalls,
      secondNightCalls,
      secondNightSeconds: Math.round(secondNight.totalMs / 100) / 10,
      changedUsers: changed.length,
      changedNightCalls,
    };
  });
  return { ...stamp, users, ...result };
}

/** The report's section on dormant accounts. */
export function dormantSection(result: DormantNights | null): string[] {
  if (!result) return [];
  return [
    '## Provider calls for dormant accounts',
    '',
    `${result.users} accounts whose todos, tasks and goals last changed days ago (anytime todos, ` +
      'one overdue, a task due in a month), the Gemini stand-in as provider, counting the calls ' +
      'it received. Last night ran with yesterday’s clock in the bench process; tonight and the ' +
      'night after the change ran through POST /api/admin/analyze-todos, the queue and the worker.',
    '',
    '| night | accounts analysed | provider calls |',
    '| ----- | ----------------- | -------------- |',
    `| last night (first analysis) | ${result.users} | ${result.firstNightCalls} |`,
    `| tonight, nothing changed | ${result.users} | ${result.secondNightCalls} |`,
    `| again, after ${result.changedUsers} accounts changed a todo | ${result.users} | ${result.changedNightCalls} |`,
    '',
    `Tonight took ${result.secondNightSeconds} s for ${result.users} accounts on the emulators ` +
      `(${stampCell(result)}).`,
    '',
  ];
}
