import type { Browser } from '@playwright/test';
import { expect, test } from './support/test';
import { seedTodos } from './support/planning';
import { startSilentListenProxy } from './support/silentListenProxy';
import { signedInUser, signInWithToken, type TestUser } from './support/users';

/**
 * `user` signed in on a new device whose first `channels` Listen channels go quiet after the
 * first bytes of their first answer, and whether its page ever said the list was empty.
 */
async function onDeviceWithSilentChannels(browser: Browser, user: TestUser, channels: number) {
  const proxy = await startSilentListenProxy(channels);
  const device = await browser.newContext({
    proxy: { server: proxy.server, bypass: '<-loopback>' },
  });
  await device.addInitScript(() => {
    new MutationObserver(() => {
      if (document.body?.innerText.includes('No todos yet'))
        sessionStorage.setItem('saidEmpty', '1');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  const page = await device.newPage();
  await signInWithToken(page, user);
  return {
    page,
    silenced: proxy.silenced,
    saidEmpty: async () =>
      (await page.evaluate(() => sessionStorage.getItem('saidEmpty'))) !== null,
    close: async () => {
      await device.close();
      await proxy.close();
    },
  };
}

// The app reopens a silent channel after 8 s, and the next one 16 s later.
test.describe.configure({ timeout: 90_000 });

test('a Listen channel that stops answering is reopened until the list comes', async ({
  page,
  browser,
}) => {
  const user = await signedInUser(page, 'pro');
  await seedTodos(user.uid, [{ text: 'Water the plants' }, { text: 'Call the bank' }]);
  const device = await onDeviceWithSilentChannels(browser, user, 2);
  try {
    // Before the SDK gives up on the first channel by itself, after 45 s.
    await expect(device.page.getByRole('button', { name: 'Water the plants' })).toBeVisible({
      timeout: 40_000,
    });
    await expect(device.page.getByRole('button', { name: 'Call the bank' })).toBeVisible();
    expect(device.silenced()).toBe(2);
    // While it waited, the page never called the list empty.
    expect(await device.saidEmpty()).toBe(false);
  } finally {
    await device.close();
  }
});

test('an empty list is shown as empty once a reopened channel answers', async ({
  page,
  browser,
}) => {
  const user = await signedInUser(page);
  const device = await onDeviceWithSilentChannels(browser, user, 1);
  try {
    await expect(device.page.getByText('No todos yet')).toBeVisible({ timeout: 25_000 });
    expect(device.silenced()).toBe(1);
  } finally {
    await device.close();
  }
});
