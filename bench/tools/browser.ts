import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from '@playwright/test';
import { existsSync } from 'node:fs';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, TIME_ZONE } from './config';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
    args: CHROMIUM_ARGS,
  });
}

/**
 * tsx compiles with esbuild's keepNames, which wraps named inner functions in `__name(...)`;
 * functions handed to page.evaluate or addInitScript carry that call into the page.
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (fn) => fn;';

/** A fresh context: empty HTTP cache, no storage unless `storageState` is given. */
export async function newBenchContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    timezoneId: TIME_ZONE,
    viewport: { width: 1280, height: 800 },
    ...options,
  });
  await context.addInitScript({ content: KEEP_NAMES_SHIM });
  return context;
}
