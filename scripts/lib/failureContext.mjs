// Prints the page snapshot Playwright saved for each failed browser test, so that a failure seen
// once in a CI log says what the page showed, not only where the test stopped.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

/** A snapshot of a large page runs to hundreds of lines; its start shows the page's state. */
const MAX_CHARS = 6000;

function* failedResults(suite) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) {
        if (result.status !== 'passed' && result.status !== 'skipped') yield { spec, result };
      }
    }
  }
  for (const child of suite.suites ?? []) yield* failedResults(child);
}

/** The error-context files of the failed tests in a Playwright JSON report. */
export function failureContexts(report) {
  const found = [];
  for (const suite of report.suites ?? []) {
    for (const { spec, result } of failedResults(suite)) {
      for (const attachment of result.attachments ?? []) {
        if (attachment.path?.endsWith('error-context.md')) {
          found.push({ title: spec.title, file: path.resolve(ROOT, attachment.path) });
        }
      }
    }
  }
  return found;
}

export function printFailureContexts(reportFile) {
  if (!fs.existsSync(reportFile)) return;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  for (const { title, file } of failureContexts(report)) {
    if (!fs.existsSync(file)) continue;
    // The test's source follows the snapshot; the log has the failing line already.
    const text = fs.readFileSync(file, 'utf8').split('\n# Test source')[0];
    const shown = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n…(cut)` : text;
    console.log(`\n━━ Page when "${title}" failed (${path.relative(ROOT, file)})\n${shown}`);
  }
}
