import type { Page } from '@playwright/test';
import { TAB_HANDOFF_CHANNEL as CHANNEL } from '../../web/src/data/sync/tabHandOff';

/**
 * Sends `message` to the page as another tab of its browser would: a second channel object of
 * the page's own origin, which every other one hears.
 */
export async function postAsAnotherTab(page: Page, message: object): Promise<void> {
  await page.evaluate(
    ([channelName, sent]) => {
      const channel = new BroadcastChannel(channelName);
      channel.postMessage(sent);
      channel.close();
    },
    [CHANNEL, message] as const,
  );
}

/** A document handed to the page, with its fields' kinds as the page finds them. */
interface HandOff {
  path: string;
  id: string;
  kinds: Record<string, string>;
}

/**
 * Starts keeping what the page's tabs hand each other; `handedOver` answers the documents
 * created so far, each with its fields' kinds as the receiving tab finds them ('Date' for a date).
 */
export async function recordHandOffs(page: Page): Promise<void> {
  await page.evaluate((channelName) => {
    const kept: HandOff[] = [];
    Object.assign(window, { handedOver: kept });
    new BroadcastChannel(channelName).addEventListener('message', ({ data }) => {
      const { kind, path, id, fields } = data as Record<string, unknown>;
      if (kind !== 'created' || typeof fields !== 'object' || fields === null) return;
      const kinds = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          Object.prototype.toString.call(value).slice(8, -1),
        ]),
      );
      kept.push({ path: String(path), id: String(id), kinds });
    });
  }, CHANNEL);
}

export function handedOver(page: Page): Promise<HandOff[]> {
  return page.evaluate(() => (window as unknown as { handedOver: HandOff[] }).handedOver);
}
