import { expect, test } from './support/test';
import { signedInUser } from './support/users';

test.describe('signed out', () => {
  for (const path of ['/settings', '/goals', '/calendar', '/projects/abc', '/nowhere']) {
    test(`${path} redirects to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    });
  }

  for (const [path, heading] of [
    ['/', 'Plan your day in pomodoros'],
    ['/login', 'Welcome to Pomoplan'],
    ['/signup', 'Join Pomoplan'],
    ['/subscribe', 'Choose your plan'],
    ['/test', 'Test accounts'],
  ] as const) {
    test(`${path} is open to visitors`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page).toHaveURL(path);
    });
  }
});

test.describe('signed in', () => {
  test('unknown paths and the visitor pages lead to the To Do page', async ({ page }) => {
    await signedInUser(page);
    for (const path of ['/nowhere', '/login', '/signup']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
    }
  });

  test('a free user sees Upgrade Required on /calendar and /timeline', async ({ page }) => {
    await signedInUser(page, 'free');
    for (const path of ['/calendar', '/timeline']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
      await expect(
        page.getByText(
          'This feature requires a Pro subscription. Upgrade now to access Timeline and Calendar views.',
        ),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
        'href',
        '/subscribe',
      );
    }
  });

  test('a pro user reaches /calendar and /timeline', async ({ page }) => {
    await signedInUser(page, 'pro');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByText('Pro Plan'),
    ).toBeVisible();
    await page.goto('/timeline');
    await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
    await expect(page.getByText('Upgrade Required')).toHaveCount(0);
  });
});

test.describe('/test page', () => {
  for (const [label, plan] of [
    ['Log in as free test user', 'Free Plan'],
    ['Log in as pro test user', 'Pro Plan'],
  ] as const) {
    test(`${label} signs in and lands on /`, async ({ page }) => {
      await page.goto('/test');
      await page.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByText(plan)).toBeVisible();
    });
  }
});
