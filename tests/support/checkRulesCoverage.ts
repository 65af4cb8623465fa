// Reads the rule-coverage report saved by tests/support/rulesCoverage.ts and says how many
// rule expressions the rules suites never evaluated, listing them. Exits 1 when an `allow`
// condition was never evaluated (with --strict: when any expression was not).
//
//   npx tsx tests/support/checkRulesCoverage.ts [.test-output/rules-coverage.json] [--strict]

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const COVERAGE_DIR = '.test-output';
export const COVERAGE_JSON = path.join(COVERAGE_DIR, 'rules-coverage.json');
export const COVERAGE_HTML = path.join(COVERAGE_DIR, 'rules-coverage.html');

interface SourcePosition {
  line: number;
  column: number;
  currentOffset: number;
  endOffset: number;
}

export interface ExpressionReport {
  sourcePosition: SourcePosition;
  values?: { value: Record<string, unknown>; count: number }[];
  children?: ExpressionReport[];
}

export interface CoverageReport {
  rules: { files: { content: string }[] };
  report?: ExpressionReport[];
}

/**
 * What an expression gave over the whole run: a value at least once, only errors, only
 * skipped by a short-circuiting && or ||, or nothing at all.
 */
export type Outcome = 'value' | 'onlyErrors' | 'onlyShortCircuited' | 'never';

export interface Expression {
  line: number;
  column: number;
  text: string;
  /** Whether this is the whole condition of an `allow`. */
  isAllow: boolean;
  outcome: Outcome;
  /** The booleans it gave: a condition is exercised fully when it gave both. */
  booleans: boolean[];
}

export interface CoverageSummary {
  expressions: Expression[];
  total: number;
  /** Gave a value at least once. */
  evaluated: number;
  /** Every expression that never gave a value. */
  neverEvaluated: Expression[];
  allows: number;
  allowsNeverEvaluated: Expression[];
  /** Conditions (expressions that gave a boolean) and those that gave both true and false. */
  conditions: number;
  conditionsBothWays: number;
}

export function summarise(coverage: CoverageReport): CoverageSummary {
  const source = coverage.rules.files[0]?.content ?? '';
  const lines = source.split('\n');
  const expressions: Expression[] = [];

  const visit = (node: ExpressionReport, topLevel: boolean): void => {
    const { line, column, currentOffset, endOffset } = node.sourcePosition;
    const values = (node.values ?? []).map((entry) => entry.value);
    // The emulator reports an error as a value of type `undefined` and a short-circuited
    // evaluation as a value of no type at all.
    const errors = values.filter((value) => 'undefined' in value);
    const real = values.filter((value) => Object.keys(value).length > 0 && !('undefined' in value));
    const outcome: Outcome =
      real.length > 0
        ? 'value'
        : errors.length > 0
          ? 'onlyErrors'
          : values.length > 0
            ? 'onlyShortCircuited'
            : 'never';
    expressions.push({
      line,
      column,
      text: source.slice(currentOffset, endOffset + 1).replace(/\s+/g, ' '),
      isAllow: topLevel && /^\s*allow\s/.test(lines[line - 1] ?? ''),
      outcome,
      booleans: [
        ...new Set(
          real.flatMap((value) => (typeof value.boolValue === 'boolean' ? [value.boolValue] : [])),
        ),
      ],
    });
    for (const child of node.children ?? []) visit(child, false);
  };
  for (const node of coverage.report ?? []) visit(node, true);

  const neverEvaluated = expressions.filter((expression) => expression.outcome !== 'value');
  const allows = expressions.filter((expression) => expression.isAllow);
  return {
    expressions,
    total: expressions.length,
    evaluated: expressions.length - neverEvaluated.length,
    neverEvaluated,
    allows: allows.length,
    allowsNeverEvaluated: allows.filter((expression) => expression.outcome !== 'value'),
    conditions: expressions.filter((expression) => expression.booleans.length > 0).length,
    conditionsBothWays: expressions.filter((expression) => expression.booleans.length === 2).length,
  };
}

function describeExpression(expression: Expression): string {
  const text = expression.text.length > 90 ? `${expression.text.slice(0, 87)}...` : expression.text;
  const how = expression.outcome === 'never' ? '' : ` (${expression.outcome})`;
  return `  L${expression.line}:${expression.column} ${text}${how}`;
}

/** The two lines that sum a report up. */
export function formatSummary(summary: CoverageSummary): string {
  const percent = summary.total === 0 ? 0 : (100 * summary.evaluated) / summary.total;
  const allowsEvaluated = summary.allows - summary.allowsNeverEvaluated.length;
  return [
    `Rule expressions: ${summary.evaluated} of ${summary.total} evaluated (${percent.toFixed(1)}%), ` +
      `${summary.neverEvaluated.length} never evaluated to a value`,
    `allow conditions: ${allowsEvaluated} of ${summary.allows} evaluated; ` +
      `${summary.conditionsBothWays} of ${summary.conditions} boolean expressions seen both true and false`,
  ].join('\n');
}

function main(): void {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const file = args.find((arg) => !arg.startsWith('--')) ?? COVERAGE_JSON;
  const summary = summarise(JSON.parse(readFileSync(file, 'utf8')) as CoverageReport);

  console.log(formatSummary(summary));
  if (summary.neverEvaluated.length > 0) {
    console.log('Never evaluated:');
    for (const expression of summary.neverEvaluated) console.log(describeExpression(expression));
  }
  const failed =
    summary.total === 0 ||
    summary.allowsNeverEvaluated.length > 0 ||
    (strict && summary.neverEvaluated.length > 0);
  process.exit(failed ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
