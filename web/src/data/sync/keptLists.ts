// A returning user's first screen without waiting for Firestore. Firestore reads even its own
// cache only once Auth has named the user (its queue waits for Auth's first token), about half
// a second after a warm load could draw the page. A list the page shows first is kept here,
// for the signed-in user only, and shown until its listener's first snapshot replaces it.
// Sign-out forgets it, as it forgets the session hint. (The hook is useKeptLiveQuery.)
import type { z } from 'zod/mini';

const PREFIX = 'pomoplan.kept.';

/**
 * The signed-in user's own document, kept as a list of one. A page starts drawing a returning
 * user's app before Auth has read the session only when it is kept (hasKeptCopy): the shell
 * needs it to draw its first screen as it will stay (the verification banner, the user block).
 */
export const KEPT_USER = 'user';

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

// JSON turns a Date into a string the schema refuses: dates travel as {"$date": ms}, at any
// depth (a user's billing period).
function encode(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.getTime() };
  if (Array.isArray(value)) return value.map(encode);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, encode(inner)]));
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (typeof value !== 'object' || value === null) return value;
  if ('$date' in value && typeof value.$date === 'number') return new Date(value.$date);
  return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, decode(inner)]));
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

/** Whether a copy is kept for `uid` under `name` (unchecked: readKeptList checks it). */
export function hasKeptCopy(
  name: string,
  uid: string,
  storage: Stored | null = browserStorage(),
): boolean {
  try {
    return Boolean(storage?.getItem(keyOf(name, uid)));
  } catch {
    return false;
  }
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

interface PendingCopy {
  name: string;
  uid: string;
  /** The list's newest snapshot; none when only `dropped` changed since the stored copy. */
  items?: readonly object[];
  /** Items that left the list since, by id (keptWithout). */
  dropped: Set<string>;
}

const pending = new Map<string, PendingCopy>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** The stored copy as written (dates still encoded): the items are only passed on. */
function storedItems(storage: Stored, key: string): readonly object[] | undefined {
  try {
    const items: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return Array.isArray(items) ? items.filter((item) => typeof item === 'object') : undefined;
  } catch {
    return undefined;
  }
}

function idOf(item: object): string | undefined {
  return 'id' in item && typeof item.id === 'string' ? item.id : undefined;
}

function hasId(item: object, ids: ReadonlySet<string>): boolean {
  const id = idOf(item);
  return id !== undefined && ids.has(id);
}

/** Writes the copies that changed; exported for the tests, which pass their own storage. */
export function writePending(storage: Stored | null = browserStorage()): void {
  clearTimeout(timer);
  timer = undefined;
  for (const [key, copy] of pending) {
    const items = copy.items ?? (storage ? storedItems(storage, key) : undefined);
    if (items) {
      const kept = items.filter((item) => !hasId(item, copy.dropped));
      keepList(copy.name, copy.uid, kept, storage);
    }
  }
  pending.clear();
}

function schedule(): void {
  timer ??= setTimeout(writeWhenIdle, WRITE_DELAY_MS);
}

/** Writes when the page is idle: a click answered meanwhile must not wait for the copy. */
function writeWhenIdle(): void {
  if (typeof requestIdleCallback === 'function') {
    requestIdleCallback(() => writePending(), { timeout: WRITE_DELAY_MS });
  } else {
    writePending();
  }
}

/** Keeps `items` a moment from now, with any other change that comes meanwhile. */
export function scheduleKeep(name: string, uid: string, items: readonly object[]): void {
  const key = keyOf(name, uid);
  // An item this snapshot no longer holds has left in it too; one it still holds may not
  // have yet (or has come back: see keptWith).
  const dropped = new Set<string>();
  const noted = pending.get(key)?.dropped;
  if (noted?.size) {
    for (const id of items.map(idOf)) if (id !== undefined && noted.has(id)) dropped.add(id);
  }
  pending.set(key, { name, uid, items, dropped });
  schedule();
}

/**
 * Takes item `id` out of the list kept under `name`, as it leaves the list (a todo ticked off
 * or deleted): the snapshot without it may come after the page is gone, and the next visit
 * must not show it back. Only noted here; the copy is rewritten when the others are.
 */
export function keptWithout(name: string, uid: string, id: string): void {
  const key = keyOf(name, uid);
  const copy = pending.get(key) ?? { name, uid, dropped: new Set<string>() };
  copy.dropped.add(id);
  pending.set(key, copy);
  schedule();
}

/** Item `id` is back in the list (a todo reopened): keptWithout no longer applies to it. */
export function keptWith(name: string, uid: string, id: string): void {
  pending.get(keyOf(name, uid))?.dropped.delete(id);
}

// A change made just before the tab closes (a todo ticked off) must reach the next load's
// first screen: an old copy would show it undone until Firestore answers. A phone may end a
// hidden page without a pagehide, so hiding writes too.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => writePending());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writePending();
  });
}
