// One Firestore listener per distinct query or document, shared by every component that shows
// it. A component mounting on a query another one already listens to gets its data in the
// same render (no loading flash), and a page left and re-entered within KEEP_MS finds its
// listener still running.

import {
  onSnapshot,
  queryEqual,
  refEqual,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type FirestoreError,
  type Query,
  type QuerySnapshot,
  type SnapshotMetadata,
} from 'firebase/firestore';
import { sameValue } from './sameValue';
import { awaitFirstSnapshot } from './silentChannel';

/** What a live read holds: loading until the first snapshot, then the data or the failure. */
export interface LiveState<T> {
  loading: boolean;
  data: T | undefined;
  error: Error | undefined;
}

/** How long a listener outlives its last component. */
const KEEP_MS = 30_000;

const LOADING: LiveState<never> = { loading: true, data: undefined, error: undefined };

type Listen<T> = (next: (data: T) => void, fail: (error: Error) => void) => () => void;

/** A shared listener: started by its first subscriber, stopped KEEP_MS after its last. */
export class LiveEntry<T> {
  state: LiveState<T> = LOADING;
  /** What the page shows until the first snapshot (a copy kept from the last visit). */
  private shown: T | undefined;
  private readonly subscribers = new Set<() => void>();
  private stop: (() => void) | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly listen: Listen<T>,
    private readonly forget: () => void,
  ) {
    // An entry looked up by a render that never commits must not stay in the registry.
    this.scheduleForget();
  }

  readonly subscribe = (subscriber: () => void): (() => void) => {
    this.subscribers.add(subscriber);
    clearTimeout(this.idleTimer);
    if (!this.stop && this.state.loading) {
      this.stop = this.listen(
        (data) => this.receive(data),
        (error) => {
          this.set({ loading: false, data: undefined, error });
          this.halt();
          // A failure nobody is shown (a listener left running over a sign-out) must not be
          // handed to the next page that asks for the same query.
          if (this.subscribers.size === 0) this.forgetNow();
        },
      );
    }
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size > 0) return;
      if (this.state.error) this.forgetNow();
      else this.scheduleForget();
    };
  };

  readonly getState = (): LiveState<T> => this.state;

  /** Says what the page shows until the first snapshot; the first component to say wins. */
  showBefore(value: T): void {
    if (this.state.loading && this.shown === undefined) this.shown = value;
  }

  /** What another component said it shows until the first snapshot, so all show the same. */
  get shownBeforeFirstSnapshot(): T | undefined {
    return this.state.loading ? this.shown : undefined;
  }

  /** A snapshot's value arrived. */
  protected receive(data: T) {
    this.set({ loading: false, data, error: undefined });
  }

  protected set(state: LiveState<T>) {
    this.state = state;
    if (!state.loading) this.shown = undefined;
    for (const subscriber of this.subscribers) subscriber();
  }

  private halt() {
    this.stop?.();
    // Firestore may call back synchronously, before `stop` is assigned.
    this.stop = () => undefined;
  }

  private scheduleForget() {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.forgetNow(), KEEP_MS);
  }

  private forgetNow() {
    clearTimeout(this.idleTimer);
    this.stop?.();
    this.stop = undefined;
    this.reset();
    this.forget();
  }

  protected reset() {
    this.state = LOADING;
    this.shown = undefined;
  }
}

/**
 * The shared listener of a list that also shows its own tab's new documents before Firestore's
 * cache hands them back. The persistent cache takes several IndexedDB round trips (20-40 ms,
 * more on a busy machine) between a write and the snapshot that carries it; the writer's own
 * screen should not wait for that. An echo lasts until a snapshot carries its document or the
 * write fails.
 */
export class LiveListEntry<T extends { id: string }> extends LiveEntry<T[]> {
  private received: T[] | undefined;
  private readonly echoes = new Map<string, { item: T; first: boolean }>();
  /** What the page shows until the first snapshot (keptLists.ts), by id. */
  private shownBefore: Map<string, T> | undefined;
  /** By id: an object shown before, and the listener's object with the same content. */
  private standIns = new Map<string, { shown: T; live: T }>();

