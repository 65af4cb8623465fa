// Cold starts of the functions: what loading the bundle costs a fresh process for `api`,
// `stripeWebhook`, `sendReminder` and a Firestore trigger (no emulators needed), and, inside a
// fresh emulator suite, the time to the first answer of each function's new worker. Writes
// bench/results/coldstart-report.md from bench/results/coldstart-results.json. Run:
//   npm run build && flock /tmp/pomoplan-emulators.lock npm run emulators:exec -- "npx tsx bench/suite/coldStart.ts"
// BENCH_COLDSTART_BASELINE=REF[,REF...] also builds the functions of those git commits and loads
// the builds in turn, so all figures come from the same minutes of the same machine.
// BENCH_COLDSTART_RUNS (default 7) processes per function and build (0: keep the stored figures,
// only rewrite the report). BENCH_COLDSTART_LABEL
// (default: this checkout) names what functions/lib holds in the first-answer figures, which
// are kept per label across runs (one sample per emulator start).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { FIRST_ANSWER_PROBES, firstAnswer, type FirstAnswer } from '../tools/firstAnswer';
import { loadInFreshProcess, type ModuleLoad } from '../tools/moduleLoad';
import { median } from '../tools/stats';

const TARGETS = ['api', 'stripeWebhook', 'sendReminder', 'onProjectCreated'] as const;
const CURRENT = 'this checkout';
const RUNS = Number(process.env.BENCH_COLDSTART_RUNS ?? '7');
const BASELINES = (process.env.BENCH_COLDSTART_BASELINE ?? '').split(',').filter(Boolean);
const LABEL = process.env.BENCH_COLDSTART_LABEL ?? CURRENT;

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RESULTS = new URL('../results/coldstart-results.json', import.meta.url);
const REPORT = new URL('../results/coldstart-report.md', import.meta.url);
// Under functions/node_modules, so that a baseline's bundle finds the same packages as lib/.
const BASELINES_DIR = `${ROOT}functions/node_modules/.cache/coldstart-baseline`;

type Loads = Record<string, Record<string, ModuleLoad[]>>;

interface Results {
  moduleLoad?: { measuredAt: string; machine: string; loads: Loads };
  /** Per label of functions/lib, one entry per emulator start. */
  firstAnswer: Record<string, { measuredAt: string; answers: Record<string, FirstAnswer> }[]>;
}

/** The functions of commit `ref`, built with that commit's own build script. */
function buildBaseline(ref: string): string {
  const dir = `${BASELINES_DIR}/${ref.replace(/[^\w.-]/g, '_')}`;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // The functions import the demo accounts from scripts/seed; @pomoplan/domain is today's.
  const files = ['functions/src', 'functions/build.mjs', 'functions/package.json', 'scripts/seed'];
  const archive = execFileSync('git', ['archive', ref, ...files], { cwd: ROOT });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  execFileSync(process.execPath, ['build.mjs'], { cwd: `${dir}/functions` });
  return `${dir}/functions/lib/index.js`;
}

async function measureModuleLoads(entries: Record<string, string>): Promise<Loads> {
  const loads: Loads = {};
  for (let run = 0; run < RUNS; run += 1) {
    for (const target of TARGETS) {
      for (const [build, entry] of Object.entries(entries)) {
        const perTarget = (loads[build] ??= {});
        (perTarget[target] ??= []).push(await loadInFreshProcess(entry, target));
      }
    }
  }
  return loads;
}

async function measureFirstAnswers(): Promise<Record<string, FirstAnswer>> {
  const answers: Record<string, FirstAnswer> = {};
  for (const target of TARGETS) {
    const probe = FIRST_ANSWER_PROBES[target];
    if (probe) answers[target] = await firstAnswer(probe);
  }
  return answers;
}

const ms = (value: number) => `${Math.round(value)} ms`;

