import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableCells } from '../../scripts/lib/markdownTable.mjs';
import { budgetsMarkdown } from './budgets';

const DOC = new URL('../../docs/performance.md', import.meta.url);
const TABLE = /<!-- budgets: bench\/suite\/budgets\.ts -->([\s\S]*?)<!-- \/budgets -->/;

describe('the budgets of the benchmark', () => {
  it('are the table docs/performance.md shows', () => {
    const shown = TABLE.exec(readFileSync(DOC, 'utf8'))?.[1];
    expect(shown, 'docs/performance.md has no budgets table between its markers').toBeDefined();
    expect(tableCells(shown ?? '')).toEqual(tableCells(budgetsMarkdown()));
  });
});
