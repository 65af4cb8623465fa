// The `test` every spec uses: Playwright's, plus a record of what the browser went through
// (console errors and warnings, uncaught exceptions, failed requests, how long each API call
// took, and the requests still open at the end) that is printed when a test fails, so that a
// failure seen once in CI says more than where the test stopped.
import { test as base, type BrowserContext, type Page, type Request } from '@playwright/test';

export { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Enough to see a failure's story without flooding the log of a run. */
const MAX_LINES = 60;

/** The query string of a streaming channel runs to hundreds of characters and tells nothing. */
function address(request: Request): string {
  const { origin, pathname } = new URL(request.url());
  return `${request.method()} ${origin}${pathname}`;
}

class BrowserLog {
  private readonly lines: string[] = [];
  private readonly started = Date.now();
  /** Requests not finished yet: when each was sent, and when its response headers came. */
  private readonly open = new Map<Request, { sent: number; headers?: number; label: string }>();

  constructor(context: BrowserContext) {
    this.watchContext(context);
  }

  /** Notes what the pages of `context` go through; `label` tells them from the test's page. */
  watchContext(context: BrowserContext, label = ''): void {
    for (const page of context.pages()) this.watch(page, label);
    context.on('page', (page) => this.watch(page, label));
  }

  private elapsed(since = this.started): string {
    return `${Date.now() - since} ms`;
  }

  private note(what: string, label: string): void {
    if (this.lines.length < MAX_LINES) this.lines.push(`+${this.elapsed()} ${label}${what}`);
  }

  private watch(page: Page, label: string): void {
    page.on('console', (message) => {
      const type = message.type();
      const text = message.text();
      // The failed request itself is noted with its address.
      if (text.startsWith('Failed to load resource')) return;
      if (type === 'error' || type === 'warning') this.note(`console.${type}: ${text}`, label);
    });
    page.on('pageerror', (error) => this.note(`uncaught: ${error.message}`, label));
    page.on('request', (request) => this.open.set(request, { sent: Date.now(), label }));
    page.on('response', (response) => {
      const open = this.open.get(response.request());
      if (open) open.headers = Date.now();
      // An API call that answers late fails a test as one that never answers does; its time
      // tells them apart.
      if (open && new URL(response.url()).pathname.startsWith('/api/')) {
        const took = this.elapsed(open.sent);
        this.note(`${address(response.request())} answered ${response.status()} in ${took}`, label);
      }
    });
    page.on('requestfinished', (request) => this.open.delete(request));
    page.on('requestfailed', (request) => {
      this.open.delete(request);
      // Firestore closes its streaming channels on every page change; those are not failures.
      const error = request.failure()?.errorText;
      if (error !== 'net::ERR_ABORTED')
        this.note(`request failed: ${address(request)} ${error}`, label);
    });
  }

  /** What happened, then what was still under way: a stream that never answered shows here. */
  report(): string[] {
    const open = [...this.open].map(([request, { sent, headers, label }]) =>
      headers === undefined
        ? `${label}still open: ${address(request)}, no response ${this.elapsed(sent)} after it was sent`
        : `${label}still open: ${address(request)}, streaming for ${this.elapsed(headers)}`,
    );
    return [...this.lines, ...open.slice(0, MAX_LINES)];
  }
}

/** The record of a test's browser; a context the test opens itself is added with `watch`. */
export interface BrowserLogFixture {
  watch(context: BrowserContext, label: string): void;
}

export const test = base.extend<{ browserLog: BrowserLogFixture }>({
  browserLog: [
    async ({ context }, use, testInfo) => {
      const log = new BrowserLog(context);
      await use({ watch: (other, label) => log.watchContext(other, `[${label}] `) });
      const lines = log.report();
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        console.log(`Browser log of "${testInfo.title}":\n  ${lines.join('\n  ')}`);
      }
    },
    { auto: true },
  ],
});
