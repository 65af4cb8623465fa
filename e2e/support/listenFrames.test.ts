import { describe, expect, it } from 'vitest';
import { ListenFrameReader, type ListenArray } from './listenFrames';

function frame(arrays: ListenArray[]): string {
  const json = JSON.stringify(arrays);
  return `${json.length}\n${json}`;
}

const ADD: ListenArray = [1, [{ targetChange: { targetChangeType: 'ADD', targetIds: [2] } }]];
const DOC: ListenArray = [2, [{ documentChange: { document: { name: 'todos/é' } } }]];
const CURRENT: ListenArray = [3, [{ targetChange: { targetChangeType: 'CURRENT' } }]];

describe('ListenFrameReader', () => {
  it('reads frames split anywhere, inside a multi-byte character too', () => {
    const bytes = Buffer.from(frame([ADD, DOC]) + frame([CURRENT]));
    const cut = bytes.indexOf(Buffer.from('é')) + 1;
    const reader = new ListenFrameReader();
    expect(reader.push(bytes.subarray(0, 1))).toEqual([]);
    expect(reader.push(bytes.subarray(1, cut))).toEqual([]);
    expect(reader.push(bytes.subarray(cut))).toEqual([[ADD, DOC], [CURRENT]]);
  });

  it('reads a frame as the emulator sends it', () => {
    expect(new ListenFrameReader().push(Buffer.from('16\n[[308,["noop"]]]'))).toEqual([
      [[308, ['noop']]],
    ]);
  });

  it('refuses what is not a frame', () => {
    expect(() => new ListenFrameReader().push(Buffer.from('<html>\n'))).toThrow(
      /not a Listen frame/,
    );
  });
});
