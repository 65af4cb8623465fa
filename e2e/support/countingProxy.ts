import { startLoopbackProxy } from './loopbackProxy';

/**
 * A loopback forward proxy that passes every request through and notes each one, so a test can
 * count what reached the server: a service worker's navigation preload and the browser's own
 * request both pass here.
 */
export interface CountingProxy {
  /** The proxy's address, for the context's `proxy.server`. */
  server: string;
  /** The requests whose path is `pathname`, as 'METHOD /path?query', in order. */
  requestsTo: (pathname: string) => string[];
  close: () => Promise<void>;
}

export async function startCountingProxy(): Promise<CountingProxy> {
  const seen: { method: string; url: URL }[] = [];
  const proxy = await startLoopbackProxy((req) => {
    seen.push({ method: req.method ?? 'GET', url: new URL(req.url ?? '') });
    return false;
  });
  return {
    ...proxy,
    requestsTo: (pathname) =>
      seen
        .filter(({ url }) => url.pathname === pathname)
        .map(({ method, url }) => `${method} ${url.pathname}${url.search}`),
  };
}
