// Global set-up of the `emulator` vitest project.
//
// Before the suites: loads firestore.rules into the rules suites' project, once. The emulator
// restarts its coverage count whenever rules are loaded, so the suites must not load them per
// file (tests/rules/support/env.ts does not) if the report is to cover every suite.
// After the suites: saves the emulator's rule-coverage report (JSON and HTML) to .test-output/
// and prints its figures; tests/support/checkRulesCoverage.ts lists what was never evaluated.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import {
  COVERAGE_DIR,
  COVERAGE_HTML,
  COVERAGE_JSON,
  formatSummary,
  summarise,
  type CoverageReport,
  type ExpressionReport,
} from './checkRulesCoverage';
import { FIRESTORE_HOST, FIRESTORE_PORT, RULES_PROJECT_ID } from './emulators';

export const RULES_FILE = 'firestore.rules';

const PROJECT_URL = `http://${FIRESTORE_HOST}:${FIRESTORE_PORT}/emulator/v1/projects/${RULES_PROJECT_ID}`;

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads the rules; a rules file that does not compile fails the run with the compiler's words. */
export async function loadRules(): Promise<void> {
  const content = await readFile(RULES_FILE, 'utf8');
  let response: Response;
  try {
    response = await fetch(`${PROJECT_URL}:securityRules`, {
      method: 'PUT',
      body: JSON.stringify({ rules: { files: [{ content }] } }),
    });
  } catch (error) {
    // No Firestore emulator (an API-only run): the rules suites, if any, fail on their own.
    console.warn(
      `Rules not loaded, the Firestore emulator is not reachable: ${describeError(error)}`,
    );
    return;
  }
  if (!response.ok) {
    throw new Error(`${RULES_FILE} was refused by the emulator:\n${await response.text()}`);
  }
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

type CoverageValue = NonNullable<ExpressionReport['values']>[number];

/**
 * The report without the contents of maps and lists (whole documents and requests, tens of
 * megabytes over a run), which the HTML view shows only as "[object Object]" anyway.
 */
function slimmed(node: ExpressionReport): ExpressionReport {
  const counts = new Map<string, CoverageValue>();
  for (const { value, count } of node.values ?? []) {
    const kept =
      'mapValue' in value ? { mapValue: {} } : 'listValue' in value ? { listValue: {} } : value;
    const key = JSON.stringify(kept);
    const seen = counts.get(key);
    if (seen) seen.count += count;
    else counts.set(key, { value: kept, count });
  }
  return {
    ...node,
    values: [...counts.values()],
    children: (node.children ?? []).map(slimmed),
  };
}

const DATA_START = 'const data = ';
const DATA_END = '\n};\n';

/** The emulator's HTML page around `report` instead of the data it embeds. */
function withData(html: string, report: CoverageReport): string {
  const start = html.indexOf(DATA_START);
  const end = html.indexOf(DATA_END, start);
  // A page of another shape is kept as the emulator made it.
  if (start < 0 || end < 0) return html;
  return `${html.slice(0, start + DATA_START.length)}${JSON.stringify(report)}${html.slice(end + 2)}`;
}

/** Saves the report (compact JSON, and a lighter HTML page) and returns its summary. */
export async function saveRulesCoverage(): Promise<string> {
  const [json, html] = await Promise.all([
    fetchText(`${PROJECT_URL}:ruleCoverage`),
    fetchText(`${PROJECT_URL}:ruleCoverage.html`),
  ]);
  const coverage = JSON.parse(json) as CoverageReport;
  const light = { ...coverage, report: (coverage.report ?? []).map(slimmed) };
  await mkdir(COVERAGE_DIR, { recursive: true });
  await Promise.all([
    writeFile(COVERAGE_JSON, JSON.stringify(coverage)),
    writeFile(COVERAGE_HTML, withData(html, light)),
  ]);
  return formatSummary(summarise(coverage));
}

export default async function setup(): Promise<() => Promise<void>> {
  await loadRules();
  return async () => {
    try {
      const summary = await saveRulesCoverage();
      // A run of some of the rules suites leaves expressions unevaluated by design, so the
      // figures are reported here and enforced only by the checker.
      console.log(`Rules coverage saved to ${COVERAGE_HTML} and ${COVERAGE_JSON}\n${summary}`);
    } catch (error) {
      // Without the Firestore emulator there is no report; that must not fail the run.
      console.warn(`Rules coverage not saved: ${describeError(error)}`);
    }
  };
}
