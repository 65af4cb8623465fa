import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

export const RESULTS_DIR = path.join(ROOT, '.test-output');

function readJson(file) {
  const full = path.join(RESULTS_DIR, file);
  return fs.existsSync(full) ? JSON.parse(fs.readFileSync(full, 'utf8')) : null;
}

/** Totals from the vitest and Playwright JSON reports written during `npm test`. */
export function readResults() {
  const suites = [];
  for (const [name, file] of [
    ['unit', 'unit.json'],
    ['deploy', 'deploy.json'],
    ['rules', 'rules.json'],
    ['api', 'api.json'],
    ['api-shared', 'api-shared.json'],
  ]) {
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
