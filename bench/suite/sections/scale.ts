// The heavy user in the browser: first render of the To Do page, the timeline and the calendar
// month from a cold start (fresh context: signed in, empty HTTP and Firestore caches), the
// checkbox-to-repaint time on the To Do page, the JS heap after load, and the documents each
// first load reads.
import {
  gridRange,
  monthOf,
  TIMELINE_GROUPS,
  TIMELINE_PAGE_SIZE,
  ACTIVE_TODOS_LIMIT,
  COMPLETED_TODOS_LIMIT,
  TASK_QUERY_LIMIT,
  timelineGroupQuery,
  whereTimeline,
} from '@pomoplan/domain';
import type { Browser, Page } from '@playwright/test';
import type { Query } from 'firebase-admin/firestore';
import os from 'node:os';
import path from 'node:path';
import { adminDb, setTier, withTriggersDisabled } from '../../tools/admin';
import { newBenchContext } from '../../tools/browser';
import { BASE_URL } from '../../tools/config';
import type { BenchSizes } from '../sizes';
import { ListenChannelRecorder, type DocumentsRead } from '../../tools/firestoreReads';
import {
  checkboxToRepaint,
  jsHeapUsed,
  marks,
  resourceEnds,
  watchMarks,
  type CheckboxTiming,
} from '../../tools/pageProbes';
import type { BenchResults, ReadsPage, RenderRun, ScalePage } from '../results';
import { seedHeavyUser, type HeavySeed } from '../../tools/seedHeavy';
import { retryOnStall, stallLog, StallError } from '../../tools/stalls';
import {
  authOnlyState,
  createAccount,
  signInThroughLogin,
  type BenchUser,
  type StorageState,
} from '../../tools/session';
import { distribution, median } from '../../tools/stats';

export interface PageSpec {
  label: string;
  path: string;
  /** The first element that shows the page's data. */
  firstItem: string;
}

const TODO_CHECKBOX = 'ul[aria-label="Active todos"] li input[type="checkbox"]';

export const TODO_PAGE: PageSpec = {
  label: 'To Do `/`',
  path: '/',
  firstItem: 'ul[aria-label="Active todos"] li',
};

export const TIMELINE_PAGE: PageSpec = {
  label: 'Timeline `/timeline`',
  path: '/timeline',
  firstItem: 'section[aria-labelledby^="timeline-group-"] [role="listitem"]',
};

const PAGES: PageSpec[] = [
  TODO_PAGE,
  TIMELINE_PAGE,
  {
    label: 'Calendar `/calendar` (month)',
    path: '/calendar',
    // A task's chip: named by its tooltip's title (the day's own button says 'New task on').
    firstItem: '[role="gridcell"] button[aria-label]:not([aria-label^="New task on"])',
  },
];

const SETTLE_MS = 2000;
const CHECKBOX_PAUSE_MS = 600;

export interface HeavyUser {
  seed: HeavySeed;
  uid: string;
  /** Its credentials, for the bare SDK's pages. */
  user: BenchUser;
  state: StorageState;
}

/** Signs the heavy user up through the app (server-created user doc and counters), then seeds. */
export async function createHeavyUser(browser: Browser, sizes: BenchSizes): Promise<HeavyUser> {
  const user = await createAccount('bench-heavy');
  const context = await newBenchContext(browser);
  let state: StorageState;
  try {
    await signInThroughLogin(await context.newPage(), BASE_URL, user);
    state = await authOnlyState(context);
  } finally {
    await context.close();
  }
  await setTier(user.uid, 'pro');
  const seed = await withTriggersDisabled(() =>
    seedHeavyUser(user.uid, {
      openTodos: sizes.heavyOpenTodos,
      completedTodos: sizes.heavyCompletedTodos,
      tasks: sizes.heavyTasks,
      projects: sizes.heavyProjects,
    }),
  );
  return { seed, uid: user.uid, user, state };
}

// The page's own h1: on `/` the static landing page's (hidden) h1 is in the HTML from the start.
export const SHELL = 'h1:not(#landing-static h1)';

