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
    watch.awaitFirstSnapshot('db');
    await vi.advanceTimersByTimeAsync(SILENT_MS - 1);
    expect(reopened).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reopened).toEqual(['db']);
  });

  it('leaves a channel alone whose reads are answered in time, or stopped', async () => {
    const { watch, reopened } = watchWith();
    const answered = watch.awaitFirstSnapshot('db');
    const stopped = watch.awaitFirstSnapshot('db');
    await vi.advanceTimersByTimeAsync(SILENT_MS / 2);
    answered();
    stopped(false);
    await vi.advanceTimersByTimeAsync(SILENT_MS * 10);
    expect(reopened).toEqual([]);
  });

  it('measures each read from its own start', async () => {
    const { watch, reopened } = watchWith();
    watch.awaitFirstSnapshot('db')();
    await vi.advanceTimersByTimeAsync(SILENT_MS - 1000);
    watch.awaitFirstSnapshot('db');
    await vi.advanceTimersByTimeAsync(SILENT_MS - 1);
    expect(reopened).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(reopened).toEqual(['db']);
  });

  it('waits twice as long after each reopening that brought nothing, and starts over after an answer', async () => {
    const { watch, reopened } = watchWith();
    watch.awaitFirstSnapshot('db');
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(reopened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(SILENT_MS * 2 - 1);
    expect(reopened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reopened).toHaveLength(2);

    // An answer on the channel: the next silent read gets SILENT_MS again.
    watch.awaitFirstSnapshot('db')();
    watch.awaitFirstSnapshot('db');
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(reopened).toHaveLength(3);
  });

  it('does not reopen while the server cannot be reached', async () => {
    let online = false;
    const { watch, reopened } = watchWith(() => online);
    watch.awaitFirstSnapshot('db');
    await vi.advanceTimersByTimeAsync(SILENT_MS * 3);
    expect(reopened).toEqual([]);
    online = true;
    await vi.advanceTimersByTimeAsync(SILENT_MS);
    expect(reopened).toEqual(['db']);
  });
});