function moduleLoadSection(results: Results): string[] {
  const section = results.moduleLoad;
  if (!section) return [];
  const builds = Object.keys(section.loads);
  const header = builds.flatMap((build) => [`${build}: CPU`, `${build}: wall`]);
  const rows = TARGETS.map((target) => {
    const cells = builds.flatMap((build) => {
      const samples = section.loads[build]?.[target] ?? [];
      if (samples.length === 0) return ['–', '–'];
      return [ms(median(samples.map((s) => s.cpuMs))), ms(median(samples.map((s) => s.wallMs)))];
    });
    return `| ${target} | ${cells.join(' | ')} |`;
  });
  const runs = section.loads[builds[0] ?? '']?.[TARGETS[0]]?.length ?? 0;
  return [
    '## Loading the bundle in a fresh process',
    '',
    `Measured ${section.measuredAt} on ${section.machine}: \`await import('functions/lib/index.js')\``,
    `in a new Node process with FUNCTION_TARGET set, as the Functions Framework loads it; median of`,
    `${runs} processes per function and build, the builds taken in turn.`,
    '',
    `| function | ${header.join(' | ')} |`,
    `| --- | ${header.map(() => '---:').join(' | ')} |`,
    ...rows,
    '',
  ];
}

function firstAnswerSection(results: Results): string[] {
  const labels = Object.keys(results.firstAnswer);
  if (labels.length === 0) return [];
  const header = labels.flatMap((label) => [`${label}: first`, `${label}: warm`]);
  const rows = TARGETS.map((target) => {
    const cells = labels.flatMap((label) => {
      const runs = (results.firstAnswer[label] ?? []).flatMap((run) => {
        const answer = run.answers[target];
        return answer ? [answer] : [];
      });
      if (runs.length === 0) return ['–', '–'];
      return [ms(median(runs.map((r) => r.coldMs))), ms(median(runs.map((r) => r.warmMs)))];
    });
    return `| ${target} | ${cells.join(' | ')} |`;
  });
  const starts = labels.map((label) => `${label}: ${results.firstAnswer[label]?.length ?? 0}`);
  return [
    '## First answer of a fresh worker on the emulators',
    '',
    'The first call of each function after the emulators started (the functions emulator starts',
    'a worker process for it, which loads the bundle, then answers), and the median of the next',
    `five calls on that worker. Median over emulator starts (${starts.join(', ')}).`,
    '`api`: GET /api/health through Hosting; `stripeWebhook`: a signed `customer.created`',
    'event through Hosting; `sendReminder`: a task for a task that no longer exists;',
    '`onProjectCreated`: from writing a project until its activity entry exists.',
    '',
    `| function | ${header.join(' | ')} |`,
    `| --- | ${header.map(() => '---:').join(' | ')} |`,
    ...rows,
    '',
  ];
}

async function writeReport(results: Results): Promise<void> {
  const lines = [
    '# Cold starts of the functions',
    '',
    'Written by `bench/suite/coldStart.ts` from `bench/results/coldstart-results.json`; the method is in the',
    "README's Benchmarks section.",
    '',
    ...moduleLoadSection(results),
    ...firstAnswerSection(results),
  ];
  const previous = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
  // What a person wrote under the figures (the reading of them) is kept across runs.
  const notes = previous.split('\n<!-- notes -->\n')[1];
  const text = `${lines.join('\n')}\n<!-- notes -->\n${notes ?? ''}`;
  const options = await resolveConfig(fileURLToPath(REPORT));
  writeFileSync(REPORT, await format(text, { ...options, parser: 'markdown' }));
}

const results: Results = existsSync(RESULTS)
  ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as Results)
  : { firstAnswer: {} };

// The emulators' workers must be cold: the first answers come before anything else loads.
if (process.env.FIRESTORE_EMULATOR_HOST) {
  const answers = await measureFirstAnswers();
  (results.firstAnswer[LABEL] ??= []).push({ measuredAt: new Date().toISOString(), answers });
  console.log(`First answers (${LABEL}):`, answers);
}

if (RUNS > 0) {
  const entries: Record<string, string> = {};
  for (const ref of BASELINES) entries[ref] = buildBaseline(ref);
  entries[CURRENT] = `${ROOT}functions/lib/index.js`;
  results.moduleLoad = {
    measuredAt: new Date().toISOString().slice(0, 16).replace('T', ' '),
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    loads: await measureModuleLoads(entries),
  };
}

writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
await writeReport(results);
console.log(`Wrote ${fileURLToPath(REPORT)}`);