  /**
   * Says which objects the page shows until the first snapshot. That snapshot's items with the
   * same content are shown as those same objects, and so are later snapshots' while they hand
   * the same item, so memoised rows do not all render again when the snapshot takes over.
   */
  override showBefore(items: T[]): void {
    if (this.received !== undefined || this.shownBefore !== undefined) return;
    super.showBefore([...items]);
    this.shownBefore = new Map(items.map((item) => [item.id, item]));
  }

  private withShownObjects(items: T[]): T[] {
    const shownBefore = this.shownBefore;
    this.shownBefore = undefined;
    if (shownBefore === undefined && this.standIns.size === 0) return items;
    const standIns = new Map<string, { shown: T; live: T }>();
    const shown = items.map((item) => {
      const before = shownBefore?.get(item.id);
      if (before !== undefined && sameValue(before, item)) {
        standIns.set(item.id, { shown: before, live: item });
        return before;
      }
      const standIn = this.standIns.get(item.id);
      if (standIn?.live !== item) return item;
      standIns.set(item.id, standIn);
      return standIn.shown;
    });
    this.standIns = standIns;
    return shown;
  }

  /**
   * Shows `item` at the start (`first`) or the end of the list, matching the query's order,
   * until a snapshot carries it or `written` rejects. A list that shows nothing yet is left
   * alone: its first snapshot comes from the cache, which holds the write by then. So is one
   * whose snapshot carries the document already (another tab's, heard of late).
   */
  echo(item: T, written: Promise<unknown>, first = false): void {
    if (this.received === undefined || this.received.some(({ id }) => id === item.id)) return;
    this.echoes.set(item.id, { item, first });
    this.publish();
    written.catch(() => {
      if (this.echoes.delete(item.id)) this.publish();
    });
  }

  protected override receive(items: T[]) {
    items = this.withShownObjects(items);
    this.received = items;
    for (const item of items) this.echoes.delete(item.id);
    this.publish();
  }

  protected override reset() {
    this.received = undefined;
    this.echoes.clear();
    this.shownBefore = undefined;
    this.standIns = new Map();
    super.reset();
  }

  private publish() {
    const received = this.received ?? [];
    if (this.echoes.size === 0) {
      super.set({ loading: false, data: received, error: undefined });
      return;
    }
    const echoes = [...this.echoes.values()];
    const at = (first: boolean) => echoes.filter((echo) => echo.first === first).map((e) => e.item);
    super.set({ loading: false, data: [...at(true), ...received, ...at(false)], error: undefined });
  }
}

type NewEntry<T, E extends LiveEntry<T>> = (listen: Listen<T>, forget: () => void) => E;

/** Entries of one kind, found by Firestore's own equality of queries or references. */
class Registry<K, T, E extends LiveEntry<T> = LiveEntry<T>> {
  private readonly entries: { key: K; entry: E }[] = [];

  constructor(
    private readonly equal: (a: K, b: K) => boolean,
    private readonly create: NewEntry<T, E>,
  ) {}

  /** The running entry of `key`, if a component asked for it. */
  find(key: K): E | undefined {
    return this.entries.find((item) => this.equal(item.key, key))?.entry;
  }

