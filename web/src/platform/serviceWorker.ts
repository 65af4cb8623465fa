import { useSyncExternalStore } from 'react';

// The worker of a newer deploy, installed in the background and waiting for the user's word:
// taking over at once would leave this page without the lazy chunks it was built with.
let waiting: ServiceWorker | null = null;
let registered: ServiceWorkerRegistration | null = null;
const listeners = new Set<() => void>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener();
}

/** Watches `registration` for a newer worker that has finished installing. */
function watchForUpdates(registration: ServiceWorkerRegistration | undefined): void {
  // A browser told to block service workers (an automated test) resolves with nothing.
  if (!registration) return;
  registered = registration;
  // Without a controller this is the first install, which takes over by itself.
  if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        setWaiting(installing);
      }
      // A still newer install replaced it before the user's word: offer that one, or none.
      if (installing.state === 'redundant' && waiting === installing) {
        setWaiting(registration.waiting);
      }
    });
  });
  // A tab left open for days still hears of deploys: look again whenever it comes back.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}

/**
 * Registers /sw.js (the app's files for offline use, push notifications) once the page has
 * loaded, off the critical path.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').then(watchForUpdates, (error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}

/** Whether a new version is ready; the app offers a reload. */
export function useWaitingUpdate(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => waiting !== null,
  );
}

/** Lets the waiting worker take over and reloads the page once it has. */
export function reloadIntoUpdate(): void {
  // The worker waiting now: a message to one that a newer install has replaced goes nowhere.
  const worker = registered?.waiting ?? waiting;
  if (!worker) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
