import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const RESULTS_DIR = path.join(ROOT, '.test-output');

function readJson(file) {
  const full = path.join(RESULTS_DIR, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
}

const VITEST_REPORTS = [
  ['unit', 'unit.json'],
  ['deploy', 'deploy.json'],
  ['rules', 'rules.json'],
  ['api', 'api.json'],
  ['api-shared', 'api-shared.json'],
  ['api-alone', 'api-alone.json'],
];

/** Lines of a failure's message kept in the summary: the assertion and where it stopped. */
const MESSAGE_LINES = 8;

/**
 * The failed tests of the vitest reports, each with the start of its message. A CI log shows
 * only its end, where the summary is; vitest prints its failures minutes of output earlier.
 */
export function failedVitestTests() {
  const failed = [];
  for (const [suite, file] of VITEST_REPORTS) {
    for (const result of readJson(file)?.testResults ?? []) {
      for (const assertion of result.assertionResults ?? []) {
        if (assertion.status !== 'failed') continue;
        const message = (assertion.failureMessages ?? []).join('\n').split('\n');
        failed.push({
          suite,
          file: path.relative(ROOT, result.name),
          name: assertion.fullName,
          message: message.slice(0, MESSAGE_LINES).join('\n'),
        });
      }
    }
  }
  return failed;
}

/** Totals from the vitest and Playwright JSON reports written during `npm test`. */
export function readResults() {
  const suites = [];
  for (const [name, file] of VITEST_REPORTS) {
    const report = readJson(file);
    if (report) {
      suites.push({ name, passed: report.numPassedTests, failed: report.numFailedTests });
    }
  }
  for (const [name, file] of [
    ['browser', 'e2e.json'],
    ['browser-shared', 'e2e-shared.json'],
  ]) {
    const e2e = readJson(file);
    if (e2e) {
      suites.push({
        name,
        passed: e2e.stats.expected,
        failed: e2e.stats.unexpected + e2e.stats.flaky,
      });
    }
  }
  return {
    suites,
    passed: suites.reduce((sum, suite) => sum + suite.passed, 0),
    failed: suites.reduce((sum, suite) => sum + suite.failed, 0),
  };
}
