// The only fetch wrapper of the web app: every /api call goes through apiRequest, and the
// modules beside this one (one per resource) are what hooks and components call.
import type { z } from 'zod/mini';

type TokenSource = () => Promise<string | undefined>;

// Set by AuthProvider once Firebase Auth is loaded; until then nobody is signed in.
let idTokenSource: TokenSource = async () => undefined;

export function setIdTokenSource(source: TokenSource): void {
  idTokenSource = source;
}

// Set at start (main.tsx): the app's App Check token, from a chunk the first call loads.
let appCheckToken: TokenSource = async () => undefined;

export function setAppCheckSource(source: TokenSource): void {
  appCheckToken = source;
}

/**
 * The headers that say who calls: the signed-in user's ID token (or the admin's `authHeaders`)
 * and the app's App Check token.
 */
async function callerHeaders(
  options: Pick<RequestOptions, 'idToken' | 'authHeaders'> = {},
): Promise<Record<string, string>> {
  const [token, appCheck] = await Promise.all([
    options.authHeaders ? undefined : (options.idToken ?? idTokenSource()),
    appCheckToken(),
  ]);
  const headers = { ...options.authHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (appCheck) headers['X-Firebase-AppCheck'] = appCheck;
  return headers;
}

/** An API failure, with the text '{status}: {body or status text}' shown to the user. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    /** Retry-After in seconds, when the server said how long to wait (a 429). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${body}`);
  }

  /** The server's `{"message": ...}` when there is one, else the raw body. */
  get serverMessage(): string {
    try {
      const parsed: unknown = JSON.parse(this.body);
      if (parsed && typeof parsed === 'object' && 'message' in parsed) {
        return String(parsed.message);
      }
    } catch {
      // not JSON
    }
    return this.body;
  }
}

export interface RequestOptions {
  body?: unknown;
  /** Use this token instead of the signed-in user's (right after sign-in). */
  idToken?: string;
  /**
   * Headers that stand in for the ID token: the admin area signs its calls with the admin's
   * own credentials, not as the user signed in to the app.
   */
  authHeaders?: Record<string, string>;
  /**
   * Sent as Idempotency-Key on a create: one key per user action (newIdempotencyKey()), the
   * same key again when that action is retried, so a create whose answer was lost is not made
   * twice.
   */
  idempotencyKey?: string;
}

/** A fresh Idempotency-Key for one create the user asked for. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * Calls `/api/...` with the caller's headers (callerHeaders), credentials and a JSON body when there is one, and
 * parses the answer with `schema` so nothing unchecked crosses this boundary.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const headers = await callerHeaders(options);
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey !== undefined) headers['Idempotency-Key'] = options.idempotencyKey;
  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new ApiError(
      response.status,
      text || response.statusText,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return schema.parse(text ? JSON.parse(text) : null);
}

/** A file the API sends for download (an export), fetched with the signed-in user's token. */
export async function apiFile(path: string): Promise<Blob> {
  const response = await fetch(path, {
    headers: await callerHeaders(),
    credentials: 'include',
  });
  if (!response.ok)
    throw new ApiError(response.status, (await response.text()) || response.statusText);
  return response.blob();
}

/**
 * Whether a public route answers 2xx within `timeoutMs`, uncached and without a token (the
 * connectivity probe); false on any failure, never throws.
 */
export async function answers(path: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(path, {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok;
  } catch {
    return false;
  }
}
