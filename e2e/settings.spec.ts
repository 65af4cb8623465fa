import { expect, test, type BrowserContext, type Page } from './support/test';
import { adminDb, signedInUser } from './support/users';

const ORIGIN = 'http://localhost:5000';

declare global {
  interface Window {
    /** Titles of the notifications the page created (see stubNotifications). */
    shownNotifications?: string[];
  }
}

/**
 * A headless browser cannot answer a permission prompt, so the prompt's answer is stubbed:
 * the page sees permission 'default' until it asks, then `answer`. Notifications the page
 * creates are recorded instead of shown.
 */
async function stubNotifications(page: Page, answer: NotificationPermission | 'throw') {
  await page.addInitScript((reply) => {
    let permission: NotificationPermission = 'default';
    const shown: string[] = [];
    function RecordingNotification(title: string) {
      shown.push(title);
    }
    Object.defineProperty(RecordingNotification, 'permission', { get: () => permission });
    Object.defineProperty(RecordingNotification, 'requestPermission', {
      value: async () => {
        if (reply === 'throw') throw new Error('The prompt could not be shown');
        permission = reply;
        return permission;
      },
    });
    Object.defineProperty(window, 'Notification', { value: RecordingNotification });
    window.shownNotifications = shown;
  }, answer);
}

/** Blocks notifications for the app's origin in this browser context, as a user would. */
async function blockNotifications(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: ORIGIN,
    browserContextId: targetInfo.browserContextId,
  });
}

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

const userDoc = async (uid: string) => (await adminDb().doc(`users/${uid}`).get()).data();

test('the in-app, e-mail and digest switches are saved to the account and survive a reload', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await openSettings(page);
  const inApp = page.getByRole('switch', { name: 'In-app notifications' });
  const email = page.getByRole('switch', { name: 'Email notifications' });
  const push = page.getByRole('switch', { name: 'Push notifications' });
  await expect(inApp).toBeChecked();
  await expect(email).toBeChecked();
  await expect(push).not.toBeChecked();
  const digest = page.getByRole('switch', { name: 'Daily digest e-mail' });
  await expect(digest).not.toBeChecked();

  await inApp.click();
  await expect(inApp).not.toBeChecked();
  await expect(page.getByText('Settings updated')).toBeVisible();
  await expect(page.getByText('Your notification preferences have been saved.')).toBeVisible();
  await expect(inApp).toBeEnabled();
  await email.click();
  await expect(email).not.toBeChecked();
  await digest.click();
  await expect(digest).toBeChecked();
  await expect
    .poll(() => userDoc(user.uid))
    .toMatchObject({
      notifyInApp: false,
      notifyEmail: false,
      notifyPush: false,
      notifyDigest: true,
    });

  await page.reload();
  await expect(inApp).not.toBeChecked();
  await expect(email).not.toBeChecked();
  await expect(digest).toBeChecked();
  await inApp.click();
  await expect(inApp).toBeChecked();
  await expect.poll(() => userDoc(user.uid)).toMatchObject({ notifyInApp: true });
});

/** A new user on Settings in a browser that allows notifications, and the push switch. */
async function settingsWithNotificationsAllowed(page: Page, context: BrowserContext) {
  await context.grantPermissions(['notifications'], { origin: ORIGIN });
  const user = await signedInUser(page);
  await openSettings(page);
  return { user, push: page.getByRole('switch', { name: 'Push notifications' }) };
}

// A real push subscription needs the full browser's push service.
test(
  'push with the permission granted turns on, stays on after a reload and turns off',
  { tag: '@full-browser' },
  async ({ page, context }) => {
    const { user, push } = await settingsWithNotificationsAllowed(page, context);

    await push.click();
    await expect(push).toBeChecked();
    await expect(page.getByText('Settings updated')).toBeVisible();
    await expect.poll(() => userDoc(user.uid)).toMatchObject({ notifyPush: true });
    await page.reload();
    await expect(push).toBeChecked();
    await expect(page.getByText('Notifications blocked')).toBeHidden();

    await push.click();
    await expect(push).not.toBeChecked();
    await expect.poll(() => userDoc(user.uid)).toMatchObject({ notifyPush: false });
  },
);

