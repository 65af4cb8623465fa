// Live-sync latency: page A adds a todo through the form, page B (same user) renders it.
// Both timestamps come from the pages' clocks (performance.timeOrigin + performance.now(), to a
// fraction of a millisecond); the pages share one machine clock.
import type { Page } from '@playwright/test';
import { TAB_HANDOFF_CHANNEL } from '../../web/src/data/sync/tabHandOff';
import { StallError } from './stalls';

declare global {
  interface Window {
    __benchSeen?: Record<string, number>;
    __benchSentAt?: number;
    __benchHandOffs?: string[];
  }
}

const NEW_TODO = 'input[aria-label="New todo"]';
const SAMPLE_TIMEOUT_MS = 15_000;

/** Installs, in page B, a MutationObserver that notes when a text node with `text` appears. */
async function watchFor(page: Page, text: string): Promise<void> {
  await page.evaluate(
    ([expected, channel]) => {
      const seen = (window.__benchSeen ??= {});
      // What other tabs hand this one, for a stall's description.
      if (!window.__benchHandOffs) {
        const kept: string[] = (window.__benchHandOffs = []);
        new BroadcastChannel(channel).addEventListener('message', ({ data }) => {
          kept.push(JSON.stringify(data));
          if (kept.length > 20) kept.shift();
        });
      }
      const holds = (node: Node): boolean => {
        if (node.nodeType === Node.TEXT_NODE) return node.nodeValue === expected;
        const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
        for (let current = walker.nextNode(); current; current = walker.nextNode()) {
          if (current.nodeValue === expected) return true;
        }
        return false;
      };
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const nodes =
            record.type === 'characterData' ? [record.target] : Array.from(record.addedNodes);
          if (nodes.some(holds)) {
            seen[expected] = performance.timeOrigin + performance.now();
            observer.disconnect();
            return;
          }
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    [text, TAB_HANDOFF_CHANNEL] as const,
  );
}

/** Notes in page A the moment Enter goes down in the new-todo field. */
async function armSender(page: Page): Promise<void> {
  await page.evaluate((selector: string) => {
    const input = document.querySelector<HTMLInputElement>(selector);
    if (!input) throw new Error('no new-todo field');
    window.__benchSentAt = undefined;
    input.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter')
          window.__benchSentAt = performance.timeOrigin + performance.now();
      },
      { capture: true, once: true },
    );
  }, NEW_TODO);
}

/**
 * Waits until page A's Firestore cache holds no write the server has not acknowledged: its
 * mutation queue in IndexedDB (the persistent cache's `mutations` store) is empty. The form
 * itself no longer waits for the server, so it cannot tell.
 */
async function waitForAcknowledged(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => {
      const request = <T>(req: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
        });
      const caches = (await indexedDB.databases()).filter((info) =>
        info.name?.startsWith('firestore/'),
      );
      for (const { name } of caches) {
        if (!name) continue;
        const db = await request(indexedDB.open(name));
        try {
          if (!db.objectStoreNames.contains('mutations')) continue;
          const pending = await request(
            db.transaction('mutations').objectStore('mutations').count(),
          );
          if (pending > 0) return false;
        } finally {
          db.close();
        }
      }
      return true;
    },
    undefined,
    { timeout: SAMPLE_TIMEOUT_MS, polling: 20 },
  );
}

/** Each sample's latency on the other page, and on the writer's own screen (own echo). */
export interface SyncSamples {
  otherMs: number[];
  ownMs: number[];
}

/**
 * What a page that never showed `text` holds: whether it is hidden, whether another tab handed
 * it the todo (the messages watchFor keeps), how many rows its list shows, and whether the todo
 * came within a further 10 s (late rather than lost).
 */
async function stalledPage(page: Page, text: string): Promise<string> {
  const state = () =>
    page.evaluate((expected: string) => {
      const rows = document.querySelectorAll('ul[aria-label="Active todos"] li');
      return {
        hidden: document.hidden,
        handedOver: (window.__benchHandOffs ?? []).some((message) => message.includes(expected)),
        rows: rows.length,
        shown: document.body.innerText.includes(expected),
      };
    }, text);
  try {
    const first = await state();
    await page.waitForTimeout(10_000);
    const later = await state();
    return JSON.stringify({ ...first, shownAfter10s: later.shown });
  } catch (error) {
    return `page state unreadable (${String(error)})`;
  }
}

/** A page that never shows the todo has a silent Listen channel: a stall, redone elsewhere. */
async function seenAt(page: Page, text: string): Promise<number | undefined> {
  await page
    .waitForFunction((expected: string) => window.__benchSeen?.[expected], text, {
      timeout: SAMPLE_TIMEOUT_MS,
    })
    .catch(async () => {
      throw new StallError(
        `${page.url()} never showed "${text}": ${await stalledPage(page, text)}`,
      );
    });
  return page.evaluate((expected: string) => window.__benchSeen?.[expected], text);
}

/**
 * One sample per todo; both pages must show the To Do page of the same user. Throws when a page
 * does not render a todo within 15 s.
 */
export async function measureLiveSync(
  pageA: Page,
  pageB: Page,
  samples: number,
  label = 'sync',
): Promise<SyncSamples> {
  const latencies: SyncSamples = { otherMs: [], ownMs: [] };
  const input = pageA.locator(NEW_TODO);
  for (let index = 0; index < samples; index += 1) {
    const text = `${label} ${Date.now().toString(36)} #${index + 1}`;
    await watchFor(pageA, text);
    await watchFor(pageB, text);
    await input.fill(text);
    await armSender(pageA);
    await input.press('Enter');
    const seenByB = await seenAt(pageB, text);
    const seenByA = await seenAt(pageA, text);
    const sentAt = await pageA.evaluate(() => window.__benchSentAt);
    if (sentAt === undefined || seenByA === undefined || seenByB === undefined) {
      throw new Error('a timestamp is missing');
    }
    latencies.otherMs.push(seenByB - sentAt);
    latencies.ownMs.push(seenByA - sentAt);
    // Each sample times one write alone, as the floor's (which awaits its write) does: the next
    // one waits until the server has acknowledged this todo to page A.
    await waitForAcknowledged(pageA);
  }
  return latencies;
}

/**
 * Puts a page in the state of a background tab as Chromium treats one: `document.hidden`, a
 * `visibilitychange` event (Firestore's tab bookkeeping listens to it) and timers that fire only
 * on whole-second wake-ups. Headless pages are all visible and Playwright turns the throttling
 * off, so without this the bench times two foreground windows, which is not what a user with
 * two tabs sees.
 */
export async function sendToBackground(page: Page): Promise<void> {
  await page.evaluate(() => {
    const define = (name: 'hidden' | 'visibilityState', value: unknown) =>
      Object.defineProperty(document, name, { configurable: true, get: () => value });
    define('hidden', true);
    define('visibilityState', 'hidden');
    const aligned = (delay: number | undefined) => {
      const due = Date.now() + Math.max(0, delay ?? 0);
      return Math.ceil(due / 1000) * 1000 - Date.now();
    };
    const realTimeout = window.setTimeout.bind(window);
    const realInterval = window.setInterval.bind(window);
    const throttled = {
      setTimeout: (handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        realTimeout(handler, aligned(delay), ...args),
      setInterval: (handler: TimerHandler, delay?: number, ...args: unknown[]) =>
        realInterval(handler, Math.max(1000, delay ?? 0), ...args),
    };
    Object.assign(window, throttled);
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
