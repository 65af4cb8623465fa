// What `npm test -- --changed[=REF]` runs for the inner loop: the checks and suites a change
// touches, from the files changed since REF (default HEAD: the uncommitted change, untracked
// files included). Every suite it leaves out is named with the reason; CI always runs all.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/** The files changed since `ref`, and the untracked ones git does not ignore. */
export function changedFiles(ref = 'HEAD') {
  const git = (...args) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
  return [
    ...new Set([
      ...git('diff', '--name-only', ref, '--'),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ].sort();
}

/** Whatever the whole run depends on: a change here runs everything. */
const EVERYTHING = [
  /^package(-lock)?\.json$/,
  /^(domain|web|functions|standins)\/package\.json$/,
  /^tsconfig.*\.json$/,
  /^vitest\.config\.ts$/,
  /^playwright\.config\.ts$/,
  /^firebase\.json$/,
  /^domain\//,
  /^scripts\/(test|emulator-suites)\.mjs$/,
  /^scripts\/(lib|emulators)\//,
];

/** What runs the whole rules suite, the whole API suite, every browser spec. */
const WHOLE = {
  rules: [/^firestore\.(rules|indexes\.json)$/, /^tests\/(rules\/)?support\//, /^web\/src\/data\//],
  api: [
    /^functions\//,
    /^standins\//,
    /^tests\/support\//,
    /^tests\/(api|jobs)\/support\//,
    /^firestore\.indexes\.json$/,
  ],
  browser: [/^e2e\/support\//, /^web\/(?!src\/features\/)/],
};

/** What the deploy checks read (tests/deploy: manifest, rewrites, indexes; no emulators). */
const DEPLOY = [
  /^functions\//,
  /^web\/src\/data\//,
  /^firestore\.indexes\.json$/,
  /^tests\/deploy\//,
];

/** The browser specs that exercise each feature of the web app. */
export const SPECS_OF_FEATURE = {
  admin: ['admin'],
  auth: ['auth', 'session', 'accountDeletion'],
  billing: ['payments', 'settings'],
  calendar: ['calendar', 'googleCalendar'],
  focus: ['focus', 'projects'],
  goals: ['goals'],
  landing: ['landing'],
  notifications: ['notifications'],
  projects: ['projects'],
  quickAdd: ['quickAdd'],
  reports: ['reports', 'a11y'],
  settings: ['settings', 'googleCalendar', 'emailVerification', 'accountDeletion', 'yourData'],
  tasks: ['tasks', 'keyboard'],
  timeline: ['timeline', 'keyboard'],
  todo: ['todo', 'keyboard', 'aiAssistant'],
};

/** The changed specs and those of the changed features; 'all' for a feature with no specs named. */
function browserSpecs(files, changedSpecs) {
  const specs = new Set(changedSpecs);
  for (const file of files) {
    const feature = /^web\/src\/features\/([^/]+)\//.exec(file)?.[1];
    if (!feature) continue;
    const mapped = SPECS_OF_FEATURE[feature];
    if (!mapped) return 'all';
    for (const name of mapped) specs.add(`e2e/${name}.spec.ts`);
  }
  return [...specs].sort();
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const LINTED = /\.(ts|tsx|mjs|js|json|md|css|html|ya?ml)$/;

/**
 * The plan for `files`: `lint` (files to lint), `unit` (source files whose related unit tests
 * run), `rules`, `api` and `browser` ('all', or the test files to run, empty for none), `deploy`
 * (whether the deploy checks run), and `notes`, one line per suite on why it runs or not.
 */
export function planFor(files) {
  const present = files.filter((file) => fs.existsSync(path.join(ROOT, file)));
  const everything = files.some((file) => EVERYTHING.some((pattern) => pattern.test(file)));
  const whole = (suite) => everything || files.some((f) => WHOLE[suite].some((p) => p.test(f)));
  const tests = (pattern) => present.filter((file) => pattern.test(file));

  const rules = whole('rules') ? 'all' : tests(/^tests\/rules\/[^/]+\.test\.ts$/);
  const api = whole('api') ? 'all' : tests(/^tests\/(api|jobs)\/[^/]+\.test\.ts$/);
  const browser = whole('browser') ? 'all' : browserSpecs(files, tests(/^e2e\/[^/]+\.spec\.ts$/));
  const deploy = everything || files.some((file) => DEPLOY.some((pattern) => pattern.test(file)));
  const describe = (suite, selection) =>
    selection === 'all'
      ? `${suite}: all`
      : selection.length > 0
        ? `${suite}: ${selection.join(', ')}`
        : `${suite}: not run (nothing it covers changed)`;
  return {
    lint: present.filter((file) => LINTED.test(file)),
    unit: present.filter((file) => SOURCE.test(file)),
    rules,
    api,
    browser,
    deploy,
    notes: [
      describe('rules', rules),
      describe('api', api),
      describe('browser', browser),
      deploy ? 'deploy: all' : 'deploy: not run (nothing it covers changed)',
    ],
  };
}

/** Whether the plan needs the emulator suite at all. */
export const needsEmulators = (plan) =>
  [plan.rules, plan.api, plan.browser].some((s) => s === 'all' || s.length > 0);