/** What the page shows instead, for the error message; a screenshot lands in the temp dir. */
async function describe(page: Page): Promise<string> {
  const shot = path.join(os.tmpdir(), `pomoplan-bench-${Date.now()}.png`);
  await page.screenshot({ path: shot, fullPage: false }).catch(() => undefined);
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch(() => '(no text)');
  return `page shows "${text.replace(/\s+/g, ' ').slice(0, 300)}" (screenshot ${shot})`;
}

/** The first row shows within this, or the load counts as a stall (see core/stalls.ts). */
export const FIRST_RENDER_TIMEOUT_MS = 20_000;

async function renderRun(page: Page, spec: PageSpec): Promise<RenderRun> {
  stallLog.loads += 1;
  await page.goto(spec.path);
  const painted = await marks(page, 'item', FIRST_RENDER_TIMEOUT_MS).catch(async () => {
    throw new StallError(`${spec.path} showed no ${spec.firstItem}: ${await describe(page)}`);
  });
  const ends = await resourceEnds(page, { authApi: '/api/auth/firebase' });
  return {
    shellMs: painted.shell?.frameMs ?? null,
    itemMs: painted.item?.frameMs ?? Number.NaN,
    authApiMs: ends.authApi ?? null,
  };
}

interface Run {
  cold: RenderRun;
  warm: RenderRun;
  returning: RenderRun;
  heap: number;
  renderedItems: number;
  checkbox: CheckboxTiming[];
}

/**
 * Cold load, heap, checkbox clicks (To Do only), then the warm load and a returning user's, in
 * one fresh context.
 */
async function oneRun(
  browser: Browser,
  heavy: HeavyUser,
  spec: PageSpec,
  checkboxSamples: number,
): Promise<Run> {
  const context = await newBenchContext(browser, { storageState: heavy.state });
  try {
    await watchMarks(context, { shell: SHELL, item: spec.firstItem });
    const page = await context.newPage();
    const cold = await renderRun(page, spec);
    await page.waitForTimeout(SETTLE_MS);
    const heap = await jsHeapUsed(page);
    const renderedItems = await page.locator(spec.firstItem).count();
    const checkbox: CheckboxTiming[] = [];
    for (let sample = 0; spec.path === '/' && sample < checkboxSamples; sample += 1) {
      checkbox.push(await checkboxToRepaint(page, TODO_CHECKBOX));
      await page.waitForTimeout(CHECKBOX_PAUSE_MS);
    }
    const warm = await renderRun(page, spec);
    // Chrome stores a script's compiled code once it has run it twice, and uses it from the
    // third run: a returning user's load, which the second one is not yet.
    await page.waitForTimeout(SETTLE_MS);
    const returning = await renderRun(page, spec);
    return { cold, warm, returning, heap, renderedItems, checkbox };
  } finally {
    await context.close();
  }
}

/** One unmeasured run, then `runs` timed ones: the page's row of the report. */
export async function timePage(
  browser: Browser,
  heavy: HeavyUser,
  spec: PageSpec,
  runs: number,
  checkboxSamples = 0,
): Promise<{ page: ScalePage; checkbox: CheckboxTiming[] }> {
  // One unmeasured run first, as everywhere in the bench: the first heavy loads after the
  // seed also warm the emulator's JVM, which shares this machine's cores with Chromium.
  await retryOnStall(`${spec.label} warm-up`, () => oneRun(browser, heavy, spec, 0));
  const done: Run[] = [];
  for (let run = 0; run < runs; run += 1) {
    done.push(
      await retryOnStall(`${spec.label} run ${run + 1}`, () =>
        oneRun(browser, heavy, spec, checkboxSamples),
      ),
    );
  }
  const cold = done.map((run) => run.cold);
  const warm = done.map((run) => run.warm);
  const returning = done.map((run) => run.returning);
  const heaps = done.map((run) => run.heap);
  return {
    page: {
      label: spec.label,
      path: spec.path,
      cold,
      coldMs: median(cold.map((run) => run.itemMs)),
      warm,
      warmMs: median(warm.map((run) => run.itemMs)),
      returning,
      returningMs: median(returning.map((run) => run.itemMs)),
      jsHeapRunsBytes: heaps,
      jsHeapBytes: median(heaps),
      renderedItems: done.at(-1)?.renderedItems ?? 0,
    },
    checkbox: done.flatMap((run) => run.checkbox),
  };
}

