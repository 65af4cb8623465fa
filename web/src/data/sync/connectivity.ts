// Whether the app can reach its server. The browser's own word (`navigator.onLine`) is false on
// a machine with no network but loopback, where the local emulators still answer every call:
// so while the browser says offline, the app asks the API's liveness route, at once and then
// every few seconds, and counts as offline only when that fails too.
import { answers } from '../../api/client';

const PROBE_URL = '/api/health';
const PROBE_EVERY_MS = 5_000;
// A device without a connection fails the probe at once; a server that is only slow (a busy
// machine, a cold function) is still reachable, and calling it offline would swap whole pages
// for the offline notice and back.
const PROBE_TIMEOUT_MS = 10_000;

let online = true;
let timer: ReturnType<typeof setTimeout> | undefined;
let started = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === online) return;
  online = next;
  for (const listener of listeners) listener();
}

/** Follows the browser's word, checked against the server while it says offline. */
async function check(): Promise<void> {
  clearTimeout(timer);
  if (navigator.onLine) {
    set(true);
    return;
  }
  set(await answers(PROBE_URL, PROBE_TIMEOUT_MS));
  // An 'online' or 'offline' event may have started another check meanwhile: one timer only.
  clearTimeout(timer);
  timer = setTimeout(() => void check(), PROBE_EVERY_MS);
}

function start(): void {
  if (started || typeof window === 'undefined' || typeof navigator === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void check());
  window.addEventListener('offline', () => void check());
  void check();
}

/** Whether the server can be reached now; starts watching on first use. */
export function isOnline(): boolean {
  start();
  return online;
}

/** Calls `onChange` whenever that changes; returns the unsubscribe. */
export function subscribeOnline(onChange: () => void): () => void {
  start();
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
