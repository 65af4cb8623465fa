// Where the heavy user's warm first render spends its time: a CPU profile (Chrome DevTools
// protocol) of warm loads of To Do and the timeline, with the main thread's CPU time until the
// h1 and until the first row is painted (medians of BENCH_PROFILE_RUNS, default 5). CPU time
// moves far less than wall time when other work shares the cores, so it compares two builds on
// a busy machine. BENCH_PROFILE_DETAIL=1 adds where that time goes, by script, package and
// function (through the build's source maps); BENCH_PROFILE_OUT=dir writes each .cpuprofile
// (DevTools' Performance panel opens it). Run inside the emulators:
//   npm run build && npm run emulators:exec -- "npx tsx bench/profileScale.ts"
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TraceMap } from '@jridgewell/trace-mapping';
import type { Page } from '@playwright/test';
import { ensurePlansConfig } from './core/admin';
import { launchChromium, newBenchContext } from './core/browser';
import { FULL_SIZES, QUICK_SIZES } from './core/config';
import { marks, watchMarks } from './core/pageProbes';
import {
  createHeavyUser,
  SHELL,
  TIMELINE_PAGE,
  TODO_PAGE,
  type HeavyUser,
  type PageSpec,
} from './sections/scale';
import { median } from './core/stats';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const PAGES = [TODO_PAGE, TIMELINE_PAGE];

const DIST = path.resolve(import.meta.dirname, '../web/dist');
// Babel's source-map reader, installed with ESLint's React plugin: not a dependency of ours, so
// without it the profile names minified functions.
const traceMapping = await import('@jridgewell/trace-mapping').catch(() => undefined);
const maps = new Map<string, TraceMap | null>();

/** Where a minified position comes from, through the build's source map. */
function original(url: string, line: number, column: number): string | null {
  const file = url.replace(/^https?:\/\/[^/]+/, '');
  if (!traceMapping) return null;
  if (!maps.has(file)) {
    const mapFile = path.join(DIST, `${file}.map`);
    maps.set(
      file,
      existsSync(mapFile) ? new traceMapping.TraceMap(readFileSync(mapFile, 'utf8')) : null,
    );
  }
  const map = maps.get(file);
  if (!map || line < 0 || column < 0) return null;
  const position = traceMapping.originalPositionFor(map, { line: line + 1, column });
  if (!position.source) return null;
  const source = position.source.replace(/^(\.\.\/)+/, '').replace(/^node_modules\//, '');
  return `${position.name ?? ''} ${source}:${position.line}`;
}

function shortUrl(url: string): string {
  if (!url) return '(native)';
  return url.replace(/^https?:\/\/[^/]+/, '').replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
}

/** Self time per key over the samples taken between `fromUs` and `toUs` (profile clock). */
function selfTime(
  profile: CpuProfile,
  key: (node: ProfileNode) => string,
  fromUs: number,
  toUs: number,
): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) return;
    const node = byId.get(id);
    if (!node || node.callFrame.functionName === '(idle)') return;
    const name = key(node);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[index + 1] ?? delta) / 1000);
  });
  return totals;
}

function top(totals: Map<string, number>, count: number): string {
  return [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
}

/** CPU busy per 50 ms slice, so waits (IndexedDB, network) show as gaps. */
function busyTimeline(profile: CpuProfile, originUs: number, untilMs: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const slices = new Array<number>(Math.ceil(untilMs / 50) + 1).fill(0);
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    const ms = (at - originUs) / 1000;
    if (ms < 0 || ms > untilMs) return;
    const name = byId.get(id)?.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') return;
    const slice = Math.floor(ms / 50);
    slices[slice] = (slices[slice] ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000;
  });
  return slices.map((busy, slice) => `${slice * 50}:${Math.round(busy)}`).join(' ');
}

interface WarmRun {
  h1Ms: number;
  rowMs: number;
  /** Main-thread CPU (every sample but idle) from navigation start until the h1 is painted. */
  busyBeforeH1Ms: number;
  busyBeforeRowMs: number;
  rowsAtPaint: number;
}

