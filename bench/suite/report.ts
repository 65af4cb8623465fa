// bench/results/report.md: one table of every figure with its budget, then the details behind it.
import type {
  BenchResults,
  ColdLoadsFloor,
  LiveSyncPath,
  LiveSyncVariant,
  ReadsPage,
  RenderRun,
  ReportsBench,
  ScalePage,
  WarmFloor,
} from './results';
import {
  BUDGET_TEXT,
  CHECKBOX_REPAINT_MS,
  COLD_LOADS,
  FIRST_RENDER_MS,
  FIRST_RENDER_PAGES,
  LIVE_SYNC_FLOOR_MULTIPLE,
  LIVE_SYNC_P95_MS,
  REPORTS_PAGE_BUDGET,
} from './budgets';
import { METHOD } from './reportMethod';
import { median, type Distribution } from '../tools/stats';

interface Row {
  area: string;
  figure: string;
  value: string;
  budget: string;
  /** null: no budget for this figure; undefined: the figure could not be measured. */
  holds: boolean | null | undefined;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const count = (value: number) => value.toLocaleString('en-US');
const ratio = (value: number, floor: number | undefined) =>
  floor ? `${(value / floor).toFixed(1)}×` : '—';
const latency = (d: Distribution) => `p50 ${ms(d.p50)} · p95 ${ms(d.p95)} · max ${ms(d.max)}`;
const ratios = (d: Distribution, floor: Distribution | undefined) =>
  `p50 ${ratio(d.p50, floor?.p50)} · p95 ${ratio(d.p95, floor?.p95)}`;

function verdict(holds: Row['holds']): string {
  if (holds === null) return '—';
  if (holds === undefined) return 'not measured';
  return holds ? '✅ yes' : '❌ no';
}

function table(headers: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Reads of the big collections stay within what the page's bounded queries return. */
export function readsHold(page: ReadsPage): boolean {
  return Object.entries(page.expectedFromQueries).every(
    ([collection, expected]) => (page.read.byCollection[collection] ?? 0) <= expected,
  );
}

const FLOOR_NAMES: Record<LiveSyncPath, string> = {
  contexts: "the two-context floor with the app's cache",
  tabs: "the two-tab floor with the app's cache",
};

/**
 * An app row of live sync. Another tab and another browser are held to the bare SDK with the
 * same cache over the same path at p95, the own echo to the SDK's own listener at p50 and p95;
 * the background rows keep the absolute budget.
 */
function liveSyncRow(
  variant: LiveSyncVariant,
  pathFloors: Record<LiveSyncPath, LiveSyncVariant | undefined>,
  ownFloor: LiveSyncVariant | undefined,
): Row {
  const d = variant.latencyMs;
  const figure = `${variant.label}, ${d.n} samples`;
  if (variant.own) {
    const own = ownFloor?.latencyMs;
    return {
      area: 'Live sync',
      figure,
      value: `${latency(d)} (÷ the own-echo floor: ${ratios(d, own)})`,
      budget: BUDGET_TEXT.liveSyncOwn,
      holds:
        own &&
        d.p50 <= LIVE_SYNC_FLOOR_MULTIPLE * own.p50 &&
        d.p95 <= LIVE_SYNC_FLOOR_MULTIPLE * own.p95,
    };
  }
  if (variant.floor) {
    const pathFloor = pathFloors[variant.floor]?.latencyMs;
    const name = FLOOR_NAMES[variant.floor];
    return {
      area: 'Live sync',
      figure,
      value: `${latency(d)} (÷ ${name}: ${ratios(d, pathFloor)})`,
      budget: BUDGET_TEXT.liveSyncPath(name),
      holds: pathFloor && d.p95 <= LIVE_SYNC_FLOOR_MULTIPLE * pathFloor.p95,
    };
  }
  return {
    area: 'Live sync',
    figure,
    value: latency(d),
    budget: BUDGET_TEXT.liveSyncBackground,
    holds: d.p95 < LIVE_SYNC_P95_MS,
  };
}

function summaryRows(results: BenchResults): Row[] {
  const rows: Row[] = [];
  const js = results.firstLoadJs;
  for (const page of js ?? []) {
    const budget = page.budgetGzip;
    const { gzip, brotli, raw, scripts } = page.median;
    rows.push({
      area: 'First-load JS',
      figure: page.label,
      value: `${kb(gzip)} gzip · ${kb(brotli)} br · ${kb(raw)} raw (${scripts.length} files)`,
      budget: budget === undefined ? '—' : `≤ ${kb(budget)} gzip`,
      holds: budget === undefined ? null : gzip <= budget,
    });
  }
  if (!js) {
    rows.push({
      area: 'First-load JS',
      figure: 'all pages',
      value: '—',
      budget: `${BUDGET_TEXT.firstLoadLanding} / ${BUDGET_TEXT.firstLoadTodo}`,
      holds: undefined,
    });
  }

  for (const page of results.lighthouse ?? []) {
    const m = page.median;
    rows.push({
      area: 'Lighthouse (mobile)',
      figure: page.label,
      value: `score ${m.score} · LCP ${ms(m.lcpMs)} · TBT ${ms(m.tbtMs)} · CLS ${m.cls.toFixed(3)} · ${kb(m.totalBytes)} transferred`,
      budget: `score ≥ ${page.budget}`,
      holds: m.score >= page.budget,
    });
  }
  if (!results.lighthouse) {
    rows.push({
      area: 'Lighthouse (mobile)',
      figure: 'both pages',
      value: '—',
      budget: `${BUDGET_TEXT.lighthouseLanding} / ${BUDGET_TEXT.lighthouseTodo}`,
      holds: undefined,
    });
  }

  const floor = results.liveSyncFloor?.latencyMs;
  if (results.liveSyncFloor && floor) {
    rows.push({
      area: 'Live sync',
      figure: `${results.liveSyncFloor.label}, ${floor.n} samples`,
      value: latency(floor),
      budget: '—',
      holds: null,
    });
  }
  const pathFloors: Record<LiveSyncPath, LiveSyncVariant | undefined> = {
    contexts: results.liveSyncCacheFloor,
    tabs: results.liveSyncTabFloor,
  };
  for (const pathFloor of Object.values(pathFloors)) {
    if (!pathFloor) continue;
    const d = pathFloor.latencyMs;
    rows.push({
      area: 'Live sync',
      figure: `${pathFloor.label}, ${d.n} samples`,
      value: `${latency(d)} (÷ the bare-SDK floor: ${ratios(d, floor)})`,
      budget: '—',
      holds: null,
    });
  }
  const ownFloor = results.liveSyncOwnFloor;
  if (ownFloor) {
    rows.push({
      area: 'Live sync',
      figure: `${ownFloor.label}, ${ownFloor.latencyMs.n} samples`,
      value: latency(ownFloor.latencyMs),
      budget: '—',
      holds: null,
    });
  }
  for (const variant of results.liveSync ?? [])
    rows.push(liveSyncRow(variant, pathFloors, ownFloor));
  for (const variant of floor ? (results.liveSync ?? []) : []) {
    if (variant.own || variant.floor) continue;
    const d = variant.latencyMs;
    rows.push({
      area: 'Live sync',
      figure: `${variant.label} ÷ the bare-SDK floor`,
      value: ratios(d, floor),
      budget: '—',
      holds: null,
    });
  }
  const contextsFloor = results.liveSyncCacheFloor?.latencyMs;
  for (const variant of results.focusSync ?? []) {
    const d = variant.latencyMs;
    const answer = variant.answerMs;
    rows.push({
      area: 'Live sync',
      figure: `${variant.label}, ${d.n} samples`,
      value: `${latency(d)} (the press's own answer: ${latency(answer)})`,
      budget: BUDGET_TEXT.focusSync,
      holds: contextsFloor && d.p95 <= answer.p95 + LIVE_SYNC_FLOOR_MULTIPLE * contextsFloor.p95,
    });
  }
  if (!results.liveSync) {
    rows.push({
      area: 'Live sync',
      figure: 'p95',
      value: '—',
      budget: BUDGET_TEXT.liveSyncBackground,
      holds: undefined,
    });
  }

  const seed = results.heavySeed;
  const scale = results.scale;
  // The first render of the heavy user's pages, budgeted for a returning user and from cold
  // caches. The second load, whose scripts are compiled again, is shown beside them unbudgeted.
  const renderBudgeted = new Set(FIRST_RENDER_PAGES);
  for (const page of scale?.pages ?? []) {
    for (const [kind, value, runs, limit] of [
      [
        'returning user (warm caches, compiled code kept)',
        page.returningMs,
        page.returning,
        FIRST_RENDER_MS.returning,
      ],
      ['second visit (warm caches, scripts compiled again)', page.warmMs, page.warm, undefined],
      ['new device (cold caches)', page.coldMs, page.cold, FIRST_RENDER_MS.cold],
    ] as const) {
      const budget = renderBudgeted.has(page.path) && limit !== undefined ? limit : undefined;
      rows.push({
        area: 'Scale',
        figure: `${page.label} first render, ${kind}`,
        value:
          `${ms(value)} (runs: ${runs.map((run) => ms(run.itemMs)).join(', ')}; ` +
          `h1 at ${ms(median(runs.map((run) => run.shellMs ?? Number.NaN)))}); ` +
          `${count(page.renderedItems)} items in the DOM`,
        budget: budget === undefined ? '—' : `≤ ${count(budget)} ms`,
        holds: budget === undefined ? null : value <= budget,
      });
    }
    if (page.path === '/' && results.warmFloor) rows.push(warmFloorRow(results.warmFloor, page));
  }
  if (scale) {
    const done = scale.checkboxDoneMs;
    const feedback = scale.checkboxFeedbackMs;
    rows.push({
      area: 'Scale',
      figure: `To Do checkbox click → repaint of the completed row, ${done.n} clicks`,
      value:
        `median ${ms(done.p50)} · p95 ${ms(done.p95)} · max ${ms(done.max)} ` +
        `(checkbox greyed out after ${ms(feedback.p50)} median)`,
      budget: BUDGET_TEXT.checkbox,
      holds: done.p50 < CHECKBOX_REPAINT_MS,
    });
    for (const page of scale.pages) {
      rows.push({
        area: 'Scale',
        figure: `${page.label} JS heap after load`,
        value: mb(page.jsHeapBytes),
        budget: '—',
        holds: null,
      });
    }
  } else {
    rows.push({
      area: 'Scale',
      figure: 'first render, checkbox, heap',
      value: '—',
      budget: [
        BUDGET_TEXT.firstRenderReturning,
        BUDGET_TEXT.firstRenderCold,
        BUDGET_TEXT.checkbox,
      ].join(' / '),
      holds: undefined,
    });
  }

  for (const page of results.reads ?? []) {
    const big = Object.entries(page.expectedFromQueries)
      .map(([collection, expected]) => {
        const seeded =
          collection === 'todos'
            ? (seed?.openTodos ?? 0) + (seed?.completedTodos ?? 0)
            : (seed?.tasks ?? 0);
        return `${collection} ${count(page.read.byCollection[collection] ?? 0)} (queries return ${count(expected)}, ${count(seeded)} stored)`;
      })
      .join('; ');
    rows.push({
      area: 'Firestore reads',
      figure: `${page.label} first load`,
      value: `${count(page.read.total)} documents: ${big}`,
      budget: BUDGET_TEXT.reads,
      holds: readsHold(page),
    });
  }
  if (!results.reads) {
    rows.push({
      area: 'Firestore reads',
      figure: 'first loads',
      value: '—',
      budget: BUDGET_TEXT.reads,
      holds: undefined,
    });
  }

  rows.push(...reportsRows(results.reports));

  const cold = results.coldLoads;
  if (cold) {
    const came = cold.firstRowMs;
    rows.push({
      area: 'Reliability',
      figure: `Heavy To Do \`/\`, ${cold.loads} cold loads in a row: data never came (20 s)`,
      value:
        `${cold.stalled} of ${cold.loads} loads` +
        `; a silent Listen channel reopened in ${cold.reopened}` +
        (came
          ? ` (first row p50 ${ms(came.p50)} · p95 ${ms(came.p95)} · max ${ms(came.max)})`
          : ''),
      budget: BUDGET_TEXT.coldLoads,
      holds: cold.loads >= COLD_LOADS.loads && cold.stalled <= COLD_LOADS.stalled,
    });
  }
  for (const coldFloor of results.coldLoadsFloor ?? []) {
    const came = coldFloor.firstAnswerMs;
    const cache = {
      persistent: "the app's persistent multi-tab cache",
      memory: 'the default memory cache',
      'long-polling': 'the memory cache and a long-polling Listen channel',
    }[coldFloor.cache];
    rows.push({
      area: 'Reliability',
      figure:
        `Floor: bare Firebase SDK with ${cache}, ${coldFloor.loads} cold loads of the same ` +
        'user: no server answer to the open todos within 8 s / within 20 s',
      value:
        `${coldFloor.silent} / ${coldFloor.stalled} of ${coldFloor.loads} loads` +
        (came
          ? ` (first answer p50 ${ms(came.p50)} · p95 ${ms(came.p95)} · max ${ms(came.max)})`
          : '') +
        lostArrays(coldFloor),
      budget: '—',
      holds: null,
    });
  }
  if (results.stalls && results.stalls.loads > 0) {
    const { loads, stalls } = results.stalls;
    rows.push({
      area: 'Reliability',
      figure: 'All signed-in page loads of this run whose Firestore data never came (20 s)',
      value: `${stalls.length} of ${loads} loads (see below)`,
      budget: '—',
      holds: null,
    });
  }

  for (const load of results.api ?? []) {
    rows.push({
      area: 'API',
      figure: `${load.name}, concurrency ${load.concurrency}, ${load.requests} requests`,
      value: `p50 ${ms(load.latencyMs.p50)} · p95 ${ms(load.latencyMs.p95)} · ${load.errors} errors · ${load.requestsPerSecond.toFixed(0)} req/s`,
      budget: '—',
      holds: null,
    });
  }
  if (!results.api) {
    rows.push({ area: 'API', figure: '/api/todos', value: '—', budget: '—', holds: undefined });
  }
  return rows;
}

/** The reports page's rows: its second visit beside the API's answer, and the report's reads. */
function reportsRows(reports: ReportsBench | undefined): Row[] {
  if (!reports) {
    return [
      {
        area: 'Scale',
        figure: 'reports page of a heavy year',
        value: '—',
        budget: [BUDGET_TEXT.reportsWarm, BUDGET_TEXT.reportsReads].join(' / '),
        holds: undefined,
      },
    ];
  }
  const { page, year, reads } = reports;
  return [
    {
      area: 'Scale',
      figure:
        `${page.label}: first chart drawn, second visit (cold ${ms(page.coldMs)}, ` +
        `returning ${ms(page.returningMs)})`,
      value:
        `${ms(page.warmMs)}; the API's own answer ${ms(reports.apiFloorMs)} ` +
        `(${ratio(page.warmMs, reports.apiFloorMs)})`,
      budget: BUDGET_TEXT.reportsWarm,
      holds: page.warmMs <= REPORTS_PAGE_BUDGET.warmMs,
    },
    {
      area: 'Firestore reads',
      figure: `${page.label}: the report, from ${count(year.sessions)} sessions and ${count(year.completions)} completions`,
      value:
        `${count(reads.report)} documents (${year.months} report months stored); ` +
        `the page's listeners ${count(reads.listeners.total)} more`,
      budget: BUDGET_TEXT.reportsReads,
      holds: reads.report <= REPORTS_PAGE_BUDGET.documents,
    },
  ];
}

function firstLoadDetails(results: BenchResults): string[] {
  const out: string[] = ['## First-load JavaScript', ''];
  for (const page of results.firstLoadJs ?? []) {
    const chunk = page.largestChunk;
    const name = chunk.file.split('/').slice(-1)[0] ?? chunk.file;
    out.push(
      `### ${page.label}`,
      '',
      `gzip totals of the runs: ${page.gzipRuns.map(kb).join(', ')}.`,
      '',
      table(
        ['script', 'raw', 'gzip', 'brotli'],
        page.median.scripts.map((script) => [
          new URL(script.url).pathname,
          kb(script.raw),
          kb(script.gzip),
          kb(script.brotli),
        ]),
      ),
      '',
      `Largest chunk \`${name}\` (${kb(chunk.bytes)} raw), by package (minified bytes from its source map):`,
      '',
      table(
        ['package', 'bytes', 'share'],
        chunk.packages.map((entry) => [entry.name, kb(entry.bytes), pct(entry.share)]),
      ),
      '',
    );
  }
  return out;
}

/** What the bare SDK needs before any app could draw the To Do page's first row. */
function warmFloorRow(floor: WarmFloor, page: ScalePage): Row {
  const runs = (values: number[]) => values.map(ms).join(', ');
  return {
    area: 'Scale',
    figure:
      "Floor of the To Do rows: bare Firebase SDK with the app's cache, the same todos " +
      'completed, both todo lists read (no rendering), returning user / second visit',
    value:
      `${ms(floor.returningMs)} (runs: ${runs(floor.returning)}) / ` +
      `${ms(floor.warmMs)} (runs: ${runs(floor.warm)}); the app's first row comes after ` +
      `${ratio(page.returningMs, floor.returningMs)} / ${ratio(page.warmMs, floor.warmMs)} that time`,
    budget: '—',
    holds: null,
  };
}

/** Where the stalled floor loads' first Listen back channels began, and what that means. */
function lostArrays(floor: ColdLoadsFloor): string {
  const firsts = floor.stalledFirstArrays;
  if (firsts.length === 0) return '';
  const late = firsts.filter((first): first is number => first !== null && first > 1);
  const where = [...new Set(late)].join(', ');
  const answered =
    floor.answeredAfterLoss === 0
      ? 'every answered load began at 1'
      : `${floor.answeredAfterLoss} answered loads began after 1 too`;
  return (
    `; ${late.length} of the ${firsts.length} stalled loads had a Listen back channel that ` +
    `began after array 1${where ? ` (at ${where})` : ''}: the arrays before it, the targets' ` +
    `ADDs among them, never came; ${answered}`
  );
}

/**
 * The fixed workload's time (core/machineSpeed.ts), so that two runs' CPU-bound rows can be
 * read against the machine each ran on.
 */
function machineSpeedLine(speed: BenchResults['meta']['machineSpeed']): string[] {
  if (!speed) return [];
  const end = speed.end ? ` and ${ms(speed.end.medianMs)} at its end` : '';
  return [
    `Machine speed: a fixed JavaScript workload in this Chromium (sorting and serialising ` +
      `200,000 small objects) took ${ms(speed.start.medianMs)} at the start of the run${end} ` +
      `(medians of ${speed.start.runsMs.length}). Compare runs by it: on a slower day it ` +
      `takes longer, and so do the rows the CPU bounds (Lighthouse TBT, Scale, the checkbox).`,
    '',
  ];
}

function lighthouseDetails(results: BenchResults): string[] {
  if (!results.lighthouse) return [];
  return [
    '## Lighthouse runs',
    '',
    table(
      [
        'page',
        'run',
        'score',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'Speed Index',
        'bytes',
        'final URL',
        'largest paint',
      ],
      results.lighthouse.flatMap((page) =>
        page.runs.map((run, index) => [
          page.label,
          String(index + 1),
          String(run.score),
          ms(run.fcpMs),
          ms(run.lcpMs),
          ms(run.tbtMs),
          run.cls.toFixed(3),
          ms(run.speedIndexMs),
          kb(run.totalBytes),
          run.finalUrl,
          // Older reports did not record it.
          run.lcpElement?.slice(0, 60).replaceAll('|', '/') ?? '—',
        ]),
      ),
    ),
    '',
  ];
}

function scaleDetails(results: BenchResults): string[] {
  const seed = results.heavySeed;
  const out: string[] = [];
  if (seed) {
    out.push(
      '## The heavy user',
      '',
      `${count(seed.openTodos + seed.completedTodos)} todos (${count(seed.openTodos)} open, ` +
        `${count(seed.completedTodos)} completed over the past year), ${count(seed.tasks)} tasks in ` +
        `${seed.projects} projects due from ${seed.dueSpan.pastDays} days ago to ` +
        `${seed.dueSpan.futureDays} days ahead of ${seed.today} (${count(seed.openTasks)} open, ` +
        `${count(seed.completedTasksFromToday)} completed and due today or later; 1 % without a due ` +
        `date), ${seed.goals} goals, ${seed.groups} groups. Pro tier.`,
      '',
    );
  }
  if (results.scale) {
    out.push(
      'First-render runs (ms from navigation start: the page h1 painted, POST /api/auth/firebase ' +
        'answered, the first row / event painted):',
      '',
      table(
        ['page', 'caches', 'h1', 'auth API answered', 'first item'],
        results.scale.pages.flatMap((page) =>
          (
            [
              ['cold', page.cold],
              ['second visit', page.warm],
              ['returning', page.returning],
            ] as const
          ).flatMap(([kind, runs]) =>
            runs.map((run: RenderRun) => [
              page.label,
              kind,
              run.shellMs === null ? '—' : ms(run.shellMs),
              run.authApiMs === null ? '—' : ms(run.authApiMs),
              ms(run.itemMs),
            ]),
          ),
        ),
      ),
      '',
    );
  }
  for (const page of results.reads ?? []) {
    const byCollection = Object.entries(page.read.byCollection)
      .sort((a, b) => b[1] - a[1])
      .map(([collection, n]) => `${collection} ${count(n)}`)
      .join(', ');
    out.push(
      `- ${page.label}: ${count(page.read.total)} documents (${byCollection}) over ` +
        `${page.read.channelRequests} Listen channel requests; API calls during the load: ` +
        `${page.apiCalls.length > 0 ? page.apiCalls.join(', ') : 'none'}.`,
    );
  }
  if (results.reads) out.push('');
  const reports = results.reports;
  if (reports) {
    const runs = (kind: string, list: readonly RenderRun[]) =>
      `${kind} ${list.map((run) => ms(run.itemMs)).join(', ')}`;
    out.push(
      `The reports page: ${count(reports.year.sessions)} focus sessions written in ` +
        `${reports.year.seedS} s and counted into ${reports.year.months} report months by the ` +
        `server's recount in ${reports.year.recountS} s. First chart drawn: ` +
        `${runs('cold', reports.page.cold)}; ${runs('second visit', reports.page.warm)}; ` +
        `${runs('returning', reports.page.returning)}. GET /api/reports answered in ` +
        `${reports.apiFloorRuns.map(ms).join(', ')}. API calls during the load: ` +
        `${reports.reads.apiCalls.join(', ') || 'none'}.`,
      '',
    );
  }
  return out;
}

function stallDetails(results: BenchResults): string[] {
  const stalls = results.stalls?.stalls ?? [];
  if (stalls.length === 0) return [];
  return [
    '## Stalled loads',
    '',
    'A fresh context started from the Auth session only now and then never receives Firestore ' +
      "data: the Listen channel's streaming GET opens and stays silent, and a reload in the same " +
      'context stays stuck as well; a new context recovers. Each stall is redone in a new context ' +
      'and kept out of the medians:',
    '',
    ...stalls.map((stall) => `- ${stall.at} ${stall.label}: ${stall.detail}`),
    '',
  ];
}

function apiDetails(results: BenchResults): string[] {
  if (!results.api) return [];
  return [
    '## API load',
    '',
    table(
      ['request', 'concurrency', 'requests', 'users', 'ok', 'errors', 'p50', 'p95', 'max', 'req/s'],
      results.api.map((load) => [
        load.name,
        String(load.concurrency),
        String(load.requests),
        String(load.users),
        String(load.ok),
        load.errors === 0
          ? '0'
          : Object.entries(load.errorsByStatus)
              .map(([status, n]) => `${n}× ${status}`)
              .join(', '),
        ms(load.latencyMs.p50),
        ms(load.latencyMs.p95),
        ms(load.latencyMs.max),
        load.requestsPerSecond.toFixed(1),
      ]),
    ),
    '',
  ];
}

export function renderMarkdown(results: BenchResults): string {
  const rows = summaryRows(results);
  const meta = results.meta;
  const failures = Object.entries(results.errors);
  const apiUsers = results.api?.[0]?.users;
  return [
    '# Pomoplan benchmark report',
    '',
    `Run ${meta.startedAt} (${meta.durationS} s${meta.quick ? ', QUICK sizes' : ''}) on ${meta.cpus} × ${meta.cpuModel}, ` +
      `${meta.memoryGb} GB; Node ${meta.node}; ${meta.chromium}; commit ${meta.commit}. ` +
      `Everything on the local Firebase emulator suite. Generated by \`npm run bench\`.`,
    '',
    ...machineSpeedLine(meta.machineSpeed),
    table(
      ['area', 'figure', 'value', 'budget', 'holds'],
      rows.map((row) => [row.area, row.figure, row.value, row.budget, verdict(row.holds)]),
    ),
    '',
    ...(failures.length > 0
      ? [
          '## Sections that failed',
          '',
          ...failures.map(([name, message]) => `- ${name}: ${message}`),
          '',
        ]
      : []),
    ...firstLoadDetails(results),
    ...lighthouseDetails(results),
    ...scaleDetails(results),
    ...stallDetails(results),
    ...apiDetails(results),
    apiUsers === undefined
      ? ''
      : `API load was spread over ${apiUsers} users (rate limit ${meta.rateLimitPerMinute} requests per user per minute per instance).\n`,
    METHOD,
  ].join('\n');
}
