import { expect, test } from '@playwright/test';
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
