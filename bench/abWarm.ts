// Two web builds side by side: warm first render of the heavy user's To Do and timeline with
// build A and build B, interleaved run by run (A then B, then B then A) in one emulator
// session, so that the load of a shared machine falls on both alike. Each build is a copy of
// web/dist (`npm run build -w web && cp -r web/dist /tmp/a`), served as core/abBuilds.ts says.
//   npm run emulators:exec -- "env AB_A=/tmp/a AB_B=/tmp/b AB_ROUNDS=5 npx tsx bench/abWarm.ts"
import type { Browser } from '@playwright/test';
import { buildOrder, withBuilds } from './core/abBuilds';
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

// AB_PAGES=/timeline (paths, comma-separated) measures some of them.
// AB_AUTH_DELAY_MS=1000 holds Auth's check of the kept session with its server (accounts:lookup)
// that long on the measured load, as a slow network would.
const AUTH_DELAY_MS = Number(process.env.AB_AUTH_DELAY_MS ?? 0);
const PAGES = [TODO_PAGE, TIMELINE_PAGE].filter(
  (page) => !process.env.AB_PAGES || process.env.AB_PAGES.split(',').includes(page.path),
);

/** A fresh context: a first load (fills the caches and the service worker), then the warm one. */
async function warmLoad(browser: Browser, heavy: HeavyUser, spec: PageSpec) {
  const context = await newBenchContext(browser, { storageState: heavy.state });
  try {
    await watchMarks(context, { shell: SHELL, item: spec.firstItem });
    const page = await context.newPage();
    await page.goto(spec.path);
    await marks(page, 'item', 30_000);
    await page.waitForTimeout(2000);
    if (AUTH_DELAY_MS > 0) {
      await page.route('**/accounts:lookup*', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, AUTH_DELAY_MS));
        await route.continue();
      });
    }
    await page.goto(spec.path);
    const painted = await marks(page, 'item', 30_000);
    return { h1: painted.shell?.frameMs ?? Number.NaN, row: painted.item?.frameMs ?? Number.NaN };
  } finally {
    await context.close();
  }
}

await withBuilds(async (serve) => {
  await ensurePlansConfig();
  serve('A');
  const browser = await launchChromium();
  const sizes = process.env.BENCH_QUICK === '1' ? QUICK_SIZES : FULL_SIZES;
  const heavy = await createHeavyUser(browser, sizes);
  const runs = new Map<string, { h1: number[]; row: number[] }>();
  for (let round = 0; round < Number(process.env.AB_ROUNDS ?? 5); round += 1) {
    for (const spec of PAGES) {
      for (const build of buildOrder(round)) {
        serve(build);
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
});
