// Reopens Firestore's streams when its Listen channel has gone silent. The SDK sends the page's
// queries with the channel's handshake, then waits on the channel's back channel for the
// answers. On the Firestore emulator that back channel now and then begins past the targets'
// ADDs: the emulator closes the handshake's connection after reading the back channel's request
// that Chromium sent on it, Chromium sends the request again on a new connection, and for it the
// emulator sends again only the last 200 arrays of the session's first answers. The SDK drops
// every answer for a target it never saw added, and the channel's noops keep it open for good.
// A back channel that stops mid-message holds the SDK too, until WebChannel's 45 s request
// timeout. Either way the SDK calls itself offline after 10 s, and then shows each query from
// the cache, which on a new device is empty: "No todos yet" for a user who has hundreds. A new
// channel answers at once.
//
// So a live read that has had no snapshot at all after SILENT_MS, while the server answers
// otherwise, reopens the network. A read answered from the cache is not waiting, so a slow
// network with data on the device is left alone; a slow one without is given twice as long
// after each reopening.
import { disableNetwork, enableNetwork, type Firestore } from 'firebase/firestore';
import { isOnline } from './connectivity';

/** How the console says a silent channel is reopened (the bench counts reopenings by it). */
export const REOPENING_WARNING = "No answer on Firestore's Listen channel";

/** Under the SDK's own 10 s, after which it shows the empty cache instead. */
export const SILENT_MS = 8_000;
const LONGEST_MS = 60_000;

/** What a read heard: a snapshot from the server, or from the cache (empty or not), or its end. */
export type WaitEnd = 'server' | 'cache' | 'empty cache' | 'stopped';

interface Waiting<F> {
  firestore: F;
  since: number;
  /** The watch reopened the channel while this read waited. */
  reopened: boolean;
  /** Stops the read's listener and starts a new one. */
  restart: () => void;
}

/** The reads waiting for their first snapshot, and the one timer that watches them. */
export class SilentChannelWatch<F> {
  private readonly waiting = new Set<Waiting<F>>();
  private patience = SILENT_MS;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private reopening = false;

  constructor(
    /** Closes the Firestore instance's streams and opens them anew. */
    private readonly reopen: (firestore: F) => Promise<void>,
    /** Whether the server answers: offline, the silence is the network's. */
    private readonly online: () => boolean,
  ) {}

  /**
   * Counts a live read of `firestore` as waiting for its first snapshot. Call what this
   * answers with each snapshot ('server', or 'cache' or 'empty cache', as its metadata says;
   * an error is the server's), or with 'stopped' when the read stops. It answers whether to
   * show the snapshot.
   * `restart` is called once a reopened channel is up, for each read still waiting.
   */
  readonly awaitFirstSnapshot = (
    firestore: F,
    restart: () => void,
  ): ((end: WaitEnd) => boolean) => {
    const read: Waiting<F> = { firestore, since: Date.now(), reopened: false, restart };
    this.waiting.add(read);
    if (this.timer === undefined) this.schedule();
    return (end) => {
      // Reopening takes the network down for a moment, and the SDK then answers every waiting
      // read from its cache, which held nothing for it (it would have answered at once): that
      // empty answer is the watch's own doing. The read goes on waiting for the server (the
      // new channel can be silent too), and its empty list is not shown as "nothing here".
      // Having raised that answer, the SDK would not raise the server's if it only confirmed
      // the empty list: hence the listener started anew once the channel is up. Documents
      // that other reads brought into the cache meanwhile are an answer, and shown.
      if (end === 'empty cache' && read.reopened && this.waiting.has(read)) return false;
      if (!this.waiting.delete(read)) return true;
      // The channel carries answers: the next silence is measured from the start again.
      if (end === 'server') this.patience = SILENT_MS;
      this.schedule();
      return true;
    };
  };

  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.size === 0) return;
    const oldest = Math.min(...[...this.waiting].map((read) => read.since));
    this.timer = setTimeout(() => this.check(), Math.max(0, oldest + this.patience - Date.now()));
  }

  private check(): void {
    const now = Date.now();
    const overdue = [...this.waiting].filter((read) => now - read.since >= this.patience);
    const first = overdue[0];
    if (first && !this.reopening && this.online()) {
      const reads = [...this.waiting];
      for (const read of reads) {
        read.since = now;
        read.reopened = true;
      }
      console.warn(`${REOPENING_WARNING} for ${this.patience} ms: reopening it`);
      this.reopening = true;
      void this.reopen(first.firestore)
        .then(() => {
          for (const read of reads) if (this.waiting.has(read)) read.restart();
        })
        .catch((error: unknown) => console.error('Could not reopen the Listen channel', error))
        .finally(() => (this.reopening = false));
      this.patience = Math.min(this.patience * 2, LONGEST_MS);
    } else {
      // Offline (the SDK reconnects by itself once the network is back), or already reopening.
      for (const read of overdue) read.since = now;
    }
    this.schedule();
  }
}

const watch = new SilentChannelWatch<Firestore>(async (firestore) => {
  await disableNetwork(firestore);
  await enableNetwork(firestore);
}, isOnline);

/** Counts a live read as waiting for its first snapshot (SilentChannelWatch). */
export const awaitFirstSnapshot = watch.awaitFirstSnapshot;
