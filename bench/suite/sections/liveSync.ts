import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newBenchContext } from '../../tools/browser';
import { BASE_URL } from '../../tools/config';
import {
  measureFloor,
  openFloorPage,
  serveFloor,
  type FloorCache,
  type FloorServer,
} from '../../tools/floor/pages';
import { measureFocusSync } from '../../tools/focusSync';
import { measureLiveSync, sendToBackground, type SyncSamples } from '../../tools/liveSync';
import type { FocusSyncVariant, LiveSyncPath, LiveSyncVariant } from '../results';
import { addTodo } from '../../tools/admin';
import {
  authOnlyState,
  createAccount,
  createSignedUpAccount,
  signInThroughLogin,
} from '../../tools/session';
import { retryOnStall, stallLog, StallError } from '../../tools/stalls';
import { distribution } from '../../tools/stats';

export interface LiveSyncSection {
  floor: LiveSyncVariant;
  cacheFloor: LiveSyncVariant;
  tabFloor: LiveSyncVariant;
  ownFloor: LiveSyncVariant;
  variants: LiveSyncVariant[];
  focus: FocusSyncVariant[];
}

function variantOf(
  label: string,
  samplesMs: number[],
  extra: Pick<LiveSyncVariant, 'own' | 'floor'> = {},
): LiveSyncVariant {
  return { label, samplesMs, latencyMs: distribution(samplesMs), ...extra };
}

/**
 * First the floors: two pages with the bare SDK, then the same with the app's cache, in two
 * contexts and in two tabs of one context. Then two pages of one user in one context (tabs of
 * one browser: they share the Firestore cache's IndexedDB and local storage), timed both ways,
 * because a user types in either tab: the first tab opened is the one the other tabs' changes
 * pass through when the cache is shared. Then a page in a second context (another device: the
 * change travels through the emulator). One unmeasured warm-up sample each.
 */
export async function liveSyncSection(browser: Browser, samples: number): Promise<LiveSyncSection> {
  const server = await serveFloor();
  try {
    const floor = await retryOnStall('live sync floor', () =>
      measureFloorPages(browser, server, samples, 'memory'),
    );
    const cacheFloor = await retryOnStall('live sync cache floor', () =>
      measureFloorPages(browser, server, samples, 'contexts'),
    );
    const tabFloor = await retryOnStall('live sync tab floor', () =>
      measureFloorPages(browser, server, samples, 'tabs'),
    );
    const { variants, focus } = await retryOnStall('live sync pages', () =>
      measureBoth(browser, samples),
    );
    return {
      floor: variantOf(FLOOR_LABELS.memory, floor.otherMs),
      cacheFloor: variantOf(FLOOR_LABELS.contexts, cacheFloor.otherMs),
      tabFloor: variantOf(FLOOR_LABELS.tabs, tabFloor.otherMs),
      ownFloor: variantOf(OWN_FLOOR_LABEL, [...cacheFloor.ownMs, ...tabFloor.ownMs]),
      variants,
      focus,
    };
  } finally {
    await server.close();
  }
}

/** How the floor's two pages are laid out: the bare SDK's own cache, or the app's in either path. */
type FloorLayout = 'memory' | LiveSyncPath;

const FLOOR_LABELS: Record<FloorLayout, string> = {
  memory: 'Floor: two pages with the bare Firebase SDK (no app)',
  contexts:
    "Floor with the app's cache: two contexts, bare SDK with the persistent multi-tab cache, a second tab beside the writer",
  tabs: "Floor with the app's cache: two tabs of one context, bare SDK sharing the persistent multi-tab cache",
};

const OWN_FLOOR_LABEL =
  "Own-echo floor: the writer's own listener, bare SDK with the app's persistent multi-tab cache";

/**
 * Two floor pages, one adding todos and one listening. On the memory cache each page is on its
 * own, as two devices are. The persistent cache is shared by the pages of a context: in
 * `contexts` each page gets a context of its own, and the writer's has a second listening tab
 * opened after it, as in the app's two-context row (whose writer has its second tab open: that
 * tab's SDK follows every write through the shared cache, on the same CPUs); in `tabs` both
 * share one, the writer opened first, as in the app's two-tab rows. What is left between an app
 * row and its floor is the app's own.
 */
