// Runs axe-core on the page as it is now and records its violations as a soft assertion, so one
// run lists every page's problems instead of stopping at the first.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, plus axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One line per violation: the rule, then every element it was found on. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

/** Expects no violation on the page as it is now; `what` names the state in the report. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${what}`).toEqual([]);
}
