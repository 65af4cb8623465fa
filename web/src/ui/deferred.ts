// Code the first screen never shows (tooltips, toasts, the phone menu) is not part of its
// download: it loads when the person first does something on the page (moves the pointer,
// touches, types), which is before they can hover a button or open a menu, or earlier when
// something asks for it (a toast to show).
import { useEffect, useState } from 'react';

const INPUT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
const waiting: (() => void)[] = [];

function firstInput(): void {
  for (const type of INPUT_EVENTS) window.removeEventListener(type, firstInput, true);
  for (const start of waiting.splice(0)) start();
}

function onFirstInput(start: () => void): void {
  if (typeof window === 'undefined') return; // prerendering: nothing to load
  if (waiting.length === 0) {
    for (const type of INPUT_EVENTS) {
      window.addEventListener(type, firstInput, { capture: true, passive: true });
    }
  }
  waiting.push(start);
}

export interface Deferred<T> {
  /** The module, once it has loaded. */
  current(): T | undefined;
  /** Loads it now (once); resolves with it. */
  load(): Promise<T>;
  /** Resolves when it has loaded, whoever started the load. */
  ready: Promise<T>;
}

/** A module loaded on the first input, or earlier through `load()`. */
export function deferUntilInput<T>(loader: () => Promise<T>): Deferred<T> {
  let value: T | undefined;
  let started = false;
  let resolveReady: (loaded: T) => void = () => undefined;
  const ready = new Promise<T>((resolve) => {
    resolveReady = resolve;
  });
  const load = () => {
    if (!started) {
      started = true;
      loader().then(
        (loaded) => {
          value = loaded;
          resolveReady(loaded);
        },
        () => {
          started = false; // offline without a cached copy: the next ask tries again
        },
      );
    }
    return ready;
  };
  onFirstInput(() => void load());
  return { current: () => value, load, ready };
}

/** The deferred module once it has loaded (re-renders then); undefined until. */
export function useDeferred<T>(deferred: Deferred<T>): T | undefined {
  const [loaded, setLoaded] = useState(() => ({ value: deferred.current() }));
  useEffect(() => {
    if (loaded.value !== undefined) return;
    let live = true;
    void deferred.ready.then((value) => live && setLoaded({ value }));
    return () => {
      live = false;
    };
  }, [deferred, loaded.value]);
  return loaded.value;
}
