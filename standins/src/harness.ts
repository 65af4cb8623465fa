// What every stand-in shares: a loopback HTTP server, a log of the requests its service
// endpoints received, fault switches, and a control API for tests under /_control:
//
//   GET  /_control/health          200 once listening
//   GET  /_control/requests        the request log, oldest first
//   POST /_control/faults          {fault, count?} makes the next `count` (default 1) service
//                                  calls fail: "timeout", {status, body} or a named fault of
//                                  the stand-in (e.g. Gemini's "safety")
//   POST /_control/reset           clears the log, the faults and the stand-in's state
//
// plus whatever control routes the stand-in declares. Each stand-in only declares its routes.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandinRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** Parsed JSON, form fields, or the raw text when it is neither. */
  body: unknown;
}

export interface StandinResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path with `{name}` placeholders, e.g. `/v1beta/models/{model}:generateContent`. */
  path: string;
  handle: (request: StandinRequest) => StandinResponse | Promise<StandinResponse>;
}

export interface LoggedRequest {
  at: string;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/** A fault that answers instead of the endpoint: a canned response, or no answer at all. */
export type Fault = StandinResponse | 'timeout';

export interface StandinSpec {
  name: string;
  routes: Route[];
  /** Named faults of this service, e.g. `{ 'rate-limit': {status: 429, ...} }`. */
  faults?: Record<string, (request: StandinRequest) => Fault>;
  /** Extra control routes, mounted under /_control/<name>/... */
  control?: Route[];
  /** Forgets the stand-in's state (called by /_control/reset). */
  reset?: () => void;
}

export interface RunningStandin {
  name: string;
  url: string;
  close: () => Promise<void>;
}

/** How long a "timeout" fault holds the request before dropping the connection. */
const TIMEOUT_HOLD_MS = 120_000;

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

function compile(route: Route, prefix = ''): CompiledRoute {
  const names: string[] = [];
  const source = `${prefix}${route.path}`
    .split(/(\{\w+\})/)
    .map((part) => {
      if (!part.startsWith('{')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1, -1));
      return '([^/:]+)';
    })
    .join('');
  return { ...route, pattern: new RegExp(`^${source}$`), names };
}

function match(routes: CompiledRoute[], method: string, path: string) {
  for (const route of routes) {
    const found = route.method === method ? route.pattern.exec(path) : null;
    if (found) {
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(found[i + 1] ?? '')]),
      );
      return { route, params };
    }
  }
  return null;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(response: ServerResponse, { status, body, headers }: StandinResponse) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
    ...headers,
  });
  response.end(text);
}

function parseFaultRequest(body: unknown): { fault: unknown; count: number } | null {
  if (typeof body !== 'object' || body === null || !('fault' in body)) return null;
  const count = 'count' in body ? Number(body.count) : 1;
  if (!Number.isInteger(count) || count < 1) return null;
  return { fault: body.fault, count };
}

/** Starts a stand-in on 127.0.0.1:`port` (0 = any free port). */
export function startStandin(spec: StandinSpec, port: number): Promise<RunningStandin> {
  const routes = spec.routes.map((route) => compile(route));
  const control = (spec.control ?? []).map((route) => compile(route, `/_control/${spec.name}`));
  let log: LoggedRequest[] = [];
  let faults: ((request: StandinRequest) => Fault)[] = [];

  const controlRoutes: CompiledRoute[] = [
    compile({ method: 'GET', path: '/_control/health', handle: () => ({ status: 200, body: {} }) }),
    compile({
      method: 'GET',
      path: '/_control/requests',
      handle: () => ({ status: 200, body: log }),
    }),
    compile({
      method: 'POST',
      path: '/_control/reset',
      handle: () => {
        log = [];
        faults = [];
        spec.reset?.();
        return { status: 204 };
      },
    }),
    compile({
      method: 'POST',
      path: '/_control/faults',
      handle: ({ body }) => {
        const parsed = parseFaultRequest(body);
        const fault = parsed ? toFault(parsed.fault) : null;
        if (!parsed || !fault) {
          const named = Object.keys(spec.faults ?? {}).join(', ');
          return {
            status: 400,
            body: {
              message: `Expected {fault, count?} with fault "timeout", {status, body} or one of: ${named}`,
            },
          };
        }
        for (let i = 0; i < parsed.count; i += 1) faults.push(fault);
        return { status: 204 };
      },
    }),
    ...control,
  ];

  function toFault(value: unknown): ((request: StandinRequest) => Fault) | null {
    if (value === 'timeout') return () => 'timeout';
    if (typeof value === 'string') return spec.faults?.[value] ?? null;
    if (typeof value === 'object' && value !== null && 'status' in value) {
      const status = Number(value.status);
      if (!Number.isInteger(status) || status < 400 || status > 599) return null;
      const body = 'body' in value ? value.body : undefined;
      return () => ({ status, body });
    }
    return null;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = req.method ?? 'GET';
      const body = await readBody(req);
      const isControl = url.pathname.startsWith('/_control/');
      const found = match(isControl ? controlRoutes : routes, method, url.pathname);
      const request: StandinRequest = {
        method,
        path: url.pathname,
        params: found?.params ?? {},
        query: url.searchParams,
        headers: req.headers,
        body,
      };
      if (!isControl) {
        log.push({
          at: new Date().toISOString(),
          method,
          path: url.pathname,
          headers: req.headers,
          body,
        });
      }
      if (!found) {
        send(res, {
          status: 404,
          body: { message: `${spec.name} stand-in has no ${method} ${url.pathname}` },
        });
        return;
      }
      const fault = isControl ? undefined : faults.shift()?.(request);
      if (fault === 'timeout') {
        setTimeout(() => res.destroy(), TIMEOUT_HOLD_MS).unref();
        return;
      }
      send(res, fault ?? (await found.route.handle(request)));
    })().catch((error: unknown) => {
      send(res, {
        status: 500,
        body: { message: `${spec.name} stand-in failed: ${String(error)}` },
      });
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve({
        name: spec.name,
        url: `http://127.0.0.1:${actual}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
