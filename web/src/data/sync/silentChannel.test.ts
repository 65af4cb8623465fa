import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SILENT_MS, SilentChannelWatch } from './silentChannel';

/** A watch over a stand-in Firestore instance, with its reopenings counted. */
function watchWith(online = () => true) {
  const reopened: string[] = [];
  const watch = new SilentChannelWatch<string>(async (firestore) => {
    reopened.push(firestore);
  }, online);
  return { watch, reopened };
}

const noRestart = () => undefined;

describe('SilentChannelWatch', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reopens the channel once a read has had no snapshot for SILENT_MS', async () => {
    const { watch, reopened } = watchWith();
    watch.awaitFirstSnapshot('db', noRestart);
    await vi.advanceTimersByTimeAsync(SILENT_MS - 1);
    expect(reopened).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reopened).toEqual(['db']);
  });

  it('leaves a channel alone whose reads are answered in time, or stopped', async () => {
    const { watch, reopened } = watchWith();
    const answered = watch.awaitFirstSnapshot('db', noRestart);
    const stopped = watch.awaitFirstSnapshot('db', noRestart);
    await vi.advanceTimersByTimeAsync(SILENT_MS / 2);
    answered('cache');
    stopped('stopped');
    await vi.advanceTimersByTimeAsync(SILENT_MS * 10);
    expect(reopened).toEqual([]);
  });

  it('measures each read from its own start', async () => {
    const { watch, reopened } = watchWith();
    watch.awaitFirstSnapshot('db', noRestart)('server');
    await vi.advanceTimersByTimeAsync(SILENT_MS - 1000);
    watch.awaitFirstSnapshot('db', noRestart);
    await vi.advanceTimersByTimeAsync(SILENT_MS - 1);
    expect(reopened).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reopened).toEqual(['db']);
  });

  it('waits twice as long after each reopening that brought nothing, and starts over after an answer', async () => {
    const { watch, reopened } = watchWith();
    watch.awaitFirstSnapshot('db', noRestart);
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(reopened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SILENT_MS * 2 - 1);
    expect(reopened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reopened).toHaveLength(2);

    // An answer on the channel: the next silent read gets SILENT_MS again.
    watch.awaitFirstSnapshot('db', noRestart)('server');
    watch.awaitFirstSnapshot('db', noRestart);
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(reopened).toHaveLength(3);
  });

  it('keeps a read waiting that only the empty cache answered while the channel was reopened', async () => {
    const { watch, reopened } = watchWith();
    const answered = watch.awaitFirstSnapshot('db', noRestart);
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(reopened).toEqual(['db']);
    // The network went down for the reopening: the SDK answers from the empty cache, which
    // is not shown.
    expect(answered('empty cache')).toBe(false);
    await vi.advanceTimersByTimeAsync(SILENT_MS * 2);
    expect(reopened).toEqual(['db', 'db']);
    expect(answered('server')).toBe(true);
    expect(answered('empty cache')).toBe(true);
    await vi.advanceTimersByTimeAsync(SILENT_MS * 20);
    expect(reopened).toHaveLength(2);
  });

  it('counts documents in the cache as an answer after a reopening, and shows them', async () => {
    const { watch, reopened } = watchWith();
    const answered = watch.awaitFirstSnapshot('db', noRestart);
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(answered('cache')).toBe(true);
    await vi.advanceTimersByTimeAsync(SILENT_MS * 20);
    expect(reopened).toEqual(['db']);
  });

  it('starts anew, once the channel is up again, the reads still waiting', async () => {
    const { watch, reopened } = watchWith();
    const restarted: string[] = [];
    watch.awaitFirstSnapshot('db', () => restarted.push('todos'));
    watch.awaitFirstSnapshot('db', () => restarted.push('goals'));
    const answered = watch.awaitFirstSnapshot('db', () => restarted.push('user'));
    await vi.advanceTimersByTimeAsync(SILENT_MS - 1);
    answered('server');
    expect(restarted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reopened).toEqual(['db']);
    expect(restarted).toEqual(['todos', 'goals']);
  });

  it('does not reopen while the server cannot be reached', async () => {
    let online = false;
    const { watch, reopened } = watchWith(() => online);
    watch.awaitFirstSnapshot('db', noRestart);
    await vi.advanceTimersByTimeAsync(SILENT_MS * 3);
    expect(reopened).toEqual([]);
    online = true;
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(reopened).toEqual(['db']);
  });
});
