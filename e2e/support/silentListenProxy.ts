import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A forward proxy on loopback for one browser context (`proxy: { server, bypass: '<-loopback>' }`)
 * that passes every request through, except that the first `channels` back channels of
 * Firestore's Listen stream stop after the first bytes of their first answer while their
 * connections stay open: the server holds the channel and says nothing more. The SDK then has
 * part of a message and waits for the rest; on its own it gives up on the channel only at
 * WebChannel's 45 s request timeout.
 */
export interface SilentListenProxy {
  /** The proxy's address, for the context's `proxy.server`. */
  server: string;
  /** How many Listen back channels it silenced. */
  silenced: () => number;
  close: () => Promise<void>;
}

/** What a silenced channel passes on: part of its first message (its length, then JSON). */
const FIRST_BYTES = 64;

/** The SDK's long-lived GET of a Listen channel, on which the server streams its answers. */
function isListenBackChannel(req: IncomingMessage): boolean {
  const url = req.url ?? '';
  return req.method === 'GET' && url.includes('/Listen/channel?') && /[?&]RID=rpc(&|$)/.test(url);
}

export async function startSilentListenProxy(channels = 1): Promise<SilentListenProxy> {
  let silenced = 0;
  const sockets = new Set<Socket>();

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    // A proxied request names the whole URL; nothing but loopback is passed on.
    const target = new URL(req.url ?? '');
    if (target.hostname !== 'localhost' && target.hostname !== '127.0.0.1') {
      res.writeHead(403).end('loopback only');
      return;
    }
    const silence = isListenBackChannel(req) && silenced < channels;
    if (silence) silenced += 1;
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        if (!silence) {
          answer.pipe(res);
          return;
        }
        // The start of a message, whatever its size; the rest is read and dropped, so the
        // server keeps a live reader on the channel.
        answer.once('data', (chunk: Buffer) => res.write(chunk.subarray(0, FIRST_BYTES)));
        answer.resume();
      },
    );
    upstream.on('error', () => res.destroy());
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  };

  const proxy = createServer(forward);
  proxy.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    silenced: () => silenced,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
