// A returning user's first screen without waiting for Firestore. Firestore reads even its own
// cache only once Auth has named the user (its queue waits for Auth's first token), about half
// a second after a warm load could draw the page. A list the page shows first is kept here,
// for the signed-in user only, and shown until its listener's first snapshot replaces it.
// Sign-out forgets it, as it forgets the session hint. (The hook is useKeptLiveQuery.)
import type { z } from 'zod/mini';

const PREFIX = 'pomoplan.kept.';
/**
 * How long a changed list waits before it is written, unless the page is hidden or left
 * first: the copy serves only the next visit, so a page in use writes it seldom.
 */
const WRITE_DELAY_MS = 5_000;

type Stored = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function browserStorage(): Stored | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the page waits for Firestore, as without this module
  }
}

function keyOf(name: string, uid: string): string {
  return `${PREFIX}${name}.${uid}`;
}

function keptKeys(storage: Stored): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

// JSON turns a Date into a string the schema refuses: dates travel as {"$date": ms}.
function encode(item: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(item).map(([field, value]) => [
      field,
      value instanceof Date ? { $date: value.getTime() } : value,
    ]),
  );
}

function decodeValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || !('$date' in value)) return value;
  return typeof value.$date === 'number' ? new Date(value.$date) : value;
}

function decode(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  return Object.fromEntries(
    Object.entries(item).map(([field, value]) => [field, decodeValue(value)]),
  );
}

/**
 * The list kept for `uid` under `name`, each item checked by `schema`; undefined when none is
 * kept or any item fails (a list with holes would show a wrong first screen).
 */
export function readKeptList<S extends z.ZodMiniType>(
  name: string,
  uid: string,
  schema: S,
  storage: Stored | null = browserStorage(),
): z.output<S>[] | undefined {
  let items: unknown;
  try {
    const text = storage?.getItem(keyOf(name, uid));
    if (!text) return undefined;
    items = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(items)) return undefined;
  const parsed: z.output<S>[] = [];
  for (const item of items) {
    const result = schema.safeParse(decode(item));
    if (!result.success) return undefined;
    parsed.push(result.data);
  }
  return parsed;
}

/** Keeps `items` for `uid`, and no other user's lists: one browser, one kept user. */
export function keepList(
  name: string,
  uid: string,
  items: readonly object[],
  storage: Stored | null = browserStorage(),
): void {
  if (!storage) return;
  const key = keyOf(name, uid);
  const otherUser = (stored: string) => !stored.endsWith(`.${uid}`);
  try {
    for (const stored of keptKeys(storage).filter(otherUser)) storage.removeItem(stored);
    storage.setItem(key, JSON.stringify(items.map(encode)));
  } catch {
    // Full or blocked: the next load waits for Firestore, as without this module. A stale
    // copy must not outlive a write that failed.
    storage.removeItem(key);
  }
}

/** Forgets every kept list: on sign-out, or when the session ended elsewhere. */
export function forgetKeptLists(storage: Stored | null = browserStorage()): void {
  if (!storage) return;
  for (const key of keptKeys(storage)) storage.removeItem(key);
  pending.clear();
}

const pending = new Map<string, { name: string; uid: string; items: readonly object[] }>();
let timer: ReturnType<typeof setTimeout> | undefined;

function writePending(): void {
  clearTimeout(timer);
  timer = undefined;
  for (const { name, uid, items } of pending.values()) keepList(name, uid, items);
  pending.clear();
}

/** Writes when the page is idle: a click answered meanwhile must not wait for the copy. */
function writeWhenIdle(): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(writePending, { timeout: WRITE_DELAY_MS });
  } else {
    writePending();
  }
}

/** Keeps `items` a moment from now, with any other change that comes meanwhile. */
export function scheduleKeep(name: string, uid: string, items: readonly object[]): void {
  pending.set(keyOf(name, uid), { name, uid, items });
  timer ??= setTimeout(writeWhenIdle, WRITE_DELAY_MS);
}

// A change made just before the tab closes (a todo ticked off) must reach the next load's
// first screen: an old copy would show it undone until Firestore answers. A phone may end a
// hidden page without a pagehide, so hiding writes too.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', writePending);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writePending();
  });
}