  get(key: K, listen: Listen<T>): E {
    const found = this.find(key);
    if (found) return found;
    const entry = this.create(listen, () => {
      const index = this.entries.findIndex((item) => item.entry === entry);
      if (index >= 0) this.entries.splice(index, 1);
    });
    this.entries.push({ key, entry });
    return entry;
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

const OPTIONS = { includeMetadataChanges: false } as const;

type Item = { id: string };
const queries = new Registry<Query<Item>, Item[], LiveListEntry<Item>>(
  queryEqual,
  (listen, forget) => new LiveListEntry(listen, forget),
);
const docs = new Registry<DocumentReference<unknown>, unknown>(
  refEqual,
  (listen, forget) => new LiveEntry(listen, forget),
);

/**
 * A listener started by `start`, counted as waiting for its first snapshot until a snapshot
 * or an error comes (silentChannel.ts reopens a Listen channel that stays silent, tells which
 * snapshots to show, and has the listener started anew after a reopening).
 */
function watchedSnapshots<S extends { metadata: SnapshotMetadata }>(
  firestore: Firestore,
  start: (onNext: (snapshot: S) => void, onError: (error: FirestoreError) => void) => () => void,
  isEmpty: (snapshot: S) => boolean,
  next: (snapshot: S) => void,
  fail: (error: Error) => void,
): () => void {
  let stop = () => {};
  const answered = awaitFirstSnapshot(firestore, () => {
    stop();
    stop = start(onNext, onError);
  });
  const onNext = (snapshot: S) => {
    const from = !snapshot.metadata.fromCache
      ? 'server'
      : isEmpty(snapshot)
        ? 'empty cache'
        : 'cache';
    if (answered(from)) next(snapshot);
  };
  const onError = (error: FirestoreError) => {
    answered('server');
    fail(error);
  };
  stop = start(onNext, onError);
  return () => {
    answered('stopped');
    stop();
  };
}

/**
 * The shared listener of a query. Its items keep their identity while their content is
 * unchanged, so one toggled todo does not hand each of hundreds of memoised rows a new object
 * and re-render them all. Only the documents a snapshot changes are parsed again: a new todo
 * from another tab costs one parse, not one per open todo.
 */
export function liveQuery<T extends { id: string }>(query: Query<T>): LiveListEntry<T> {
  const listen: Listen<T[]> = (next, fail) => {
    let previous = new Map<string, T>();
    return watchedSnapshots<QuerySnapshot<T>>(
      query.firestore,
      (onNext, onError) => onSnapshot(query, OPTIONS, onNext, onError),
      (snapshot) => snapshot.empty,
      (snapshot) => {
        let items: T[];
        try {
          const changed = new Set(snapshot.docChanges().map((change) => change.doc.id));
          items = snapshot.docs.map((document) => {
            const old = previous.get(document.id);
            if (old !== undefined && !changed.has(document.id)) return old;
            const item = document.data();
            return old !== undefined && sameValue(old, item) ? old : item;
          });
        } catch (error) {
          fail(asError(error));
          return;
        }
        previous = new Map(items.map((item) => [item.id, item]));
        next(items);
      },
      fail,
    );
  };
  return queries.get(query as Query<Item>, listen as Listen<Item[]>) as unknown as LiveListEntry<T>;
}

/**
 * Shows a new document of this tab in `query`'s list at once, if a component shows that list
 * (LiveListEntry.echo). `first` when the query orders newest first.
 */
export function echoInQuery<T extends { id: string }>(
  query: Query<T>,
  item: T,
  written: Promise<unknown>,
  first = false,
): void {
  const entry = queries.find(query as Query<Item>) as unknown as LiveListEntry<T> | undefined;
  entry?.echo(item, written, first);
}

function listenToDoc<T>(ref: DocumentReference<T>): Listen<T | null> {
  return (next, fail) => {
    let previous: T | null | undefined;
    return watchedSnapshots<DocumentSnapshot<T>>(
      ref.firestore,
      (onNext, onError) => onSnapshot(ref, OPTIONS, onNext, onError),
      (snapshot) => !snapshot.exists(),
      (snapshot) => {
        let value: T | null;
        try {
          value = snapshot.data() ?? null;
        } catch (error) {
          fail(asError(error));
          return;
        }
        if (previous === undefined || !sameValue(previous, value)) previous = value;
        next(previous);
      },
      fail,
    );
  };
}

/** The shared listener of one document: null when it does not exist. */
export function liveDoc<T>(ref: DocumentReference<T>): LiveEntry<T | null> {
  return docs.get(
    ref as DocumentReference<unknown>,
    listenToDoc(ref) as Listen<unknown>,
  ) as LiveEntry<T | null>;
}
