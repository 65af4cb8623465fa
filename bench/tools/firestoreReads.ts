// Documents the Firestore emulator sends to the page, counted from the Listen channel itself.
//
// The web SDK talks to Firestore over WebChannel: streamed fetch requests to
// .../google.firestore.v1.Firestore/Listen/channel whose bodies carry ListenResponse messages.
// Every `documentChange` in them is one document the server read and sent to a listener (what
// Firestore bills as a read). The bodies are taken over CDP: Network.streamResourceContent for
// the long-lived streams (their bodies never "finish"), Network.getResponseBody for the rest.
import type { CDPSession, Page } from '@playwright/test';

export interface DocumentsRead {
  total: number;
  byCollection: Record<string, number>;
  channelRequests: number;
}

const LISTEN_CHANNEL = '/google.firestore.v1.Firestore/Listen/channel';

interface Body {
  /** Data buffered before streaming was switched on: it precedes every streamed chunk. */
  head: string;
  chunks: string[];
  streamed: boolean;
}

const decode = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

/** Attach before navigating; the page's Listen channel bodies are kept until `read()`. */
export class ListenChannelRecorder {
  private readonly bodies = new Map<string, Body>();
  private readonly pending: Promise<void>[] = [];

  private constructor(private readonly cdp: CDPSession) {}

  static async attach(page: Page): Promise<ListenChannelRecorder> {
    const cdp = await page.context().newCDPSession(page);
    const recorder = new ListenChannelRecorder(cdp);
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url.includes(LISTEN_CHANNEL)) {
        recorder.bodies.set(event.requestId, { head: '', chunks: [], streamed: false });
      }
    });
    cdp.on('Network.responseReceived', (event) => {
      const body = recorder.bodies.get(event.requestId);
      if (!body) return;
      recorder.track(
        cdp
          .send('Network.streamResourceContent', { requestId: event.requestId })
          .then(({ bufferedData }) => {
            body.head = decode(bufferedData);
            body.streamed = true;
          })
          // Already finished: its whole body is there on loadingFinished.
          .catch(() => undefined),
      );
    });
    cdp.on('Network.dataReceived', (event) => {
      const body = recorder.bodies.get(event.requestId);
      if (body && event.data) body.chunks.push(decode(event.data));
    });
    cdp.on('Network.loadingFinished', (event) => {
      const body = recorder.bodies.get(event.requestId);
      if (!body || body.streamed || body.chunks.length > 0) return;
      recorder.track(
        cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .then((response) => {
            body.head = response.base64Encoded ? decode(response.body) : response.body;
          })
          .catch(() => undefined),
      );
    });
    await cdp.send('Network.enable');
    return recorder;
  }

  private track(work: Promise<void>) {
    this.pending.push(work);
  }

  async read(): Promise<DocumentsRead> {
    await Promise.all(this.pending);
    const texts = [...this.bodies.values()].map((body) => body.head + body.chunks.join(''));
    if (texts.length === 0) throw new Error('No Firestore Listen channel request was seen');
    return { ...countDocumentChanges(texts), channelRequests: texts.length };
  }

  async detach(): Promise<void> {
    await this.cdp.detach();
  }
}

/** The collection of a document name: .../documents/users/u1/todos/t1 -> todos. */
export function collectionOf(name: string): string {
  const parts = name.split('/documents/')[1]?.split('/') ?? [];
  return parts.length >= 2 ? (parts[parts.length - 2] as string) : '?';
}

/** Counts `documentChange` entries and the collections of their documents. */
export function countDocumentChanges(
  texts: readonly string[],
): Omit<DocumentsRead, 'channelRequests'> {
  const byCollection: Record<string, number> = {};
  let total = 0;
  // DocumentChange.document comes first and Document.name first in it (field-number order).
  const named = /"documentChange"\s*:\s*\{\s*"document"\s*:\s*\{\s*"name"\s*:\s*"([^"]+)"/g;
  for (const text of texts) {
    total += text.match(/"documentChange"/g)?.length ?? 0;
    for (const match of text.matchAll(named)) {
      const collection = collectionOf(match[1] ?? '');
      byCollection[collection] = (byCollection[collection] ?? 0) + 1;
    }
  }
  return { total, byCollection };
}
