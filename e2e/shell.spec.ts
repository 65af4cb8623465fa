import { expect, test } from './support/test';
import { signedInUser } from './support/users';

test('the sidebar marks To Do active on / and moves with navigation', async ({ page }) => {
  await signedInUser(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'To Do' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'To Do' })).not.toHaveAttribute('aria-current');
});

test('the sidebar collapses and keeps its width across reloads', async ({ page }) => {
  await signedInUser(page);
  const sidebar = page.getByTestId('sidebar');
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(256);

  const handle = page.getByRole('separator', { name: 'Resize sidebar' });
  const box = await handle.boundingBox();
  if (!box) throw new Error('resize handle not rendered');
  await page.mouse.move(box.x + box.width / 2, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(330, box.y + 220, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '330');

  // Beyond the maximum the width stops at 400.
  await handle.focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '400');

  await page.reload();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(400);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.reload();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(64);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(400);
});

test('on a phone the sidebar is a 16rem drawer opened from the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page);
  await expect(page.getByTestId('sidebar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawerNav = page.getByRole('navigation', { name: 'Main' });
  await expect(drawerNav).toBeVisible();
  await expect.poll(async () => (await drawerNav.boundingBox())?.width).toBe(256);
  await drawerNav.getByRole('link', { name: 'Goals' }).click();
  await expect(page).toHaveURL('/goals');
  await expect(drawerNav).toBeHidden();
});

test('a free user sees Calendar and Timeline locked with a Pro mark that leads to the upgrade notice', async ({
  page,
}) => {
  await signedInUser(page, 'free');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const view of ['Calendar', 'Timeline']) {
    // The link's name is its visible text: the view, then the mark.
    const link = nav.getByRole('link', { name: `${view} Pro`, exact: true });
    await expect(link).toBeVisible();
    await expect(link.getByText('Pro', { exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Timeline Pro', exact: true }).click();
  await expect(page).toHaveURL('/timeline');
  await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
});

test('a pro user sees Calendar and Timeline as plain links', async ({ page }) => {
  await signedInUser(page, 'pro');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText('Pro Plan')).toBeVisible();
  for (const view of ['Calendar', 'Timeline']) {
    await expect(nav.getByRole('link', { name: view, exact: true })).toBeVisible();
  }
  await expect(nav.getByText('Pro', { exact: true })).toHaveCount(0);
});

test('signed-in /subscribe shows inside the app shell; signed-out keeps the public layout', async ({
  page,
}) => {
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Choose your plan', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  await signedInUser(page, 'free');
  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { name: 'Choose your plan', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Choose your plan');
});
