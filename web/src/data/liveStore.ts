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
  type FirestoreError,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { sameValue } from './sameValue';

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
  private readonly subscribers = new Set<() => void>();
  private stop: (() => void) | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly listen: Listen<T>,
    private readonly forget: () => void,
    /** A one-time read: stops listening after the first value and keeps it for the session. */
    private readonly once = false,
  ) {
    // An entry looked up by a render that never commits must not stay in the registry.
    this.scheduleForget();
  }

  readonly subscribe = (subscriber: () => void): (() => void) => {
    this.subscribers.add(subscriber);
    clearTimeout(this.idleTimer);
    if (!this.stop && this.state.loading) {
      this.stop = this.listen(
        (data) => {
          this.set({ loading: false, data, error: undefined });
          if (this.once) this.halt();
        },
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

  private set(state: LiveState<T>) {
    this.state = state;
    for (const subscriber of this.subscribers) subscriber();
  }

  private halt() {
    this.stop?.();
    // Firestore may call back synchronously, before `stop` is assigned.
    this.stop = () => undefined;
  }

  private scheduleForget() {
    if (this.once && !this.state.error) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.forgetNow(), KEEP_MS);
  }

  private forgetNow() {
    clearTimeout(this.idleTimer);
    this.stop?.();
    this.stop = undefined;
    this.state = LOADING;
    this.forget();
  }
}

/** Entries of one kind, found by Firestore's own equality of queries or references. */
class Registry<K, T> {
  private readonly entries: { key: K; entry: LiveEntry<T> }[] = [];

  constructor(private readonly equal: (a: K, b: K) => boolean) {}

  get(key: K, listen: Listen<T>, once = false): LiveEntry<T> {
    const found = this.entries.find((item) => this.equal(item.key, key));
    if (found) return found.entry;
    const entry: LiveEntry<T> = new LiveEntry(
      listen,
      () => {
        const index = this.entries.findIndex((item) => item.entry === entry);
        if (index >= 0) this.entries.splice(index, 1);
      },
      once,
    );
    this.entries.push({ key, entry });
    return entry;
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

const OPTIONS = { includeMetadataChanges: false } as const;

const queries = new Registry<Query<unknown>, unknown[]>(queryEqual);
const docs = new Registry<DocumentReference<unknown>, unknown>(refEqual);
const docsOnce = new Registry<DocumentReference<unknown>, unknown>(refEqual);

/**
 * The shared listener of a query. Its items keep their identity while their content is
 * unchanged: every snapshot parses every document anew, and without this one toggled todo
 * would hand each of hundreds of memoised rows a new object and re-render them all.
 */
export function liveQuery<T extends { id: string }>(query: Query<T>): LiveEntry<T[]> {
  const listen: Listen<T[]> = (next, fail) => {
    let previous = new Map<string, T>();
    const stop = onSnapshot(
      query,
      OPTIONS,
      (snapshot: QuerySnapshot<T>) => {
        let items: T[];
        try {
          items = snapshot.docs.map((document) => document.data());
        } catch (error) {
          fail(asError(error));
          return;
        }
        const kept = items.map((item) => {
          const old = previous.get(item.id);
          return old !== undefined && sameValue(old, item) ? old : item;
        });
        previous = new Map(kept.map((item) => [item.id, item]));
        next(kept);
      },
      (error: FirestoreError) => fail(error),
    );
    return stop;
  };
  return queries.get(query as Query<unknown>, listen as Listen<unknown[]>) as LiveEntry<T[]>;
}

function listenToDoc<T>(ref: DocumentReference<T>): Listen<T | null> {
  return (next, fail) => {
    let previous: T | null | undefined;
    return onSnapshot(
      ref,
      OPTIONS,
      (snapshot: DocumentSnapshot<T>) => {
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
      (error: FirestoreError) => fail(error),
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

/** The first value of a document, read once per session. */
export function docOnce<T>(ref: DocumentReference<T>): LiveEntry<T | null> {
  return docsOnce.get(
    ref as DocumentReference<unknown>,
    listenToDoc(ref) as Listen<unknown>,
    true,
  ) as LiveEntry<T | null>;
}
