// Lighthouse (mobile preset: the default config, performance category only) with Debian's
// Chromium launched by chrome-launcher. For a signed-in page, Playwright attaches to that same
// Chrome over CDP, signs in through /login, and Lighthouse then runs without resetting storage.
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { KEEP_NAMES_SHIM } from './browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './config';
import { signInThroughLogin, type BenchUser } from './session';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export interface LighthouseRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  totalBytes: number;
  finalUrl: string;
  /** What the largest paint showed (the element's text, else its HTML). */
  lcpElement: string | undefined;
}

interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }[];
}

function lcpElementOf(audits: Record<string, { details?: unknown }>): string | undefined {
  const details = audits['largest-contentful-paint-element']?.details as LcpElementDetails;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node?.nodeLabel ?? node?.snippet;
}

function numeric(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse audit ${id} has no value`);
  return value;
}

/**
 * disableStorageReset keeps the session but also the HTTP cache and Firestore's cache that the
 * sign-in filled. Clearing those two (only) gives the signed-in run what Lighthouse's own reset
 * gives the others: a cold load, here of a user who is already signed in. The Firestore
 * databases are deleted from a static file of the origin, where the app (and its open
 * connections to them) is not running.
 */
async function forgetAllButSession(page: Page, baseUrl: string): Promise<void> {
  await page.goto(new URL('/favicon.svg', baseUrl).href);
  await page.evaluate(async () => {
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('firestore/')) continue;
      await new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = resolve;
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error(`${name} is still open`));
      });
    }
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('firestore_')) localStorage.removeItem(key);
    }
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

/** One Lighthouse run in a fresh Chrome (fresh profile). */
export async function runLighthouse(
  url: string,
  signInAs?: { user: BenchUser; baseUrl: string; coldCaches: boolean },
): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (signInAs) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const context = browser.contexts()[0];
      if (!context) throw new Error('the launched Chrome has no default context');
      await context.addInitScript({ content: KEEP_NAMES_SHIM });
      const page = await context.newPage();
      await signInThroughLogin(page, signInAs.baseUrl, signInAs.user);
      await page.close();
      if (signInAs.coldCaches) {
        const blank = await context.newPage();
        await forgetAllButSession(blank, signInAs.baseUrl);
        await blank.close();
      }
      // Disconnects only: the browser and its signed-in profile stay for Lighthouse.
      await browser.close();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: signInAs !== undefined,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('Lighthouse gave no score');
    return {
      score: Math.round(score * 100),
      lcpMs: numeric(lhr.audits, 'largest-contentful-paint'),
      tbtMs: numeric(lhr.audits, 'total-blocking-time'),
      cls: numeric(lhr.audits, 'cumulative-layout-shift'),
      fcpMs: numeric(lhr.audits, 'first-contentful-paint'),
      speedIndexMs: numeric(lhr.audits, 'speed-index'),
      totalBytes: numeric(lhr.audits, 'total-byte-weight'),
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lcpElementOf(lhr.audits),
    };
  } finally {
    chrome.kill();
  }
}
