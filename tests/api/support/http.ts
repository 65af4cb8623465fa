// Real HTTP calls to /api through the Hosting emulator (the same path a browser takes).
import { HOSTING_URL } from '../../support/emulators';

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls `path` with an optional bearer token and JSON body; parses a JSON answer. */
export async function api<T = unknown>(
  method: Method,
  path: string,
  token?: string | null,
  body?: unknown,
  init: { redirect?: RequestRedirect; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${HOSTING_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: init.redirect ?? 'follow',
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
  return {
    status: response.status,
    body: (isJson && text ? JSON.parse(text) : text) as T,
    headers: response.headers,
  };
}

/** The `{message}` of an error answer. */
export function messageOf(response: ApiResponse): string {
  const body = response.body;
  if (typeof body === 'object' && body !== null && 'message' in body) return String(body.message);
  throw new Error(`Expected a {message} body, got ${response.status} ${JSON.stringify(body)}`);
}