async function measureFloorPages(
  browser: Browser,
  server: FloorServer,
  samples: number,
  layout: FloorLayout,
): Promise<SyncSamples> {
  const user = await createSignedUpAccount(`bench-floor-${layout}`);
  const cache: FloorCache = layout === 'memory' ? 'memory' : 'persistent';
  const writerContext = await newBenchContext(browser);
  const readerContext = layout === 'contexts' ? await newBenchContext(browser) : writerContext;
  try {
    const writer = await openFloorPage(writerContext, server.url, user, cache);
    if (layout === 'contexts') await openFloorPage(writerContext, server.url, user, cache);
    const reader = await openFloorPage(readerContext, server.url, user, cache);
    await measureFloor(writer, reader, 1, 'warm-up');
    return await measureFloor(writer, reader, samples);
  } finally {
    await writerContext.close();
    if (readerContext !== writerContext) await readerContext.close();
  }
}

/**
 * The user's todo list shows: the page has its Firestore data. Not the empty list: a page whose
 * Listen channel stays silent shows that too, from its empty cache, once the SDK gives up on the
 * server after 10 s, and then never hears of the todos added while it is measured.
 */
async function dataReady(page: Page): Promise<void> {
  stallLog.loads += 1;
  await page
    .getByRole('list', { name: 'Active todos' })
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
  floor?: LiveSyncPath,
): Promise<LiveSyncVariant & { ownMs: number[] }> {
  try {
    await measureLiveSync(sender, receiver, 1, 'warm-up');
    const { otherMs, ownMs } = await measureLiveSync(sender, receiver, samples);
    return { ...variantOf(label, otherMs, floor ? { floor } : {}), ownMs };
  } catch (error) {
    // Which path stalled: the page's address is the same in every variant.
    if (error instanceof StallError) throw new StallError(`${label}: ${error.message}`);
    throw error;
  }
}

/** What a variant reports: the other page's latency (its own echo is reported apart). */
function shown({ ownMs: _own, ...rest }: LiveSyncVariant & { ownMs: number[] }): LiveSyncVariant {
  return rest;
}

/**
 * The focus timer over the same two contexts: a Start, then a Pause, pressed on one device and
 * shown on the other, beside the press's own answer on the device that pressed.
 */
async function focusVariants(
  sender: Page,
  receiver: Page,
  samples: number,
): Promise<FocusSyncVariant[]> {
  await measureFocusSync(sender, receiver, 1);
  const measured = await measureFocusSync(sender, receiver, samples);
  const rows = [
    ['Focus timer: Start on one device, the countdown on another', measured.start],
    ['Focus timer: Pause on one device, paused on another', measured.pause],
  ] as const;
  return rows.map(([label, { otherMs, answerMs }]) => ({
    label,
    samplesMs: otherMs,
    latencyMs: distribution(otherMs),
    answerMs: distribution(answerMs),
  }));
}

async function measureBoth(
  browser: Browser,
  samples: number,
): Promise<{ variants: LiveSyncVariant[]; focus: FocusSyncVariant[] }> {
  const user = await createAccount('bench-sync');
  const contexts: BrowserContext[] = [];
  try {
    const tabs = await newBenchContext(browser);
    contexts.push(tabs);
    const pageA = await tabs.newPage();
    await signInThroughLogin(pageA, BASE_URL, user);
    await addTodo(user.uid, 'Already there');
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
    // The writer is the tab in front, as a person types only there: its own screen is timed in
    // the same samples as the other page.
    const ownMs: number[] = [];
    for (const [label, sender, receiver, floor] of [
      ['Two browser contexts (via the emulator)', pageA, pageC, 'contexts'],
      ['Two tabs, one browser context, both in front', pageA, pageB, 'tabs'],
    ] as const) {
      const measured = await variant(label, sender, receiver, samples, floor);
      variants.push(shown(measured));
      ownMs.push(...measured.ownMs);
    }
    variants.push(
      variantOf("Own echo: the writer's new todo on its own screen (tab in front)", ownMs, {
        own: true,
      }),
    );
    const focus = await focusVariants(pageA, pageC, samples);
    // A user types in the tab in front while the other waits behind it. The background state
    // cannot be undone in a page, so each direction gets its own fresh background tab.
    await sendToBackground(pageB);
    variants.push(
      shown(
        await variant(
          'Two tabs: typed in the first, shown in a background tab',
          pageA,
          pageB,
          samples,
        ),
      ),
    );
    const pageD = await tabs.newPage();
    await pageD.goto('/');
    await dataReady(pageD);
    await sendToBackground(pageA);
    variants.push(
      shown(
        await variant(
          'Two tabs: typed in a later tab, shown in the first (background)',
          pageD,
          pageA,
          samples,
        ),
      ),
    );
    return { variants, focus };
  } finally {
    for (const context of contexts) await context.close();
  }
}
