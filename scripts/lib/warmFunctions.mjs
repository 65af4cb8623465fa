// The functions emulator serves each request on a worker of its own and starts a new worker
// whenever none is idle, binding the request to it: a call that comes while the others run
// waits for a whole cold start (about 1.5 CPU-s, over 10 s on a busy 2-core machine) even when
// a warm worker frees up a moment later. Workers stay once started, so a handful of calls at
// once before anyone uses the app leaves that many warm workers of the api, enough for the
// calls a page makes together.
//
//   node scripts/lib/warmFunctions.mjs   (inside emulators:exec: does nothing without functions)
import { fileURLToPath } from 'node:url';
import { HOSTING_URL } from './paths.mjs';

/** Calls a page (or two test workers' pages) makes at the same time, at most. */
export const WARM_API_WORKERS = 6;

const HEALTH_URL = `${HOSTING_URL}/api/health`;
// Set by firebase-tools inside emulators:exec; the hub's port of firebase.json otherwise.
const HUB_URL = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}/emulators`;

/** Whether this run has both the functions and hosting emulators, asked of the hub. */
async function servesApi() {
  try {
    const running = await (await fetch(HUB_URL, { signal: AbortSignal.timeout(5000) })).json();
    return Boolean(running.functions && running.hosting);
  } catch {
    return false;
  }
}

/**
 * Makes `count` api workers at once and waits until each has answered. Best effort: a worker
 * that fails to start only costs the saving, and the suite says so when a call fails.
 */
export async function warmApiWorkers(count = WARM_API_WORKERS) {
  if (!(await servesApi())) return;
  await Promise.allSettled(
    Array.from({ length: count }, () =>
      fetch(HEALTH_URL, { cache: 'no-store', signal: AbortSignal.timeout(60_000) }).then(
        (response) => response.arrayBuffer(),
      ),
    ),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await warmApiWorkers();
