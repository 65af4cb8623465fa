import { expect, test } from './support/test';
import { DEFAULT_PLANS_CONFIG } from '@pomoplan/domain';
import { seedAdmin, seedBackendUser as seedUser, signInToPanel } from './support/admin';
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

  await page.getByRole('combobox', { name: 'Subscription tier' }).click();
  await page.getByRole('option', { name: 'Pro' }).click();
  await page.getByRole('button', { name: 'Update Tier' }).click();
  await expect(account.getByText('Pro', { exact: true })).toBeVisible();
  const history = page.getByRole('list', { name: 'Activity history' });
  await expect(history.getByText('subscription_changed')).toBeVisible();
  await expect(history).toContainText(admin.email);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/super-panel');
  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByLabel('Pro monthly price').fill('7');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  await page.goto('/');
  await expect(page.getByLabel('Pro plan').getByText('$7')).toBeVisible();
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
