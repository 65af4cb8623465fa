import { expect, test } from '@playwright/test';

test('the landing page served by Hosting shows the brand and its calls to action', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Pomoplan');
  await expect(page.getByRole('banner').getByText('Pomoplan')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Get Started' }).first()).toHaveAttribute(
    'href',
    '/signup',
  );
});
