// The live-sync floor: two pages running bench/tools/floor/client.ts (the bare Firebase SDK), one
// adding todos and one listening, timed like the app's pages.
import type { BrowserContext, Page } from '@playwright/test';
import { build, stop } from 'esbuild';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SyncSamples } from '../liveSync';
import type { BenchUser } from '../session';
import { FIRST_ARRAY_PROBE } from './firstArrayProbe';

const CLIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'client.ts');
const SAMPLE_TIMEOUT_MS = 15_000;

async function bundle(): Promise<string> {
  const result = await build({
    entryPoints: [CLIENT],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  // esbuild's service process would keep the bench alive after its report.
  await stop();
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild gave no floor bundle');
  return file.text;
}

export interface FloorServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the floor page from a loopback port of its own. A page Playwright answers itself would
 * count as a public origin, and Chromium keeps public pages away from the loopback emulators.
 */
export async function serveFloor(): Promise<FloorServer> {
  const html = `<!doctype html><meta charset="utf-8"><title>floor</title><script>${await bundle()}</script>`;
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The SDK's default memory cache, or the app's persistent multi-tab one; or the memory cache
 * with a Listen channel that polls instead of streaming ('long-polling').
 */
export type FloorCache = 'memory' | 'persistent' | 'long-polling';

/**
 * Opens the floor page signed in as `user`: listening once it resolves ('listening'), or with a
 * cold load's reads just started ('cold', see the client's coldStart), its first Listen back
 * channel's first array noted.
 */
export async function openFloorPage(
  context: BrowserContext,
  floorUrl: string,
  user: BenchUser,
  cache: FloorCache = 'memory',
  start: 'listening' | 'cold' = 'listening',
): Promise<Page> {
  const page = await context.newPage();
  if (start === 'cold') await page.addInitScript(FIRST_ARRAY_PROBE);
  await page.goto(cache === 'memory' ? floorUrl : `${floorUrl}?cache=${cache}`);
  await page.evaluate(
    ({ email, password, cold }) => {
      if (!window.floor) throw new Error('the floor client did not load');
      return cold ? window.floor.coldStart(email, password) : window.floor.start(email, password);
    },
    { email: user.email, password: user.password, cold: start === 'cold' },
  );
  return page;
}

/**
 * One sample per todo: page A adds it by Enter in its text field, page B's listener gets it,
 * and A's own. Each sample times one write alone: the next waits until the server accepted it.
 */
export async function measureFloor(
  pageA: Page,
  pageB: Page,
  samples: number,
  label = 'floor',
): Promise<SyncSamples> {
  const latencies: SyncSamples = { otherMs: [], ownMs: [] };
  const field = pageA.getByLabel('New todo');
  for (let index = 0; index < samples; index += 1) {
    const text = `${label} ${Date.now().toString(36)} #${index + 1}`;
    await field.fill(text);
    await field.press('Enter');
    await pageB.waitForFunction((expected: string) => window.__benchSeen?.[expected], text, {
      timeout: SAMPLE_TIMEOUT_MS,
    });
    await pageA.waitForFunction((expected: string) => window.__floorAcked?.[expected], text, {
      timeout: SAMPLE_TIMEOUT_MS,
    });
    const sentAt = await pageA.evaluate(() => window.__benchSentAt);
    const seenAt = await pageB.evaluate((expected: string) => window.__benchSeen?.[expected], text);
    const ownAt = await pageA.evaluate((expected: string) => window.__benchSeen?.[expected], text);
    if (sentAt === undefined || seenAt === undefined || ownAt === undefined) {
      throw new Error('a timestamp is missing');
    }
    latencies.otherMs.push(seenAt - sentAt);
    latencies.ownMs.push(ownAt - sentAt);
  }
  return latencies;
}
