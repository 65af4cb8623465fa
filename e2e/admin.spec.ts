import { expect, test } from './support/test';
import { DEFAULT_PLANS_CONFIG } from '@pomoplan/domain';
import { seedAdmin, seedBackendUser as seedUser, signInToPanel } from './support/admin';
import { choose } from './support/select';
import { adminDb, signInWithToken } from './support/users';

test.afterEach(async () => {
  // Later suites expect the default prices and limits (the rules read the limits from here).
  await adminDb().doc('config/plans').set(DEFAULT_PLANS_CONFIG);
});

test('/super-panel shows the admin login to a visitor and refuses wrong credentials', async ({
  page,
}) => {
  const admin = await seedAdmin();
  await page.goto('/super-panel');
  await expect(page).toHaveURL('/super-panel');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please fill in all fields')).toBeVisible();

  await signInToPanel(page, { email: admin.email, password: 'not-the-password' });
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Invalid admin credentials')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
});

test('an admin changes a tier on the user page and a price on the Settings tab', async ({
  page,
}) => {
  const admin = await seedAdmin();
  const name = `Tara Target${Date.now()}`;
  const member = await seedUser(name);

  await page.goto('/super-panel');
  await signInToPanel(page, admin);
  for (const tab of ['Users', 'Subscriptions', 'Integrations', 'Settings']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toContainText('Free');

  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText(member.uid)).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(`/super-panel/user/${member.uid}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const account = page.getByRole('region', { name: 'Account Information' });
  await expect(account.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Information' })).toContainText('—');

  await choose(page, page.getByRole('combobox', { name: 'Subscription tier' }), 'Pro');
  await page.getByRole('button', { name: 'Update Tier' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change to the Pro plan?' });
  await expect(confirm).toContainText('Nothing is charged or refunded');
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(account.getByText('Pro', { exact: true })).toBeVisible();
  const history = page.getByRole('list', { name: 'Activity history' });
  await expect(history.getByText('Subscription changed')).toBeVisible();
  await expect(history).not.toContainText('subscription_changed');
  // The user's own log names no operator: their login e-mail stays out of the user's reach.
  await expect(history).toContainText('by Administrator');
  await expect(history).not.toContainText(admin.email);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/super-panel');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Pro monthly price').fill('7');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.goto('/');
  await expect(page.getByLabel('Pro plan').getByText('$7')).toBeVisible();
  // The yearly saving is worked out from the prices: $30 a year against 12 × $7.
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByText('Save up to 64%')).toBeVisible();
});

test('the user page asks for credentials without a session and says User Not Found', async ({
  page,
}) => {
  const admin = await seedAdmin();
  await page.goto('/super-panel/user/no-such-user');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await signInToPanel(page, admin);
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();

  // The credentials last for the browser session: a reload needs no new sign-in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'User Not Found' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/super-panel');
});

test('/admin leads a signed-in admin to /super-panel', async ({ page }) => {
  const admin = await seedAdmin();
  await signInWithToken(page, admin);
  await page.getByRole('link', { name: 'Manage System' }).click();
  await expect(page).toHaveURL('/super-panel');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();

  await page.goto('/admin');
  await expect(page).toHaveURL('/super-panel');
});

test('the Subscriptions tab asks before a tier changes and says what happens to billing', async ({
  page,
}) => {
  const admin = await seedAdmin();
  const member = await seedUser(`Sam Subscriber${Date.now()}`);
  await page.goto('/super-panel');
  await signInToPanel(page, admin);
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  const row = page.getByRole('row').filter({ hasText: member.email });
  await choose(page, row.getByRole('combobox', { name: 'Tier' }), 'Master');

  const confirm = page.getByRole('dialog', { name: 'Change to the Master plan?' });
  await expect(confirm).toContainText(
    `${member.email} gets the Master plan at no charge until an admin changes it again.`,
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('combobox', { name: 'Tier' })).toHaveText('Free');
  expect((await adminDb().doc(`users/${member.uid}`).get()).get('subscriptionTier')).toBe('free');

  await choose(page, row.getByRole('combobox', { name: 'Tier' }), 'Master');
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByText(`${member.email} is now on the Master plan.`)).toBeVisible();
  await expect(row.getByRole('combobox', { name: 'Tier' })).toHaveText('Master');
});

test('on a phone the tables scroll inside the page, and the panel leads back to the app', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await seedAdmin();
  await signInWithToken(page, admin);
  await page.goto('/super-panel');
  // Signed in to the app as an admin: only the password is left to type.
  await expect(page.getByLabel('Email')).toHaveValue(admin.email.toLowerCase());
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('table', { name: 'Subscriptions' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page.getByText('Chat webhook', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('(n8n)')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the app' }).click();
  await expect(page).toHaveURL('/todo');
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
});
