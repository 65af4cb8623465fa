// A new document handed from the tab that creates it to the other tabs of this browser. Tabs
// share Firestore's persistent cache, but another tab hears of a write only after the writer
// has stored it in IndexedDB and announced it through local storage, and then it re-reads each
// of its own listeners' queries from IndexedDB, behind whatever the last server change left it
// to re-read for every other listener of the page. A message on a BroadcastChannel shows the
// new document there at once; that tab's own snapshot still decides what stays, as it does
// for the writer's own echo (liveStore.ts).

/**
 * The longest another tab shows a document its own snapshot has not carried yet. Its cache
 * carries a write within a second or so; one it never carries was deleted meanwhile, or lost
 * with a writer closed mid-write.
 */
const UNCARRIED_MS = 30_000;

/** The BroadcastChannel's name; the browser tests and the bench listen on it too. */
export const TAB_HANDOFF_CHANNEL = 'pomoplan-new-documents';

type Message =
  | { kind: 'created'; path: string; id: string; fields: unknown }
  | { kind: 'refused'; path: string; id: string };

/**
 * Shows a document another tab created until `shown` rejects, unless a snapshot carries it
 * first (LiveListEntry.echo).
 */
export type ShowFromOtherTab = (id: string, fields: unknown, shown: Promise<never>) => void;

let channel: BroadcastChannel | null | undefined;

/**
 * The channel, or null outside a page: Node, which runs the rules tests, has one too, but an
 * open channel there would keep the test process alive.
 */
function tabsChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    const inPage = typeof document !== 'undefined' && typeof BroadcastChannel !== 'undefined';
    channel = inPage ? new BroadcastChannel(TAB_HANDOFF_CHANNEL) : null;
  }
  return channel;
}

function post(message: Message): void {
  try {
    tabsChannel()?.postMessage(message);
  } catch (error) {
    // A value the browser cannot copy only costs the other tabs the early sight of it.
    console.error('Could not hand a new document to the other tabs', error);
  }
}

/**
 * Tells the other tabs of this browser that this tab created `id` in the collection at `path`
 * with `fields`, and then if the server refuses it.
 */
export function handToOtherTabs(
  path: string,
  id: string,
  fields: object,
  written: Promise<unknown>,
): void {
  post({ kind: 'created', path, id, fields });
  written.catch(() => post({ kind: 'refused', path, id }));
}

function isMessage(data: unknown): data is Message {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, path, id } = data as Record<string, unknown>;
  return (
    (kind === 'created' || kind === 'refused') && typeof path === 'string' && typeof id === 'string'
  );
}

/**
 * Shows, through `show`, the documents other tabs create in the collection at `path`. The path
 * names the owner, so a tab signed into another account hears nothing of this one's. Answers
 * how to stop.
 */
export function fromOtherTabs(path: string, show: ShowFromOtherTab): () => void {
  const tabs = tabsChannel();
  if (!tabs) return () => undefined;
  const shown = new Map<string, () => void>();
  const receive = ({ data }: MessageEvent<unknown>) => {
    if (!isMessage(data) || data.path !== path) return;
    if (data.kind === 'refused') {
      shown.get(data.id)?.();
      return;
    }
    if (shown.has(data.id)) return;
    const until = new Promise<never>((_, reject) => {
      const end = () => {
        clearTimeout(timer);
        shown.delete(data.id);
        reject(new Error('Not saved by the other tab'));
      };
      const timer = setTimeout(end, UNCARRIED_MS);
      shown.set(data.id, end);
    });
    // A list that shows nothing yet takes no echo, and so no interest in its end.
    until.catch(() => undefined);
    show(data.id, data.fields, until);
  };
  tabs.addEventListener('message', receive);
  return () => {
    tabs.removeEventListener('message', receive);
    for (const end of shown.values()) end();
  };
}
