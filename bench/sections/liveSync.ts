import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newBenchContext } from '../core/browser';
import { BASE_URL } from '../core/config';
import {
  measureFloor,
  openFloorPage,
  serveFloor,
  type FloorCache,
  type FloorServer,
} from '../core/floor';
import { measureLiveSync, sendToBackground } from '../core/liveSync';
import type { LiveSyncVariant } from '../core/results';
import { authOnlyState, createAccount, signInThroughLogin } from '../core/session';
import { retryOnStall, stallLog, StallError } from '../core/stalls';
import { distribution } from '../core/stats';

export interface LiveSyncSection {
  floor: LiveSyncVariant;
  cacheFloor: LiveSyncVariant;
  variants: LiveSyncVariant[];
}

/**
 * First the floors: two pages with the bare SDK, then the same in two contexts with the app's
 * cache. Then two pages of one user in one context (tabs of one browser: they share the
 * Firestore cache's IndexedDB and local storage), timed both ways, because a user types in
 * either tab: the first tab opened is the one the other tabs' changes pass through when the
 * cache is shared. Then a page in a second context (another device: the change travels through
 * the emulator). One unmeasured warm-up sample each.
 */
export async function liveSyncSection(browser: Browser, samples: number): Promise<LiveSyncSection> {
  const server = await serveFloor();
  try {
    const floor = await retryOnStall('live sync floor', () =>
      measureFloorPages(browser, server, samples, 'memory'),
    );
    const cacheFloor = await retryOnStall('live sync cache floor', () =>
      measureFloorPages(browser, server, samples, 'persistent'),
    );
    const variants = await retryOnStall('live sync pages', () => measureBoth(browser, samples));
    return { floor, cacheFloor, variants };
  } finally {
    await server.close();
  }
}

const FLOOR_LABELS: Record<FloorCache, string> = {
  memory: 'Floor: two pages with the bare Firebase SDK (no app)',
  persistent:
    "Floor with the app's cache: two contexts, bare SDK with the persistent multi-tab cache",
};

/**
 * Two floor pages, one adding todos and one listening. On the memory cache each page is on its
 * own, as two devices are. The persistent cache is shared by the pages of a context, so there
 * each page gets a context of its own, as in the app's two-context row: what is left between
 * that row and this floor is the app's own.
 */
async function measureFloorPages(
  browser: Browser,
  server: FloorServer,
  samples: number,
  cache: FloorCache,
): Promise<LiveSyncVariant> {
  const user = await createAccount(cache === 'memory' ? 'bench-floor' : 'bench-cache-floor');
  const writerContext = await newBenchContext(browser);
  const readerContext = cache === 'memory' ? writerContext : await newBenchContext(browser);
  try {
    const writer = await openFloorPage(writerContext, server.url, user, cache);
    const reader = await openFloorPage(readerContext, server.url, user, cache);
    await measureFloor(writer, reader, 1, 'warm-up');
    const samplesMs = await measureFloor(writer, reader, samples);
    return { label: FLOOR_LABELS[cache], samplesMs, latencyMs: distribution(samplesMs) };
  } finally {
    await writerContext.close();
    if (readerContext !== writerContext) await readerContext.close();
  }
}

/** The todo list (or its empty state) shows: the page has its Firestore data. */
async function dataReady(page: Page): Promise<void> {
  stallLog.loads += 1;
  const list = page
    .getByRole('list', { name: 'Active todos' })
    .or(page.getByText('No todos yet. Add one above to get started!'));
  await list
    .first()
    .waitFor({ timeout: 20_000 })
    .catch(() => {
      throw new StallError(`${page.url()} showed no todo list`);
    });
}

async function variant(
  label: string,
  sender: Page,
  receiver: Page,
  samples: number,
): Promise<LiveSyncVariant> {
  await measureLiveSync(sender, receiver, 1, 'warm-up');
  const samplesMs = await measureLiveSync(sender, receiver, samples);
  return { label, samplesMs, latencyMs: distribution(samplesMs) };
}

async function measureBoth(browser: Browser, samples: number): Promise<LiveSyncVariant[]> {
  const user = await createAccount('bench-sync');
  const contexts: BrowserContext[] = [];
  try {
    const tabs = await newBenchContext(browser);
    contexts.push(tabs);
    const pageA = await tabs.newPage();
    await signInThroughLogin(pageA, BASE_URL, user);
    await dataReady(pageA);
    const pageB = await tabs.newPage();
    await pageB.goto('/');
    await dataReady(pageB);

    const device = await newBenchContext(browser, { storageState: await authOnlyState(tabs) });
    contexts.push(device);
    const pageC = await device.newPage();
    await pageC.goto('/');
    await dataReady(pageC);

    const variants: LiveSyncVariant[] = [];
    for (const [label, sender, receiver] of [
      ['Two browser contexts (via the emulator)', pageA, pageC],
      ['Two tabs, one browser context, both in front', pageA, pageB],
    ] as const) {
      variants.push(await variant(label, sender, receiver, samples));
    }
    // A user types in the tab in front while the other waits behind it. The background state
    // cannot be undone in a page, so each direction gets its own fresh background tab.
    await sendToBackground(pageB);
    variants.push(
      await variant(
        'Two tabs: typed in the first, shown in a background tab',
        pageA,
        pageB,
        samples,
      ),
    );
    const pageD = await tabs.newPage();
    await pageD.goto('/');
    await dataReady(pageD);
    await sendToBackground(pageA);
    variants.push(
      await variant(
        'Two tabs: typed in a later tab, shown in the first (background)',
        pageD,
        pageA,
        samples,
      ),
    );
    return variants;
  } finally {
    for (const context of contexts) await context.close();
  }
}
