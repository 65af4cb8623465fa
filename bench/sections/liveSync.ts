import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newBenchContext } from '../core/browser';
import { BASE_URL } from '../core/config';
import { measureLiveSync } from '../core/liveSync';
import type { LiveSyncVariant } from '../core/results';
import { authOnlyState, createAccount, signInThroughLogin } from '../core/session';
import { retryOnStall, stallLog, StallError } from '../core/stalls';
import { distribution } from '../core/stats';

/**
 * Two pages of one user in one context (tabs: they share the persistent multi-tab cache), and
 * then a page in a second context (another device: the change travels through the emulator).
 * One unmeasured warm-up sample each.
 */
export function liveSyncSection(browser: Browser, samples: number): Promise<LiveSyncVariant[]> {
  return retryOnStall('live sync pages', () => measureBoth(browser, samples));
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
    for (const [label, receiver] of [
      ['Two tabs, one browser context', pageB],
      ['Two browser contexts (via the emulator)', pageC],
    ] as const) {
      await measureLiveSync(pageA, receiver, 1, 'warm-up');
      const samplesMs = await measureLiveSync(pageA, receiver, samples);
      variants.push({ label, samplesMs, latencyMs: distribution(samplesMs) });
    }
    return variants;
  } finally {
    for (const context of contexts) await context.close();
  }
}
