import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableCells } from '../../scripts/lib/markdownTable.mjs';
import { CAPACITY, type Capacity } from '../../functions/src/platform/capacity';

const DOC = new URL('../../docs/deploy-and-operations.md', import.meta.url);
const TABLE =
  /<!-- capacity: functions\/src\/platform\/capacity\.ts -->([\s\S]*?)<!-- \/capacity -->/;

function expectedRows(): string[][] {
  const entries: [string, Capacity][] = Object.entries(CAPACITY);
  return [
    ['function', 'max instances', 'memory', 'at once per instance', 'why'],
    ['---', '---', '---', '---', '---'],
    ...entries.map(([name, capacity]) => [
      `\`${name}\``,
      String(capacity.maxInstances),
      capacity.memory ?? '256MiB',
      String(capacity.concurrency ?? 1),
      capacity.why,
    ]),
  ];
}

describe('the functions’ capacity', () => {
  it('is the table docs/deploy-and-operations.md shows', () => {
    const shown = TABLE.exec(readFileSync(DOC, 'utf8'))?.[1];
    expect(shown, 'the doc has no capacity table between its markers').toBeDefined();
    expect(tableCells(shown ?? '')).toEqual(expectedRows());
  });
});