export async function scaleSection(
  browser: Browser,
  heavy: HeavyUser,
  runs: number,
  checkboxSamples: number,
): Promise<NonNullable<BenchResults['scale']>> {
  const pages: ScalePage[] = [];
  const checkbox: CheckboxTiming[] = [];
  for (const spec of PAGES) {
    const timed = await timePage(browser, heavy, spec, runs, checkboxSamples);
    pages.push(timed.page);
    checkbox.push(...timed.checkbox);
  }
  return {
    pages,
    checkboxSamples: checkbox,
    checkboxDoneMs: distribution(checkbox.map((sample) => sample.doneMs)),
    checkboxFeedbackMs: distribution(checkbox.map((sample) => sample.feedbackMs)),
  };
}

/**
 * Polls until the count has not moved for two polls: every listener has had its answer. A page
 * whose first item comes from the API may open its Listen channel after that item.
 */
async function settledReads(page: Page, recorder: ListenChannelRecorder): Promise<DocumentsRead> {
  const readNow = () => recorder.read().catch(() => null);
  let last = await readNow();
  let stable = 0;
  for (let poll = 0; poll < 60 && stable < 2; poll += 1) {
    await page.waitForTimeout(500);
    const next = await readNow();
    stable = next !== null && next.total === last?.total ? stable + 1 : 0;
    last = next;
  }
  return last ?? recorder.read();
}

/**
 * What each page's queries can return for this user, with the app's query limits and the
 * timeline's first page per group applied.
 */
async function expectedReads(
  uid: string,
  today: string,
): Promise<Record<string, Record<string, number>>> {
  const tasks = adminDb().collection(`users/${uid}/tasks`);
  const todos = adminDb().collection(`users/${uid}/todos`);
  const count = async (query: Query) => (await query.count().get()).data().count;
  const { start, end } = gridRange(monthOf(today));
  const openTodos = await count(todos.where('completed', '==', false));
  const completedTodos = await count(todos.where('completed', '==', true));
  const timelinePages = await Promise.all(
    TIMELINE_GROUPS.map(async ({ key }) => {
      const group = whereTimeline<Query>(tasks, timelineGroupQuery(key, today));
      return Math.min(await count(group), TIMELINE_PAGE_SIZE);
    }),
  );
  const inGrid = await count(tasks.where('dueDate', '>=', start).where('dueDate', '<=', end));
  return {
    '/': {
      todos:
        Math.min(openTodos, ACTIVE_TODOS_LIMIT) + Math.min(completedTodos, COMPLETED_TODOS_LIMIT),
    },
    '/timeline': { tasks: timelinePages.reduce((sum, page) => sum + page, 0) },
    '/calendar': { tasks: Math.min(inGrid, TASK_QUERY_LIMIT) },
  };
}

/** The documents the page's listeners read on a first load, and the API calls it made. */
export async function readPage(browser: Browser, heavy: HeavyUser, spec: PageSpec) {
  const context = await newBenchContext(browser, { storageState: heavy.state });
  try {
    await watchMarks(context, { item: spec.firstItem });
    const page = await context.newPage();
    const recorder = await ListenChannelRecorder.attach(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) {
        apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
      }
    });
    stallLog.loads += 1;
    await page.goto(spec.path);
    await marks(page, 'item', FIRST_RENDER_TIMEOUT_MS).catch(async () => {
      throw new StallError(`${spec.path} showed no ${spec.firstItem}: ${await describe(page)}`);
    });
    return { read: await settledReads(page, recorder), apiCalls };
  } finally {
    await context.close();
  }
}

export async function readsSection(browser: Browser, heavy: HeavyUser): Promise<ReadsPage[]> {
  const expected = await expectedReads(heavy.uid, heavy.seed.today);
  const result: ReadsPage[] = [];
  for (const spec of PAGES) {
    const { read, apiCalls } = await retryOnStall(`${spec.label} reads`, () =>
      readPage(browser, heavy, spec),
    );
    result.push({
      label: spec.label,
      path: spec.path,
      read,
      expectedFromQueries: expected[spec.path] ?? {},
      apiCalls,
    });
  }
  return result;
}
