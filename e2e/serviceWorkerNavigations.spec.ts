// With the service worker in control (every visit after the first), each navigation reaches the
// server once: the worker answers it with its navigation preload, /api/ links included. Counted
// by a loopback proxy that every request of the browser passes, the preload's among them.
import type { Browser, Page } from '@playwright/test';
import '../tests/support/functionsSecrets';
import { unsubscribeUrl } from '../functions/src/mail/unsubscribeLink';
import { startCountingProxy, type CountingProxy } from './support/countingProxy';
import { openInApp } from './support/navigation';
import { ensurePlansConfig } from './support/tasks';
import { toast } from './support/taskUi';
import { expect, test, type BrowserLogFixture } from './support/test';
import { adminDb, signedInUser, type TestUser } from './support/users';
import { controlledByWorker } from './support/serviceWorker';

const CALLBACK = '/api/integrations/google/callback';
const UNSUBSCRIBE = '/api/mail/unsubscribe';

test.use({ timezoneId: 'Europe/Berlin', viewport: { width: 1280, height: 900 } });
test.beforeAll(ensurePlansConfig);

/** A signed-in `tier` user on a device whose every request passes a counting proxy. */
async function returningDevice(
  browser: Browser,
  browserLog: BrowserLogFixture,
  tier: 'free' | 'pro',
): Promise<{ page: Page; user: TestUser; proxy: CountingProxy; close: () => Promise<void> }> {
  const proxy = await startCountingProxy();
  const device = await browser.newContext({
    proxy: { server: proxy.server, bypass: '<-loopback>' },
    serviceWorkers: 'allow',
  });
  browserLog.watch(device, 'device');
  const page = await device.newPage();
  const user = await signedInUser(page, tier);
  await controlledByWorker(page);
  return {
    page,
    user,
    proxy,
    close: async () => {
      await device.close();
      await proxy.close();
    },
  };
}

/** Settings after a reload, as on a second visit: the worker now controls the page. */
async function settingsUnderWorker(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page.getByRole('region', { name: 'Calendar connection' });
}

test('Connect › Allow under the service worker reaches the callback once and says connected', async ({
  browser,
  browserLog,
}) => {
  const device = await returningDevice(browser, browserLog, 'pro');
  const { page, user, proxy } = device;
  const connection = await settingsUnderWorker(page);
  await connection.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(toast(page, 'Google Calendar connected')).toBeVisible();
  await expect(connection).toContainText(
    `Connected to Google Calendar as ${user.email.toLowerCase()}`,
  );
  await expect(page.getByText('Google Verification Required')).toHaveCount(0);
  expect(proxy.requestsTo(CALLBACK)).toHaveLength(1);
  await device.close();
});

test('Connect › Deny under the service worker reaches the callback once and says so neutrally', async ({
  browser,
  browserLog,
}) => {
  const device = await returningDevice(browser, browserLog, 'pro');
  const { page, proxy } = device;
  const connection = await settingsUnderWorker(page);
  await connection.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(
    toast(page, 'Google Calendar was not connected. You can connect it any time.'),
  ).toBeVisible();
  await expect(page.locator('[aria-live="assertive"]')).toBeEmpty();
  expect(proxy.requestsTo(CALLBACK)).toHaveLength(1);
  await device.close();
});

test("a mail's unsubscribe link opened under the service worker reaches the server once", async ({
  browser,
  browserLog,
}) => {
  const device = await returningDevice(browser, browserLog, 'free');
  const { page, user, proxy } = device;
  await openInApp(page, '/settings', 'Settings');
  const link = unsubscribeUrl(
    { uid: user.uid, kind: 'reminder' },
    'http://localhost:5000',
    process.env.MAIL_UNSUBSCRIBE_KEY ?? '',
  );
  await page.goto(link);
  await expect(
    page.getByRole('heading', { name: 'Unsubscribe from reminder e-mails?' }),
  ).toBeVisible();
  expect(proxy.requestsTo(UNSUBSCRIBE)).toHaveLength(1);
  // Opening the link changed nothing: reminder e-mails stay on until the button is pressed.
  expect((await adminDb().doc(`users/${user.uid}`).get()).get('notifyEmail')).toBe(true);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  expect(proxy.requestsTo(`${UNSUBSCRIBE}/confirm`)).toHaveLength(1);
  const settings = (await adminDb().doc(`users/${user.uid}`).get()).data();
  expect(settings?.notifyEmail).toBe(false);
  await device.close();
});
