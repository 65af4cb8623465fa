// The `test` every spec uses: Playwright's, plus a record of what the browser reported (console
// errors and warnings, uncaught exceptions, failed requests) that is printed when a test fails,
// so that a failure seen once in CI says what the page went through.
import { test as base, type Page } from '@playwright/test';

export { expect, type Locator, type Page } from '@playwright/test';

/** Enough to see a failure's story without flooding the log of a run. */
const MAX_LINES = 60;

function watch(page: Page, lines: string[], started: number): void {
  const note = (what: string) => {
    if (lines.length < MAX_LINES) lines.push(`+${Date.now() - started} ms ${what}`);
  };
  page.on('console', (message) => {
    const type = message.type();
    const text = message.text();
    // The failed request itself is noted below, with its address.
    if (text.startsWith('Failed to load resource')) return;
    if (type === 'error' || type === 'warning') note(`console.${type}: ${text}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    // Firestore closes its streaming channels on every page change; those are not failures.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    // The query string of a streaming channel runs to hundreds of characters and tells nothing.
    const { origin, pathname } = new URL(request.url());
    note(
      `request failed: ${request.method()} ${origin}${pathname} ${request.failure()?.errorText}`,
    );
  });
}

export const test = base.extend<{ browserLog: undefined }>({
  browserLog: [
    async ({ context }, use, testInfo) => {
      const lines: string[] = [];
      const started = Date.now();
      for (const page of context.pages()) watch(page, lines, started);
      context.on('page', (page) => watch(page, lines, started));
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
        console.log(`Browser log of "${testInfo.title}":\n  ${lines.join('\n  ')}`);
      }
    },
    { auto: true },
  ],
});