async function profileWarm(heavy: HeavyUser, spec: PageSpec, out?: string): Promise<WarmRun> {
  const browser = await launchChromium();
  const context = await newBenchContext(browser, { storageState: heavy.state });
  try {
    await watchMarks(context, { shell: SHELL, item: spec.firstItem });
    // How many rows the frame of the first row paints: the rest should come after it.
    await context.addInitScript((selector: string) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(selector)) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          (window as unknown as { __rowsAtPaint: number }).__rowsAtPaint =
            document.querySelectorAll(selector).length;
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    }, spec.firstItem);
    const page: Page = await context.newPage();
    await page.goto(spec.path);
    await marks(page, 'item', 30_000);
    await page.waitForTimeout(2000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    const wallStart = Date.now();
    await page.goto(spec.path);
    const painted = await marks(page, 'item', 30_000);
    const timing = await page.evaluate(() => ({
      rowsAtPaint: (window as unknown as { __rowsAtPaint?: number }).__rowsAtPaint ?? -1,
      origin: performance.timeOrigin,
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => `${Math.round(entry.startTime)}-${Math.round(entry.responseEnd)} ${entry.name}`,
      ),
    }));
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    if (out)
      writeFileSync(
        path.join(out, `warm${spec.path.replace(/\//g, '_')}.cpuprofile`),
        JSON.stringify(profile),
      );
    // The profile's clock is monotonic (µs); navigation start is found from the wall clock.
    const originUs = profile.startTime + (timing.origin - wallStart) * 1000;
    const itemUs = originUs + (painted.item?.frameMs ?? 0) * 1000;
    const shellUs = originUs + (painted.shell?.frameMs ?? 0) * 1000;
    const busy = (fromUs: number, toUs: number) =>
      [...selfTime(profile, () => 'all', fromUs, toUs).values()].reduce((a, b) => a + b, 0);
    const result: WarmRun = {
      h1Ms: painted.shell?.frameMs ?? Number.NaN,
      rowMs: painted.item?.frameMs ?? Number.NaN,
      busyBeforeH1Ms: busy(originUs, shellUs),
      busyBeforeRowMs: busy(originUs, itemUs),
      rowsAtPaint: timing.rowsAtPaint,
    };
    console.log(`warm ${spec.path}: ${JSON.stringify(result)}`);
    if (process.env.BENCH_PROFILE_DETAIL === '1') {
      console.log(
        `\n==== warm ${spec.path}: h1 ${painted.shell?.frameMs?.toFixed(0)} ms, first row ${painted.item?.frameMs?.toFixed(0)} ms`,
      );
      console.log('resources:\n  ' + timing.resources.slice(0, 40).join('\n  '));
      console.log(
        'busy per 50 ms slice (ms):\n  ' +
          busyTimeline(profile, originUs, painted.item?.frameMs ?? 0),
      );
      const byScript = (node: ProfileNode) =>
        shortUrl(node.callFrame.url) || node.callFrame.functionName;
      const byFunction = (node: ProfileNode) => {
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        const mapped = url ? original(url, lineNumber, columnNumber) : null;
        return `${functionName || '(anon)'} ${mapped ?? `${shortUrl(url)}:${lineNumber + 1}`}`;
      };
      const byPackage = (node: ProfileNode) => {
        const { functionName, url, lineNumber, columnNumber } = node.callFrame;
        const mapped = url ? original(url, lineNumber, columnNumber) : null;
        if (!mapped) return url ? shortUrl(url) : functionName;
        const source = mapped.split(' ')[1] ?? '';
        const scoped = /^(@[^/]+\/[^/]+|[^/]+)/.exec(source)?.[1] ?? source;
        return scoped === 'web' || scoped === 'domain' ? source.replace(/:\d+$/, '') : scoped;
      };
      console.log(
        'before the h1, by package or own file:\n' +
          top(selfTime(profile, byPackage, originUs, shellUs), 30),
      );
      console.log(
        'h1 to first row, by script:\n' + top(selfTime(profile, byScript, shellUs, itemUs), 15),
      );
      console.log(
        'before the first row, by package or own file:\n' +
          top(selfTime(profile, byPackage, originUs, itemUs), 30),
      );
      console.log(
        'before the first row, by function:\n' +
          top(selfTime(profile, byFunction, originUs, itemUs), 40),
      );
    }
    return result;
  } finally {
    await context.close();
    await browser.close();
  }
}

await ensurePlansConfig();
const sizes = process.env.BENCH_QUICK === '1' ? QUICK_SIZES : FULL_SIZES;
const setup = await launchChromium();
const heavy = await createHeavyUser(setup, sizes);
await setup.close();
for (const spec of PAGES) {
  const runs: WarmRun[] = [];
  for (let run = 0; run < Number(process.env.BENCH_PROFILE_RUNS ?? 5); run += 1) {
    runs.push(await profileWarm(heavy, spec, process.env.BENCH_PROFILE_OUT));
  }
  const summary = Object.fromEntries(
    (Object.keys(runs[0] ?? {}) as (keyof WarmRun)[]).map((key) => [
      key,
      Math.round(median(runs.map((run) => run[key]))),
    ]),
  );
  console.log(`MEDIAN warm ${spec.path} over ${runs.length} runs: ${JSON.stringify(summary)}`);
}
