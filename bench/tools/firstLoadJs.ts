// JavaScript a fresh browser context downloads for a page's first load: every script response
// until the page shows what it is for and no further script has been requested for a while.
import type { BrowserContext, Page } from '@playwright/test';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface ScriptSize {
  url: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export interface FirstLoadJs {
  path: string;
  scripts: ScriptSize[];
  raw: number;
  gzip: number;
  brotli: number;
}

/** Resolves when the page shows its main content (e.g. a heading). */
export type ReadyCheck = (page: Page) => Promise<void>;

/** A lazy chunk requested later than this after the last one is no longer "first load". */
const SCRIPT_QUIET_MS = 1500;
const IDLE_TIMEOUT_MS = 20_000;

export function compressedSizes(body: Buffer): Omit<ScriptSize, 'url'> {
  return {
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).length,
  };
}

/**
 * Loads `url` in a page of `context` (which should be fresh: an empty HTTP cache) and sums the
 * script responses. Idle means: `ready` resolved and no script requested for 1.5 s. Firestore's
 * listen channel never lets the network go quiet, so Playwright's 'networkidle' cannot be used.
 */
export async function measureFirstLoadJs(
  context: BrowserContext,
  url: string,
  ready: ReadyCheck,
): Promise<FirstLoadJs> {
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer | null>>();
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') lastScriptAt = Date.now();
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || bodies.has(response.url())) return;
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    );
  });
  try {
    await page.goto(url);
    await ready(page);
    const deadline = Date.now() + IDLE_TIMEOUT_MS;
    while (Date.now() - lastScriptAt < SCRIPT_QUIET_MS && Date.now() < deadline) {
      await page.waitForTimeout(250);
    }
    const scripts: ScriptSize[] = [];
    for (const [scriptUrl, pending] of bodies) {
      const body = await pending;
      if (body === null) throw new Error(`Could not read the body of ${scriptUrl}`);
      scripts.push({ url: scriptUrl, ...compressedSizes(body) });
    }
    if (scripts.length === 0) throw new Error(`No script was downloaded for ${url}`);
    scripts.sort((a, b) => b.raw - a.raw);
    return {
      path: new URL(url).pathname,
      scripts,
      raw: scripts.reduce((sum, script) => sum + script.raw, 0),
      gzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
      brotli: scripts.reduce((sum, script) => sum + script.brotli, 0),
    };
  } finally {
    await page.close();
  }
}
