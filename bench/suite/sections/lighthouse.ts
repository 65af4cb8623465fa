import { BASE_URL } from '../../tools/config';
import { runLighthouse, type LighthouseRun } from '../../tools/lighthouse';
import { LIGHTHOUSE_SCORE } from '../budgets';
import type { LighthousePage } from '../results';
import type { BenchUser } from '../../tools/session';
import { median } from '../../tools/stats';

function medianRun(runs: readonly LighthouseRun[]): LighthousePage['median'] {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: of((run) => run.score),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    fcpMs: of((run) => run.fcpMs),
    speedIndexMs: of((run) => run.speedIndexMs),
    totalBytes: of((run) => run.totalBytes),
  };
}

const LANDING = 'Landing `/`';
/** As the sign-in left it: the HTTP and Firestore caches it filled are kept. */
const TODO_AFTER_SIGN_IN = 'To Do `/` (signed in, caches of the sign-in kept)';
const TODO_COLD = 'To Do `/` (signed in, cold HTTP and Firestore caches)';

/** Lighthouse runs alternate between the pages, so that machine noise spreads evenly. */
export async function lighthouseSection(runs: number, user: BenchUser): Promise<LighthousePage[]> {
  const url = new URL('/', BASE_URL).href;
  const landing: LighthouseRun[] = [];
  const todo: LighthouseRun[] = [];
  const todoCold: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) {
    landing.push(await runLighthouse(url));
    todo.push(await runLighthouse(url, { user, baseUrl: BASE_URL, coldCaches: false }));
    todoCold.push(await runLighthouse(url, { user, baseUrl: BASE_URL, coldCaches: true }));
  }
  return [
    {
      label: LANDING,
      budget: LIGHTHOUSE_SCORE.landing,
      url,
      runs: landing,
      median: medianRun(landing),
    },
    {
      label: TODO_AFTER_SIGN_IN,
      budget: LIGHTHOUSE_SCORE.todo,
      url,
      runs: todo,
      median: medianRun(todo),
    },
    {
      label: TODO_COLD,
      budget: LIGHTHOUSE_SCORE.todo,
      url,
      runs: todoCold,
      median: medianRun(todoCold),
    },
  ];
}
