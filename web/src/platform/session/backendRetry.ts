// A signed-in user whose backend call (POST /api/auth/firebase) fails is signed out only when
// the backend refused them. A failure that passes (offline, a call cut short by leaving the
// page, a server error, a rate limit) must not end a session Firebase still holds: the app
// keeps running on Firestore and asks the backend again later.
import { ApiError } from '../../api/client';
import { withRetries } from '../../api/retries';

/** Statuses that say "not now" rather than "not you". */
const PASSING_STATUSES = new Set([408, 429]);

/** Firebase Auth's code when it could not reach its servers (a token refresh offline). */
const AUTH_NETWORK_FAILURE = 'auth/network-request-failed';

function hasCode(error: unknown): error is { code: unknown } {
  return typeof error === 'object' && error !== null && 'code' in error;
}

/** True when the failure says nothing about the user: the same call may well succeed later. */
export function isPassingFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || PASSING_STATUSES.has(error.status);
  // fetch rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return true;
  return hasCode(error) && error.code === AUTH_NETWORK_FAILURE;
}

/** How many times a fresh sign-in calls the backend while it answers "retry after". */
const CONTENTION_ATTEMPTS = 3;

/**
 * Runs `call`, and again after the server's Retry-After while it answers 503 with one (a
 * write that lost to concurrent writes), at most three times. A fresh sign-in has no session
 * to keep running on, so it waits out a passing conflict here rather than signing out.
 */
export function retryContention<T>(
  call: () => Promise<T>,
  wait?: (ms: number) => Promise<void>,
): Promise<T> {
  return withRetries(
    call,
    CONTENTION_ATTEMPTS,
    (error) =>
      error instanceof ApiError && error.status === 503 && error.retryAfterSeconds !== null
        ? error.retryAfterSeconds * 1_000
        : null,
    wait,
  );
}

const FIRST_DELAY_MS = 5_000;
const MAX_DELAY_MS = 5 * 60_000;

/** The wait before retry number `attempt` (1, 2, …): doubling from 5 s, at most 5 minutes. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (attempt - 1), MAX_DELAY_MS);
}

/**
 * Runs `attempt` again after a growing delay, and at once when the browser comes back online,
 * until it resolves true (done, or no longer wanted). Returns a function that stops it.
 */
export function retryUntilDone(attempt: () => Promise<boolean>): () => void {
  let stopped = false;
  let running = false;
  let count = 0;
  let timer: number | undefined;
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', run);
  };
  function run() {
    window.clearTimeout(timer);
    // Back online while an attempt is under way: that attempt answers for both.
    if (stopped || running) return;
    running = true;
    count += 1;
    const settle = (done: boolean) => {
      running = false;
      if (done) stop();
      else schedule();
    };
    attempt().then(settle, () => settle(false));
  }
  function schedule() {
    if (stopped) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(run, retryDelay(count + 1));
  }
  window.addEventListener('online', run);
  schedule();
  return stop;
}
