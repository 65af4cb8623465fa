// Runs axe-core on the page as it is now and records its violations as a soft assertion, so one
// run lists every page's problems instead of stopping at the first.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Waits until no transition has run for a few frames' time. axe measures colours as they are
 * drawn, so a dialog still fading in, or a button that mounted when late data arrived and is
 * still fading in, has text of too little contrast; endless animations (spinners) are left
 * running.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const running = () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        );
    for (let quiet = 0; quiet < 3;) {
      const now = running();
      if (now.length > 0) {
        quiet = 0;
        await Promise.all(now.map((animation) => animation.finished.catch(() => undefined)));
      } else {
        quiet += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

/** One line per violation: the rule, then every element it was found on. */
export async function axeViolations(page: Page): Promise<string[]> {
  await transitionsEnded(page);
  // Legacy mode runs axe in the page itself. The default opens a second page for every check to
  // merge the results of each frame there, about 0.4 CPU-s each; the app has no frames to merge.
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/**
 * Expects no violation on the page as it is now, in the light and then the dark colour scheme;
 * `what` names the state in the report. Both schemes are checked on the same page, so a state
 * is reached (signed in, seeded, navigated to) once for both. The page is left in light.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect
      .soft(await axeViolations(page), `axe violations on ${what} (${colorScheme})`)
      .toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
