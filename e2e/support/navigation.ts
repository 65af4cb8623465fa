import type { Page } from '@playwright/test';
import { expect, test } from './test';

/**
 * Opens `path` the way a link inside the app does, and waits for the page's main heading
 * (`heading`): the router shows the page in the app that is already loaded and signed in.
 * Loading the whole app again with `page.goto` costs the browser about 2.5 CPU-s (the bundle,
 * Firebase's start, the sign-in restored), which a test of a page reached from another one does
 * not need. A page that shows no app yet (a new tab, another site) is loaded as usual; tests of
 * what a typed or bookmarked address shows keep `page.goto`.
 */
export async function openInApp(page: Page, path: string, heading: string): Promise<void> {
  const appOrigin = new URL(test.info().project.use.baseURL ?? page.url()).origin;
  const current = page.url();
  if (!current.startsWith('http') || new URL(current).origin !== appOrigin) {
    await page.goto(path);
  } else {
    // The router follows the address on popstate, as on the browser's Back and Forward.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  }
  // The router keeps the previous page on screen until the new one's code has arrived, so
  // nothing may be done before the new page is there.
  await expect(page.getByRole('heading', { name: heading, level: 1, exact: true })).toBeVisible();
}
