import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveEntry, LiveListEntry } from './liveStore';

interface FakeSource<T> {
  starts: number;
  stops: number;
  next: (value: T) => void;
  fail: (error: Error) => void;
  listen: (next: (value: T) => void, fail: (error: Error) => void) => () => void;
}

/** A listen function under the test's control: how often it started and stopped. */
function fakeSource<T>(): FakeSource<T> {
  const source: FakeSource<T> = {
    starts: 0,
    stops: 0,
    next: () => undefined,
    fail: () => undefined,
    listen: (next, fail) => {
      source.starts += 1;
      source.next = next;
      source.fail = fail;
      return () => {
        source.stops += 1;
      };
    },
  };
  return source;
}

describe('LiveEntry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts one listener for every subscriber and tells each of them of a change', () => {
    const source = fakeSource<string>();
    const entry = new LiveEntry(source.listen, () => undefined);
    expect(entry.getState()).toEqual({ loading: true, data: undefined, error: undefined });
    const first = vi.fn();
    const second = vi.fn();
    entry.subscribe(first);
    entry.subscribe(second);
    source.next('a');
    expect(source.starts).toBe(1);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    expect(entry.getState()).toEqual({ loading: false, data: 'a', error: undefined });
  });

  it('keeps listening for a while after the last subscriber left, then stops and forgets', () => {
    const source = fakeSource<string>();
    const forget = vi.fn();
    const entry = new LiveEntry(source.listen, forget);
    const unsubscribe = entry.subscribe(() => undefined);
    source.next('a');
    unsubscribe();
    vi.advanceTimersByTime(10_000);
    const again = entry.subscribe(() => undefined);
    expect(source.starts).toBe(1);
    expect(entry.getState().data).toBe('a');
    again();
    vi.advanceTimersByTime(30_000);
    expect(source.stops).toBe(1);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(entry.getState().loading).toBe(true);
  });

  it('forgets an entry nobody subscribed to', () => {
    const forget = vi.fn();
    new LiveEntry(fakeSource<string>().listen, forget);
    vi.advanceTimersByTime(30_000);
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('stops at a failure and keeps it for the page to show', () => {
    const source = fakeSource<string>();
    const entry = new LiveEntry(source.listen, () => undefined);
    entry.subscribe(() => undefined);
    const failure = new Error('permission-denied');
    source.fail(failure);
    expect(source.stops).toBe(1);
    expect(entry.getState()).toEqual({ loading: false, data: undefined, error: failure });
    entry.subscribe(() => undefined);
    expect(source.starts).toBe(1);
  });

  it('forgets a failure at once when nobody is subscribed, so the next page listens afresh', () => {
    const source = fakeSource<string>();
    const forget = vi.fn();
    const entry = new LiveEntry(source.listen, forget);
    const unsubscribe = entry.subscribe(() => undefined);
    source.next('a');
    unsubscribe();
    source.fail(new Error('permission-denied'));
    expect(forget).toHaveBeenCalledTimes(1);
    expect(source.stops).toBe(1);
  });

  it('forgets a failure once the page that showed it is gone', () => {
    const source = fakeSource<string>();
    const forget = vi.fn();
    const entry = new LiveEntry(source.listen, forget);
    const unsubscribe = entry.subscribe(() => undefined);
    source.fail(new Error('permission-denied'));
    expect(forget).not.toHaveBeenCalled();
    unsubscribe();
    expect(forget).toHaveBeenCalledTimes(1);
  });
});

describe('LiveListEntry', () => {
  interface Item {
    id: string;
    text: string;
  }
  const a = { id: 'a', text: 'first' };
  const b = { id: 'b', text: 'second' };

  function shownList() {
    const source = fakeSource<Item[]>();
    const entry = new LiveListEntry<Item>(source.listen, () => undefined);
    const told = vi.fn();
    entry.subscribe(told);
    return { source, entry, told };
  }

  it('keeps showing the objects shown before the first snapshot while their content is the same', () => {
    const { source, entry } = shownList();
    entry.showBefore([a, b]);
    const storedA = { ...a };
    const changedB = { id: 'b', text: 'second, edited' };
    source.next([storedA, changedB]);
    expect(entry.getState().data?.[0]).toBe(a);
    expect(entry.getState().data?.[1]).toBe(changedB);
    // The listener hands the same object again for an unchanged item: still the one shown.
    const c = { id: 'c', text: 'third' };
    source.next([storedA, changedB, c]);
    expect(entry.getState().data).toEqual([a, changedB, c]);
    expect(entry.getState().data?.[0]).toBe(a);
    // Once the item changes, the listener's object is shown.
    const editedA = { id: 'a', text: 'first, edited' };
    source.next([editedA, changedB, c]);
    expect(entry.getState().data?.[0]).toBe(editedA);
  });

  it('tells a second component what the first shows until the first snapshot', () => {
    const { source, entry } = shownList();
    expect(entry.shownBeforeFirstSnapshot).toBeUndefined();
    entry.showBefore([a, b]);
    expect(entry.shownBeforeFirstSnapshot).toEqual([a, b]);
    expect(entry.shownBeforeFirstSnapshot?.[0]).toBe(a);
    source.next([{ ...a }]);
    expect(entry.shownBeforeFirstSnapshot).toBeUndefined();
  });

  it('takes nothing shown before once a snapshot came', () => {
    const { source, entry } = shownList();
    const storedA = { ...a };
    source.next([storedA]);
    entry.showBefore([a]);
    source.next([storedA]);
    expect(entry.getState().data?.[0]).toBe(storedA);
  });

  it('shows a new item of this tab at once, and the snapshot that carries it replaces it', async () => {
    const { source, entry, told } = shownList();
    source.next([a]);
    entry.echo(b, new Promise(() => undefined));
    expect(entry.getState().data).toEqual([a, b]);
    expect(told).toHaveBeenCalledTimes(2);
    const stored = { ...b };
    source.next([a, stored]);
    expect(entry.getState().data).toEqual([a, b]);
    expect(entry.getState().data?.[1]).toBe(stored);
    // A later snapshot without it (the server refused it after all) no longer shows it.
    source.next([a]);
    expect(entry.getState().data).toEqual([a]);
    await Promise.resolve();
  });

  it('keeps the new item through snapshots that do not carry it yet, first when asked', () => {
    const { source, entry } = shownList();
    source.next([a]);
    entry.echo(b, new Promise(() => undefined), true);
    source.next([{ ...a, text: 'changed elsewhere' }]);
    expect(entry.getState().data).toEqual([b, { ...a, text: 'changed elsewhere' }]);
  });

  it('takes the item back when its write fails', async () => {
    const { source, entry } = shownList();
    source.next([a]);
    let refuse: (error: Error) => void = () => undefined;
    entry.echo(
      b,
      new Promise((_resolve, reject) => {
        refuse = reject;
      }),
    );
    refuse(new Error('permission-denied'));
    await vi.waitFor(() => expect(entry.getState().data).toEqual([a]));
  });

  it('leaves a list that shows nothing yet alone: its first snapshot carries the write', () => {
    const { source, entry } = shownList();
    entry.echo(b, new Promise(() => undefined));
    expect(entry.getState()).toEqual({ loading: true, data: undefined, error: undefined });
    source.next([a]);
    expect(entry.getState().data).toEqual([a]);
  });
});
