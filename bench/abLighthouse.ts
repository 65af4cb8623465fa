// Two web builds side by side under Lighthouse: the signed-in To Do page (caches of the sign-in
// kept, and cold) with build A and build B, interleaved run by run in one emulator session, so
// that a machine slower today than yesterday slows both alike. Builds as for abWarm.ts.
//   npm run emulators:exec -- "env AB_A=/tmp/a AB_B=/tmp/b AB_ROUNDS=3 npx tsx bench/abLighthouse.ts"
import { buildOrder, withBuilds } from './core/abBuilds';
import { ensurePlansConfig } from './core/admin';
import { BASE_URL } from './core/config';
import { runLighthouse } from './core/lighthouse';
import { createAccount } from './core/session';
import { median } from './core/stats';

await withBuilds(async (serve) => {
  await ensurePlansConfig();
  const user = await createAccount('ab-lighthouse');
  const url = new URL('/', BASE_URL).href;
  const runs = new Map<string, { score: number[]; tbt: number[]; lcp: number[] }>();
  for (let round = 0; round < Number(process.env.AB_ROUNDS ?? 3); round += 1) {
    for (const coldCaches of [false, true]) {
      for (const build of buildOrder(round)) {
        serve(build);
        const run = await runLighthouse(url, { user, baseUrl: BASE_URL, coldCaches });
        const key = `${build} ${coldCaches ? 'cold' : 'kept'}`;
        const done = runs.get(key) ?? { score: [], tbt: [], lcp: [] };
        done.score.push(run.score);
        done.tbt.push(run.tbtMs);
        done.lcp.push(run.lcpMs);
        runs.set(key, done);
        console.log(
          `${key}: score ${run.score}, TBT ${Math.round(run.tbtMs)} ms, LCP ${Math.round(run.lcpMs)} ms, ${Math.round(run.totalBytes / 1024)} KB, largest paint: ${run.lcpElement ?? '?'}`,
        );
      }
    }
  }
  for (const [key, done] of [...runs].sort()) {
    console.log(
      `median ${key}: score ${median(done.score)}, TBT ${Math.round(median(done.tbt))} ms, LCP ${Math.round(median(done.lcp))} ms`,
    );
  }
});
