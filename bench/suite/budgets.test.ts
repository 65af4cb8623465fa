import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetsMarkdown } from './budgets';

const DOC = new URL('../../docs/performance.md', import.meta.url);
const TABLE = /<!-- budgets: bench\/suite\/budgets\.ts -->([\s\S]*?)<!-- \/budgets -->/;

/** A markdown table's cells, row by row, whatever padding a formatter gave it. */
const cells = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/^-+$/, '---')),
    );

describe('the budgets of the benchmark', () => {
  it('are the table docs/performance.md shows', () => {
    const shown = TABLE.exec(readFileSync(DOC, 'utf8'))?.[1];
    expect(shown, 'docs/performance.md has no budgets table between its markers').toBeDefined();
    expect(cells(shown ?? '')).toEqual(cells(budgetsMarkdown()));
  });
});
