import type { Browser, BrowserContext } from '@playwright/test';
import { newBenchContext } from '../core/browser';
import { BASE_URL } from '../core/config';
import { measureLiveSync } from '../core/liveSync';
import type { LiveSyncVariant } from '../core/results';
import { authOnlyState, createAccount, signInThroughLogin } from '../core/session';
import { distribution } from '../core/stats';
import { todoReady } from './firstLoad';

/**
 * Two pages of one user in one context (tabs: they share the persistent multi-tab cache), and
 * then a page in a second context (another device: the change travels through the emulator).
 * One unmeasured warm-up sample each.
 */
export async function liveSyncSection(
  browser: Browser,
  samples: number,
): Promise<LiveSyncVariant[]> {
  const user = await createAccount('bench-sync');
  const contexts: BrowserContext[] = [];
  try {
    const tabs = await newBenchContext(browser);
    contexts.push(tabs);
    const pageA = await tabs.newPage();
    await signInThroughLogin(pageA, BASE_URL, user);
    const pageB = await tabs.newPage();
    await pageB.goto('/');
    await todoReady(pageB);

    const device = await newBenchContext(browser, { storageState: await authOnlyState(tabs) });
    contexts.push(device);
    const pageC = await device.newPage();
    await pageC.goto('/');
    await todoReady(pageC);

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
