// Load on the `api` function through Hosting's /api/** rewrite: a fixed number of requests
// with a fixed number in flight, spread round-robin over several users so that no user comes
// near the per-user rate limit (RATE_LIMIT_PER_MINUTE, per function instance).
import { distribution, type Distribution } from './stats';

export interface ApiCaller {
  uid: string;
  idToken: string;
}

export interface LoadResult {
  name: string;
  requests: number;
  concurrency: number;
  users: number;
  ok: number;
  errors: number;
  errorsByStatus: Record<string, number>;
  latencyMs: Distribution;
  wallMs: number;
  requestsPerSecond: number;
}

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: (index: number) => unknown;
}

const REQUEST_TIMEOUT_MS = 30_000;

async function once(
  baseUrl: string,
  spec: LoadRequest,
  caller: ApiCaller,
  index: number,
): Promise<{ ms: number; status: string }> {
  const started = performance.now();
  try {
    const response = await fetch(new URL(spec.path, baseUrl), {
      method: spec.method,
      headers: {
        Authorization: `Bearer ${caller.idToken}`,
        ...(spec.body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: spec.body ? JSON.stringify(spec.body(index)) : undefined,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: String(response.status) };
  } catch (error) {
    const name = error instanceof Error ? error.name : 'Error';
    return { ms: performance.now() - started, status: name };
  }
}

export async function runLoad(
  name: string,
  baseUrl: string,
  spec: LoadRequest,
  callers: readonly ApiCaller[],
  requests: number,
  concurrency: number,
): Promise<LoadResult> {
  if (callers.length === 0) throw new Error('no API callers');
  const latencies: number[] = [];
  const errorsByStatus: Record<string, number> = {};
  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const index = next;
      next += 1;
      const caller = callers[index % callers.length] as ApiCaller;
      const { ms, status } = await once(baseUrl, spec, caller, index);
      latencies.push(ms);
      if (!status.startsWith('2')) errorsByStatus[status] = (errorsByStatus[status] ?? 0) + 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const wallMs = performance.now() - started;
  const errors = Object.values(errorsByStatus).reduce((sum, count) => sum + count, 0);
  return {
    name,
    requests,
    concurrency,
    users: Math.min(callers.length, requests),
    ok: requests - errors,
    errors,
    errorsByStatus,
    latencyMs: distribution(latencies),
    wallMs,
    requestsPerSecond: requests / (wallMs / 1000),
  };
}
