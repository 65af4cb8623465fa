import { describe, expect, it } from 'vitest';
import { csvCell, csvCells, csvColumns, csvLine } from './exportFormat';

describe('csvCell', () => {
  it('quotes a cell that a spreadsheet would run as a formula, and makes it text', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe('"\'+1"');
    expect(csvCell('-2')).toBe('"\'-2"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
  });

  it('quotes commas, quotes and line breaks, and leaves plain text as it is', () => {
    expect(csvCell('Write, then read')).toBe('"Write, then read"');
    expect(csvCell('Say "hi"')).toBe('"Say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Plain')).toBe('Plain');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });
});

describe('csv lines', () => {
  it('writes a header of every field, id first, and a row per item', () => {
    const rows = [
      { title: 'One', id: 'a' },
      { id: 'b', done: true },
    ];
    const columns = csvColumns(rows.flatMap((row) => Object.keys(row)));
    expect(columns).toEqual(['id', 'title', 'done']);
    expect(
      [columns, ...rows.map((row) => csvCells(columns, row))].map((cells) => csvLine(cells)),
    ).toEqual(['id,title,done\r\n', 'a,One,\r\n', 'b,,true\r\n']);
  });
});
