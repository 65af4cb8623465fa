// Two web builds side by side: warm first render of the heavy user's To Do and timeline with
// build A and build B, interleaved run by run (A then B, then B then A) in one emulator
// session, so that the load of a shared machine falls on both alike. Each build is a copy of
// web/dist (`npm run build -w web && cp -r web/dist /tmp/a`). Their hashed assets are copied
// side by side into web/dist, and each run first writes its build's top-level files
// (index.html, app.html, sw.js...) over web/dist's; the originals are put back at the end.
//   npm run emulators:exec -- "env AB_A=/tmp/a AB_B=/tmp/b AB_ROUNDS=5 npx tsx bench/abWarm.ts"
import type { Browser } from '@playwright/test';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePlansConfig } from './core/admin';
import { launchChromium, newBenchContext } from './core/browser';
import { FULL_SIZES, QUICK_SIZES } from './core/config';
import { marks, watchMarks } from './core/pageProbes';
import { median } from './core/stats';
import {
  createHeavyUser,
  SHELL,
  TIMELINE_PAGE,
  TODO_PAGE,
  type HeavyUser,
  type PageSpec,
} from './sections/scale';

const DIST = path.resolve(import.meta.dirname, '../web/dist');
const BUILDS: Record<string, string> = {
  A: process.env.AB_A ?? '',
  B: process.env.AB_B ?? '',
};
const PAGES = [TODO_PAGE, TIMELINE_PAGE];

function topLevelFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

/** Writes `dir`'s top-level files over web/dist's (the hosting emulator serves them at once). */
function serve(dir: string): void {
  for (const name of topLevelFiles(dir)) {
    writeFileSync(path.join(DIST, name), readFileSync(path.join(dir, name)));
  }
}

/** A fresh context: a first load (fills the caches and the service worker), then the warm one. */
async function warmLoad(browser: Browser, heavy: HeavyUser, spec: PageSpec) {
  const context = await newBenchContext(browser, { storageState: heavy.state });
  try {
    await watchMarks(context, { shell: SHELL, item: spec.firstItem });
    const page = await context.newPage();
    await page.goto(spec.path);
    await marks(page, 'item', 30_000);
    await page.waitForTimeout(2000);
    await page.goto(spec.path);
    const painted = await marks(page, 'item', 30_000);
    return { h1: painted.shell?.frameMs ?? Number.NaN, row: painted.item?.frameMs ?? Number.NaN };
  } finally {
    await context.close();
  }
}

if (!BUILDS.A || !BUILDS.B) throw new Error('Set AB_A and AB_B to two copies of web/dist');
const originals = new Map(
  topLevelFiles(DIST).map((name) => [name, readFileSync(path.join(DIST, name))]),
);
try {
  for (const dir of Object.values(BUILDS)) {
    cpSync(path.join(dir, 'assets'), path.join(DIST, 'assets'), { recursive: true });
  }
  await ensurePlansConfig();
  serve(BUILDS.A);
  const browser = await launchChromium();
  const sizes = process.env.BENCH_QUICK === '1' ? QUICK_SIZES : FULL_SIZES;
  const heavy = await createHeavyUser(browser, sizes);
  const runs = new Map<string, { h1: number[]; row: number[] }>();
  for (let round = 0; round < Number(process.env.AB_ROUNDS ?? 5); round += 1) {
    for (const spec of PAGES) {
      for (const build of round % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
        serve(BUILDS[build] ?? '');
        const { h1, row } = await warmLoad(browser, heavy, spec);
        const key = `${build} ${spec.path}`;
        const done = runs.get(key) ?? { h1: [], row: [] };
        done.h1.push(h1);
        done.row.push(row);
        runs.set(key, done);
        console.log(`${key}: h1 ${Math.round(h1)} ms, first row ${Math.round(row)} ms`);
      }
    }
  }
  for (const [key, done] of [...runs].sort()) {
    const rows = done.row.map((ms) => Math.round(ms)).join(', ');
    console.log(
      `median ${key}: h1 ${Math.round(median(done.h1))} ms, first row ${Math.round(median(done.row))} ms (${rows})`,
    );
  }
  await browser.close();
} finally {
  for (const [name, content] of originals) writeFileSync(path.join(DIST, name), content);
}
