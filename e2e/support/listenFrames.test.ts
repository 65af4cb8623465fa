import { describe, expect, it } from 'vitest';
import { LISTEN_BACK_CHANNEL_URL, ListenFrameReader, type ListenArray } from './listenFrames';

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

describe('LISTEN_BACK_CHANNEL_URL', () => {
  const channel = 'http://127.0.0.1:8080/google.firestore.v1.Firestore/Listen/channel';

  it('names the back channel the answers stream on', () => {
    expect(LISTEN_BACK_CHANNEL_URL.test(`${channel}?gsessionid=a&VER=8&RID=rpc&SID=b`)).toBe(true);
    expect(LISTEN_BACK_CHANNEL_URL.test(`${channel}?RID=rpc`)).toBe(true);
  });

  it('leaves out the requests that send, and the other streams', () => {
    expect(LISTEN_BACK_CHANNEL_URL.test(`${channel}?VER=8&RID=51234&SID=b`)).toBe(false);
    expect(LISTEN_BACK_CHANNEL_URL.test(`${channel}?VER=8&RID=rpcx`)).toBe(false);
    expect(
      LISTEN_BACK_CHANNEL_URL.test(channel.replace('Listen', 'Write') + '?VER=8&RID=rpc'),
    ).toBe(false);
  });
});
