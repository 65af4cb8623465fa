// Every budget the benchmark holds a figure to, written once: the sections take their limits
// from here, the report prints and checks them, and docs/performance.md carries the table that
// budgetsMarkdown() renders (a unit test keeps the two the same).

/** First-load JavaScript of a page, gzip bytes. */
export const FIRST_LOAD_GZIP = { landing: 90_000, signedInTodo: 340_000 } as const;

/** Lighthouse (mobile preset) performance score, at least. */
export const LIGHTHOUSE_SCORE = { landing: 95, todo: 85 } as const;

/** Live sync: the app within this multiple of the bare SDK over the same path. */
export const LIVE_SYNC_FLOOR_MULTIPLE = 2;
/** Live sync with no floor of its own (a tab in the background): p95 below this. */
export const LIVE_SYNC_P95_MS = 150;

/** The heavy user's first render of To Do and the timeline. */
export const FIRST_RENDER_MS = { returning: 800, cold: 1_200 } as const;
/** The pages whose first render has a budget; the calendar's is shown beside them. */
export const FIRST_RENDER_PAGES: readonly string[] = ['/', '/timeline'];

/**
 * The reports page of a heavy year (Master, 3,000 sessions, 5,000 tasks, 2,000 todos): its
 * second visit's first chart within this, and the report's own reads within `documents`.
 */
export const REPORTS_PAGE_BUDGET = { warmMs: 800, documents: 20 } as const;

/** Checkbox click to the repaint of the completed row, median below this. */
export const CHECKBOX_REPAINT_MS = 50;

/** Cold loads in a row of the heavy To Do page, and how many of them may stall. */
export const COLD_LOADS = { loads: 100, stalled: 0 } as const;

const kb = (bytes: number) => `${bytes / 1000} KB`;
const ms = (value: number) => `${value.toLocaleString('en-US')} ms`;

/** The budgets as the report and the docs word them, in the report's order. */
export const BUDGET_TEXT = {
  firstLoadLanding: `≤ ${kb(FIRST_LOAD_GZIP.landing)} gzip`,
  firstLoadTodo: `≤ ${kb(FIRST_LOAD_GZIP.signedInTodo)} gzip`,
  lighthouseLanding: `score ≥ ${LIGHTHOUSE_SCORE.landing}`,
  lighthouseTodo: `score ≥ ${LIGHTHOUSE_SCORE.todo}`,
  liveSyncOwn: `≤ ${LIVE_SYNC_FLOOR_MULTIPLE}× the own-echo floor (p50, p95)`,
  liveSyncPath: (floorName: string) => `p95 ≤ ${LIVE_SYNC_FLOOR_MULTIPLE}× ${floorName}`,
  liveSyncBackground: `p95 < ${LIVE_SYNC_P95_MS} ms`,
  focusSync: `p95 ≤ the press's own answer + ${LIVE_SYNC_FLOOR_MULTIPLE}× the two-context floor (p95)`,
  firstRenderReturning: `≤ ${ms(FIRST_RENDER_MS.returning)}`,
  firstRenderCold: `≤ ${ms(FIRST_RENDER_MS.cold)}`,
  checkbox: `< ${CHECKBOX_REPAINT_MS} ms (median)`,
  reportsWarm: `≤ ${ms(REPORTS_PAGE_BUDGET.warmMs)}`,
  reportsReads: `≤ ${REPORTS_PAGE_BUDGET.documents} documents`,
  reads: 'grows with what is shown',
  coldLoads: `${COLD_LOADS.stalled} in ${COLD_LOADS.loads}`,
} as const;

/** The budgets table of docs/performance.md. */
export function budgetsMarkdown(): string {
  const rows: [string, string, string][] = [
    ['First-load JS', 'Landing `/` (signed out)', BUDGET_TEXT.firstLoadLanding],
    ['First-load JS', 'To Do `/` (signed in)', BUDGET_TEXT.firstLoadTodo],
    ['Lighthouse (mobile)', 'Landing `/`', BUDGET_TEXT.lighthouseLanding],
    ['Lighthouse (mobile)', 'To Do `/`, after sign-in and cold', BUDGET_TEXT.lighthouseTodo],
    ['Live sync', 'own echo, against the SDK’s own listener', BUDGET_TEXT.liveSyncOwn],
    [
      'Live sync',
      'another tab, another browser, against the bare SDK with the app’s cache over the same path',
      BUDGET_TEXT.liveSyncPath('that floor'),
    ],
    ['Live sync', 'a tab in the background', BUDGET_TEXT.liveSyncBackground],
    [
      'Live sync',
      'a focus timer press on another device, beside the press’s own answer',
      BUDGET_TEXT.focusSync,
    ],
    [
      'Scale',
      'heavy To Do and timeline first render, returning user',
      BUDGET_TEXT.firstRenderReturning,
    ],
    ['Scale', 'heavy To Do and timeline first render, new device', BUDGET_TEXT.firstRenderCold],
    ['Scale', 'To Do checkbox click → repaint of the completed row', BUDGET_TEXT.checkbox],
    [
      'Scale',
      'reports page of a heavy year, second visit, beside the API’s own answer',
      BUDGET_TEXT.reportsWarm,
    ],
    ['Firestore reads', 'the reports page’s report, a heavy year', BUDGET_TEXT.reportsReads],
    ['Firestore reads', 'each first load', `${BUDGET_TEXT.reads} (the queries’ limits)`],
    ['Reliability', 'heavy To Do cold loads whose data never came (20 s)', BUDGET_TEXT.coldLoads],
  ];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(['area', 'figure', 'budget']), line(['---', '---', '---']), ...rows.map(line)].join(
    '\n',
  );
}
