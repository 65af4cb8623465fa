// Prints the page snapshot Playwright saved for each failed browser test, what the Firestore
// emulator warned of while it ran and which of a page's API calls failed meanwhile, so that a
// failure seen once in a CI log says what the page showed, what the database did and what the
// API answered, not only where the test stopped.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { RESULTS_DIR } from './results.mjs';

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
          found.push({
            title: spec.title,
            file: path.resolve(ROOT, attachment.path),
            startTime: result.startTime,
            duration: result.duration,
          });
        }
      }
    }
  }
  return found;
}

/** Warnings that every run has by design: refused writes the rules tests make on purpose. */
const ROUTINE_WARNINGS =
  /^WARNING: (Operation failed: No matching allow statements|Operation failed: $)/;

/**
 * The emulator's WARNING lines (java.util.logging: a time line, then `WARNING: ...`) logged
 * between `from` and `to` (ms since the epoch), each with its time, routine ones left out.
 */
export function warningsBetween(logText, from, to) {
  const found = [];
  const lines = logText.split('\n');
  for (let index = 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line.startsWith('WARNING: ') || ROUTINE_WARNINGS.test(line)) continue;
    const stamp = /^(\w{3} \d{1,2}, \d{4} \d{1,2}:\d{2}:\d{2} [AP]M) /.exec(lines[index - 1]);
    const at = stamp ? Date.parse(stamp[1]) : NaN;
    if (Number.isNaN(at) || at < from || at > to) continue;
    found.push(`${new Date(at).toISOString()} ${line.slice(0, 300)}`);
  }
  return found;
}

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** The Hosting emulator's access log: time, request, status, then the page that asked. */
const ACCESS_LINE =
  /\[(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) \+0000\] "(\w+) (\/api\/\S*) [^"]*" (\d{3}) \S+ "(http[^"]*)"/;

/**
 * The /api calls a page made (a referrer names it: the API suite's own calls have none) that
 * were answered with 4xx or 5xx between `from` and `to`, each with its time and status.
 */
export function pageApiFailuresBetween(logText, from, to) {
  const found = [];
  for (const line of logText.split('\n')) {
    const match = ACCESS_LINE.exec(line);
    if (!match) continue;
    const [, day, month, year, hours, minutes, secs, method, url, status, page] = match;
    const at = Date.UTC(+year, MONTHS.indexOf(month), +day, +hours, +minutes, +secs);
    // The log counts whole seconds: a call in the test's first second is still its own.
    if (Number(status) < 400 || at + 999 < from || at > to) continue;
    found.push(`${new Date(at).toISOString()} ${method} ${url.slice(0, 120)} → ${status} (from ${page.slice(0, 120)})`);
  }
  return found;
}

/** A Firebase uid or an auto-id: what a test's failure message names that a log also names. */
const ID = /\b[A-Za-z0-9]{20,28}\b/g;
/** A function's execution is logged as "Beginning…", its own lines, then "Finished…". */
const LINES_AROUND = 2;

/**
 * The emulators' log lines that name an id found in `message` (a uid, a document id), each with
 * the lines around it, so that a failure such as "timed out waiting for the analysis of <uid>"
 * shows what the functions did for that user, or that they never ran.
 */
export function logLinesNaming(logText, message, limit = 40) {
  const ids = [...new Set(message.match(ID) ?? [])];
  if (ids.length === 0) return [];
  const lines = logText.split('\n');
  const shown = new Set();
  lines.forEach((line, index) => {
    if (!ids.some((id) => line.includes(id))) return;
    const last = Math.min(lines.length - 1, index + LINES_AROUND);
    for (let at = Math.max(0, index - LINES_AROUND); at <= last; at += 1) shown.add(at);
  });
  return [...shown]
    .sort((a, b) => a - b)
    .slice(-limit)
    .map((index) => lines[index].slice(0, 300));
}

/** How long before a failed test started its database warnings are shown: a lock held then. */
const WARNINGS_BEFORE_MS = 30_000;
const FIRESTORE_LOG = path.join(ROOT, 'firestore-debug.log');
export const EMULATORS_LOG = path.join(RESULTS_DIR, 'emulators.log');

export const readIfThere = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');

export function printFailureContexts(reportFile) {
  if (!fs.existsSync(reportFile)) return;
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  const firestoreLog = readIfThere(FIRESTORE_LOG);
  const emulatorsLog = readIfThere(EMULATORS_LOG);
  for (const { title, file, startTime, duration } of failureContexts(report)) {
    const started = Date.parse(startTime ?? '');
    if (!Number.isNaN(started)) {
      const ended = started + (duration ?? 0);
      const warnings = warningsBetween(firestoreLog, started - WARNINGS_BEFORE_MS, ended);
      console.log(
        `\n━━ "${title}" ran from ${new Date(started).toISOString()} to ${new Date(ended).toISOString()}; ` +
          `Firestore emulator warnings from ${WARNINGS_BEFORE_MS / 1000} s before: ` +
          (warnings.length === 0 ? 'none' : ''),
      );
      for (const warning of warnings.slice(-20)) console.log(`  ${warning}`);
      const failures = pageApiFailuresBetween(emulatorsLog, started, ended);
      console.log(
        `\n━━ API calls of pages answered with an error meanwhile (any test's page): ` +
          (failures.length === 0 ? 'none' : ''),
      );
      for (const failure of failures.slice(-20)) console.log(`  ${failure}`);
    }
    if (!fs.existsSync(file)) continue;
    // The test's source follows the snapshot; the log has the failing line already.
    const text = fs.readFileSync(file, 'utf8').split('\n# Test source')[0];
    const shown = text.length > MAX_CHARS ? `${text.slice(0, MAX_CHARS)}\n…(cut)` : text;
    console.log(`\n━━ Page when "${title}" failed (${path.relative(ROOT, file)})\n${shown}`);
  }
}
