// Focus-timer sync: a press on page A (Start, then Pause), the same timer shown on page B, another
// device of the same user. The press goes through /api/focus and the timer document's listener;
// page A shows the server's answer itself. Both timestamps come from the pages' clocks, which
// are the one machine's.
import type { Page } from '@playwright/test';
import { StallError } from './stalls';

declare global {
  interface Window {
    __benchTimerSeen?: number;
    __benchPressedAt?: number;
  }
}

const SAMPLE_TIMEOUT_MS = 15_000;
/** The header's timer, as its accessible name says it. */
const RUNNING = '^Focus timer: .* left, Focus$';
const PAUSED = '^Focus timer: .* left, Focus, paused$';

/** Notes in `page` when a visible timer button's name first matches `pattern`. */
async function watchTimer(page: Page, pattern: string): Promise<void> {
  await page.evaluate((source: string) => {
    window.__benchTimerSeen = undefined;
    const matches = () =>
      Array.from(document.querySelectorAll<HTMLElement>('[aria-label^="Focus timer:"]')).some(
        (element) =>
          element.offsetParent !== null && new RegExp(source).test(element.ariaLabel ?? ''),
      );
    const observer = new MutationObserver(() => {
      if (!matches()) return;
      window.__benchTimerSeen = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  }, pattern);
}

/** Notes in `page` the moment the next click goes down on a button named `name`. */
async function armPress(page: Page, name: string): Promise<void> {
  await page.evaluate((label: string) => {
    window.__benchPressedAt = undefined;
    const note = (event: Event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (button?.textContent?.trim() !== label && button?.ariaLabel !== label) return;
      window.__benchPressedAt = performance.timeOrigin + performance.now();
      document.removeEventListener('click', note, true);
    };
    document.addEventListener('click', note, true);
  }, name);
}

async function seenAt(page: Page, what: string): Promise<number> {
  await page
    .waitForFunction(() => window.__benchTimerSeen, undefined, { timeout: SAMPLE_TIMEOUT_MS })
    .catch(async () => {
      // What the page shows instead, so that a stall says where it stopped.
      const shown = await page
        .evaluate(() =>
          Array.from(document.querySelectorAll<HTMLElement>('[aria-label^="Focus timer"]')).map(
            (element) =>
              `${element.ariaLabel ?? ''}${element.offsetParent === null ? ' (hidden)' : ''}`,
          ),
        )
        .catch(() => ['(the page could not be read)']);
      throw new StallError(
        `${page.url()} never showed the timer ${what}; it shows ${JSON.stringify(shown)}`,
      );
    });
  const seen = await page.evaluate(() => window.__benchTimerSeen);
  if (seen === undefined) throw new Error('a timestamp is missing');
  return seen;
}

/** A press on A timed on A (the server's answer shown) and on B (through the listener). */
async function timedPress(
  pageA: Page,
  pageB: Page,
  press: () => Promise<void>,
  button: string,
  pattern: string,
): Promise<{ answerMs: number; otherMs: number }> {
  await watchTimer(pageA, pattern);
  await watchTimer(pageB, pattern);
  await armPress(pageA, button);
  await press();
  const seenByB = await seenAt(pageB, button);
  const seenByA = await seenAt(pageA, button);
  const pressedAt = await pageA.evaluate(() => window.__benchPressedAt);
  if (pressedAt === undefined) throw new Error(`the press of ${button} was not noted`);
  return { answerMs: seenByA - pressedAt, otherMs: seenByB - pressedAt };
}

export interface FocusSyncSamples {
  start: { answerMs: number[]; otherMs: number[] };
  pause: { answerMs: number[]; otherMs: number[] };
}

/** Each sample starts a free pomodoro on A, pauses it there, and stops it; B shows each. */
export async function measureFocusSync(
  pageA: Page,
  pageB: Page,
  samples: number,
): Promise<FocusSyncSamples> {
  const result: FocusSyncSamples = {
    start: { answerMs: [], otherMs: [] },
    pause: { answerMs: [], otherMs: [] },
  };
  const visible = (page: Page, name: RegExp | string) =>
    page.getByRole('button', { name, exact: typeof name === 'string' }).filter({ visible: true });
  // Start focus is enabled once the page has heard the timer document: a press before B has
  // heard it times B's first answer, not a change passed on by its listener.
  const idle = (page: Page) =>
    page
      .locator('[aria-label="Start focus"]:enabled')
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: SAMPLE_TIMEOUT_MS });
  await Promise.all([idle(pageA), idle(pageB)]);
  for (let index = 0; index < samples; index += 1) {
    const started = await timedPress(
      pageA,
      pageB,
      () => visible(pageA, 'Start focus').first().click(),
      'Start focus',
      RUNNING,
    );
    result.start.answerMs.push(started.answerMs);
    result.start.otherMs.push(started.otherMs);
    await visible(pageA, /^Focus timer:/)
      .first()
      .click();
    const controls = pageA.getByRole('region', { name: 'Focus timer' });
    const paused = await timedPress(
      pageA,
      pageB,
      () => controls.getByRole('button', { name: 'Pause' }).click(),
      'Pause',
      PAUSED,
    );
    result.pause.answerMs.push(paused.answerMs);
    result.pause.otherMs.push(paused.otherMs);
    await controls.getByRole('button', { name: 'Stop' }).click();
    await Promise.all([idle(pageA), idle(pageB)]);
  }
  return result;
}
