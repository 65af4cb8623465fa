import {
  request,
  type ClientRequest,
  type IncomingMessage,
  type RequestOptions,
  type ServerResponse,
} from 'node:http';
import { LISTEN_BACK_CHANNEL_URL, ListenFrameReader, type ListenArray } from './listenFrames';
import { passAnswer, startLoopbackProxy } from './loopbackProxy';

/**
 * How the proxy silences a Listen back channel:
 * - 'held': the channel stops after the first bytes of its first answer, its connection kept
 *   open. The SDK has part of a message and waits for the rest; on its own it gives up only at
 *   WebChannel's 45 s request timeout.
 * - 'sent twice': the channel's request reaches the Firestore emulator twice, the way Chromium
 *   sends it again when the emulator has closed the connection it went out on (the one the
 *   channel's handshake used) after reading it. The emulator has written the session's first
 *   answers to the first; for the second it sends again only the last 200 arrays it keeps, so a
 *   session whose first answers are longer loses its first arrays, the ADD of each target among
 *   them. The SDK then drops every answer for those targets, and the channel's noops keep it
 *   open for good.
 */
export type Silence = 'held' | 'sent twice';

/**
 * A forward proxy on loopback for one browser context (`proxy: { server, bypass: '<-loopback>' }`)
 * that passes every request through, except that it silences the first `channels` back channels
 * of Firestore's Listen stream as `how` says.
 */
export interface SilentListenProxy {
  /** The proxy's address, for the context's `proxy.server`. */
  server: string;
  /** How many Listen back channels it silenced. */
  silenced: () => number;
  /**
   * 'sent twice': the number of the first array the page got on the channel sent again (1 when
   * nothing was lost), or null before any came.
   */
  firstArrayAfterResend: () => number | null;
  close: () => Promise<void>;
}

/** What a held channel passes on: part of its first message (its length, then JSON). */
const FIRST_BYTES = 64;

/**
 * How many arrays the emulator keeps to send again (its back channel's MAX_RECENT_ENVELOPES),
 * and a margin: the request goes again once the first has carried this many, so the first
 * arrays, the targets' ADDs among them, are past keeping.
 */
const RESEND_AFTER_ARRAYS = 200 + 10;

/** The SDK's long-lived GET of a Listen channel, on which the server streams its answers. */
function isListenBackChannel(req: IncomingMessage): boolean {
  return req.method === 'GET' && LISTEN_BACK_CHANNEL_URL.test(req.url ?? '');
}

/** The arrays of the frames `chunk` completes; none when the answer is not made of frames. */
function arraysIn(reader: ListenFrameReader, chunk: Buffer): ListenArray[] {
  try {
    return reader.push(chunk).flat();
  } catch {
    return [];
  }
}

export async function startSilentListenProxy(
  channels = 1,
  how: Silence = 'held',
): Promise<SilentListenProxy> {
  let silenced = 0;
  let firstArrayAfterResend: number | null = null;

  /** Passes on the first bytes of `answer`, then reads and drops the rest. */
  const hold = (answer: IncomingMessage, res: ServerResponse) => {
    const headers = { ...answer.headers };
    delete headers['content-length'];
    res.writeHead(answer.statusCode ?? 502, headers);
    // The rest is read so that the server keeps a live reader on the channel.
    answer.once('data', (chunk: Buffer) => res.write(chunk.subarray(0, FIRST_BYTES)));
    answer.resume();
  };

  /**
   * Sends the back channel's request once, reads (and drops) its answer until it has carried
   * RESEND_AFTER_ARRAYS arrays, then sends it again and passes that answer on. Now and then the
   * emulator hangs up on the second request rather than on the first: the page then opens a
   * new channel at once, which is silenced in this one's place, as the test has not happened.
   */
  const sendTwice = (options: RequestOptions, res: ServerResponse): ClientRequest[] => {
    const sent: ClientRequest[] = [];
    const again = () => {
      let answered = false;
      const second = request(options, (answer) => {
        answered = true;
        const reader = new ListenFrameReader();
        answer.on('data', (chunk: Buffer) => {
          firstArrayAfterResend ??= arraysIn(reader, chunk)[0]?.[0] ?? null;
        });
        passAnswer(answer, res);
      });
      second.on('error', () => {
        if (!answered) silenced -= 1;
        res.destroy();
      });
      second.end();
      sent.push(second);
    };
    const first = request(options, (answer) => {
      const reader = new ListenFrameReader();
      let resent = false;
      answer.on('data', (chunk: Buffer) => {
        if (resent || (arraysIn(reader, chunk).at(-1)?.[0] ?? 0) < RESEND_AFTER_ARRAYS) return;
        resent = true;
        again();
      });
    });
    // The emulator aborts the first request itself when the second comes.
    first.on('error', () => undefined);
    first.end();
    sent.push(first);
    return sent;
  };

  const proxy = await startLoopbackProxy((req, res, options) => {
    const silence = isListenBackChannel(req) && silenced < channels;
    if (!silence) return false;
    silenced += 1;
    if (how === 'sent twice') {
      const sent = sendTwice(options, res);
      res.on('close', () => sent.forEach((upstream) => upstream.destroy()));
      return true;
    }
    const upstream = request(options, (answer) => hold(answer, res));
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
    return true;
  });
  return {
    ...proxy,
    silenced: () => silenced,
    firstArrayAfterResend: () => firstArrayAfterResend,
  };
}