test(
  'signing out forgets this browser: the account gets no more pushes here',
  { tag: '@full-browser' },
  async ({ page, context }) => {
    const { user, push } = await settingsWithNotificationsAllowed(page, context);
    await push.click();
    const tokens = async () =>
      Object.keys(
        ((await adminDb().doc(`users/${user.uid}/private/push`).get()).get('tokens') ??
          {}) as Record<string, unknown>,
      ).length;
    await expect.poll(tokens).toBe(1);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$|\/$/);
    await expect.poll(tokens).toBe(0);
  },
);

test('turning push on asks the browser; a yes turns it on and shows a test notification', async ({
  page,
}) => {
  await stubNotifications(page, 'granted');
  const user = await signedInUser(page);
  await openSettings(page);
  const push = page.getByRole('switch', { name: 'Push notifications' });

  await push.click();
  await expect(push).toBeChecked();
  await expect(page.getByText('Settings updated')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.shownNotifications))
    .toEqual(['Pomoplan notifications are on']);
  await expect.poll(() => userDoc(user.uid)).toMatchObject({ notifyPush: true });
});

test('turning push on asks the browser; a no keeps it off and explains how to unblock', async ({
  page,
}) => {
  await stubNotifications(page, 'denied');
  const user = await signedInUser(page);
  await openSettings(page);
  const push = page.getByRole('switch', { name: 'Push notifications' });

  await push.click();
  // Both the error toast (announced assertively) and the warning in the card.
  await expect(
    page.locator('[aria-live="assertive"]').filter({ hasText: 'Notifications blocked' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Notifications blocked' })).toBeVisible();
  await expect(push).not.toBeChecked();
  await expect(push).toBeDisabled();
  await expect(page.getByText(/allow them in your browser's site settings/).first()).toBeVisible();
  expect(await page.evaluate(() => window.shownNotifications)).toEqual([]);
  expect(await userDoc(user.uid)).toMatchObject({ notifyPush: false });
});

test('a failing permission request says so and leaves push off', async ({ page }) => {
  await stubNotifications(page, 'throw');
  await signedInUser(page);
  await openSettings(page);
  const push = page.getByRole('switch', { name: 'Push notifications' });

  await push.click();
  await expect(page.getByText('Permission request failed')).toBeVisible();
  await expect(push).not.toBeChecked();
  await expect(push).toBeEnabled();
});

test('while the browser blocks notifications the push switch is off, disabled and explained', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await adminDb().doc(`users/${user.uid}`).update({ notifyPush: true });
  await blockNotifications(page);
  await openSettings(page);
  expect(await page.evaluate(() => Notification.permission)).toBe('denied');

  const push = page.getByRole('switch', { name: 'Push notifications' });
  await expect(push).toBeDisabled();
  await expect(push).not.toBeChecked();
  await expect(page.getByText('Notifications blocked')).toBeVisible();
  await expect(page.getByText(/allow them in your browser's site settings/)).toBeVisible();
  // The other switches are unaffected.
  await expect(page.getByRole('switch', { name: 'In-app notifications' })).toBeEnabled();
});

test('the Google Calendar result is shown, then the address goes back to /settings', async ({
  page,
}) => {
  await signedInUser(page, 'pro');
  // One result of each kind; every result value and its title are checked by
  // web/src/features/settings/calendarResult.test.ts.
  for (const [value, title] of [
    ['connected', 'Google Calendar connected'],
    ['token_error', 'Token Error'],
  ] as const) {
    await page.goto(`/settings?google_calendar=${value}`);
    await expect(page.getByText(title, { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/settings');
  }
});

test('the plan and calendar sections follow the tier', async ({ page }) => {
  const user = await signedInUser(page, 'free');
  await openSettings(page);
  const plan = page.getByRole('region', { name: 'Subscription' });
  await expect(plan).toContainText('Free Plan');
  await expect(
    page.getByText('Google Calendar integration is available on the Pro plan.'),
  ).toBeVisible();
  await plan.getByRole('link', { name: 'Upgrade Plan' }).click();
  await expect(page).toHaveURL('/subscribe');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/settings');

  // A tier change by the server shows without a reload.
  await adminDb().doc(`users/${user.uid}`).update({ subscriptionTier: 'pro' });
  await expect(plan).toContainText('Pro Plan');
  await expect(page.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
});
