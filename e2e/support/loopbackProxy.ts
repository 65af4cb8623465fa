import {
  createServer,
  request,
  type IncomingMessage,
  type RequestOptions,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Takes a request over (answers it itself and returns true), or returns false to let the proxy
 * pass it on unchanged.
 */
export type ProxyHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  upstream: RequestOptions,
) => boolean;

export interface LoopbackProxy {
  /** The proxy's address, for the context's `proxy.server`. */
  server: string;
  close: () => Promise<void>;
}

/** Passes `answer` on to the page whole. */
export function passAnswer(answer: IncomingMessage, res: ServerResponse): void {
  res.writeHead(answer.statusCode ?? 502, answer.headers);
  answer.pipe(res);
}

/**
 * A forward proxy on loopback for one browser context (`proxy: { server, bypass: '<-loopback>' }`):
 * every request of the browser passes it, and `handle` sees each one first.
 */
export async function startLoopbackProxy(handle: ProxyHandler): Promise<LoopbackProxy> {
  const sockets = new Set<Socket>();
  const forward = (req: IncomingMessage, res: ServerResponse) => {
    // A proxied request names the whole URL; nothing but loopback is passed on.
    const target = new URL(req.url ?? '');
    if (target.hostname !== 'localhost' && target.hostname !== '127.0.0.1') {
      res.writeHead(403).end('loopback only');
      return;
    }
    const options: RequestOptions = {
      host: target.hostname,
      port: target.port,
      path: `${target.pathname}${target.search}`,
      method: req.method,
      headers: req.headers,
    };
    if (handle(req, res, options)) return;
    const upstream = request(options, (answer) => passAnswer(answer, res));
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
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
