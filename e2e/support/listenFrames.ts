// Firestore's Listen back channel (WebChannel) streams frames: the length of a JSON text in
// UTF-16 code units, a newline, then that text, an array of [array number, payload] pairs. The
// numbers count up from 1 in each session; the SDK does not check that none is missing.
import { StringDecoder } from 'node:string_decoder';

export type ListenArray = [number, unknown];

/** The URL of a Listen back channel: the SDK's long-lived GET the server streams answers on. */
export const LISTEN_BACK_CHANNEL_URL = /\/Listen\/channel\?(?:.*&)?RID=rpc(?:&|$)/;

/** Splits a back channel's bytes into frames, however the bytes arrive chunked. */
export class ListenFrameReader {
  private pending = '';
  private readonly decoder = new StringDecoder('utf8');

  /** The frames this chunk completes, in order: each one's arrays. */
  push(chunk: Buffer): ListenArray[][] {
    this.pending += this.decoder.write(chunk);
    const frames: ListenArray[][] = [];
    for (;;) {
      const newline = this.pending.indexOf('\n');
      if (newline < 0) break;
      const size = Number(this.pending.slice(0, newline));
      if (!Number.isInteger(size))
        throw new Error(`not a Listen frame: ${this.pending.slice(0, 40)}`);
      const end = newline + 1 + size;
      if (this.pending.length < end) break;
      frames.push(JSON.parse(this.pending.slice(newline + 1, end)) as ListenArray[]);
      this.pending = this.pending.slice(end);
    }
    return frames;
  }
}
