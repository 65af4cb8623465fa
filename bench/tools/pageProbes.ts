// Timings taken inside the page, against the page's own clock (performance.now() counts from
// navigation start), so that Playwright's round trips are not part of any figure.
import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __benchMarks?: Record<string, { domMs: number; frameMs: number | null }>;
  }
}

export interface Mark {
  /** When the element was in the DOM (the React commit that inserted it). */
  domMs: number;
  /** The next animation frame after that commit: when it is painted. */
  frameMs: number;
}

/**
 * Watches every page load of `context` for the first element matching each selector of
 * `marks` (name -> selector) and records when it appeared. Install before navigating.
 */
export async function watchMarks(
  context: BrowserContext,
  marks: Record<string, string>,
): Promise<void> {
  await context.addInitScript((targets: Record<string, string>) => {
    const seen: Record<string, { domMs: number; frameMs: number | null }> = {};
    window.__benchMarks = seen;
    const observer = new MutationObserver(() => {
      for (const [name, selector] of Object.entries(targets)) {
        if (seen[name] || !document.querySelector(selector)) continue;
        const mark: { domMs: number; frameMs: number | null } = {
          domMs: performance.now(),
          frameMs: null,
        };
        seen[name] = mark;
        requestAnimationFrame(() => {
          mark.frameMs = performance.now();
        });
      }
      if (Object.keys(seen).length === Object.keys(targets).length) observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  }, marks);
}

/** Waits until the mark `name` has been painted and returns every mark painted so far. */
export async function marks(
  page: Page,
  name: string,
  timeoutMs = 60_000,
): Promise<Record<string, Mark>> {
  await page.waitForFunction(
    (wanted: string) => window.__benchMarks?.[wanted]?.frameMs != null,
    name,
    {
      timeout: timeoutMs,
      polling: 100,
    },
  );
  const all = await page.evaluate(() => window.__benchMarks ?? {});
  const painted: Record<string, Mark> = {};
  for (const [key, mark] of Object.entries(all)) {
    if (mark.frameMs !== null) painted[key] = { domMs: mark.domMs, frameMs: mark.frameMs };
  }
  return painted;
}

/** When the page's requests of interest ended (resource timing, from navigation start). */
export async function resourceEnds(page: Page, parts: Record<string, string>) {
  return page.evaluate((wanted: Record<string, string>) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const ends: Record<string, number | null> = {};
    for (const [name, part] of Object.entries(wanted)) {
      const entry = entries.find((candidate) => candidate.name.includes(part));
      ends[name] = entry ? entry.responseEnd : null;
    }
    return ends;
  }, parts);
}

export interface CheckboxTiming {
  /** pointerdown -> frame after the checkbox first changes (disabled while the write is pending). */
  feedbackMs: number;
  /** pointerdown -> frame after the row is checked or has left the list it was in. */
  doneMs: number;
}

/**
 * Clicks the first checkbox matching `selector` and times, from its pointerdown, the first
 * animation frame after the checkbox first changes and after its row shows the new state: the
 * box checked, or the row gone from its list (a completed todo leaves the active list).
 */
export async function checkboxToRepaint(page: Page, selector: string): Promise<CheckboxTiming> {
  const armed = await page.evaluate((target: string) => {
    const input = document.querySelector<HTMLInputElement>(target);
    if (!input) return false;
    const wasChecked = input.checked;
    const wasDisabled = input.disabled;
    let downAt = -1;
    let feedbackMs = -1;
    document.addEventListener(
      'pointerdown',
      (event) => {
        if (event.target === input) downAt = performance.now();
      },
      { capture: true, once: true },
    );
    const done = new Promise<{ feedbackMs: number; doneMs: number }>((resolve) => {
      const observer = new MutationObserver(() => {
        if (downAt < 0) return;
        const gone = !input.isConnected || input.checked !== wasChecked;
        if (feedbackMs < 0 && (gone || input.disabled !== wasDisabled)) {
          requestAnimationFrame(() => {
            if (feedbackMs < 0) feedbackMs = performance.now() - downAt;
          });
        }
        if (!gone) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const doneMs = performance.now() - downAt;
          resolve({ feedbackMs: feedbackMs < 0 ? doneMs : feedbackMs, doneMs });
        });
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['class', 'disabled'],
      });
    });
    (window as unknown as { __benchCheckbox: Promise<CheckboxTiming> }).__benchCheckbox = done;
    return true;
  }, selector);
  if (!armed) throw new Error(`No checkbox matches ${selector}`);
  await page.locator(selector).first().click();
  return page.evaluate(() =>
    Promise.race([
      (window as unknown as { __benchCheckbox: Promise<CheckboxTiming> }).__benchCheckbox,
      new Promise<CheckboxTiming>((_, reject) =>
        setTimeout(() => reject(new Error('the row never changed')), 15_000),
      ),
    ]),
  );
}

/** JS heap in use after a forced garbage collection (CDP), in bytes. */
export async function jsHeapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
    if (used === undefined) throw new Error('JSHeapUsedSize missing from Performance.getMetrics');
    return used;
  } finally {
    await cdp.detach();
  }
}
