import { expect, test } from './support/test';
import { createAuthUser, signInThroughUi, uniqueEmail } from './support/users';

test.describe('sign-up', () => {
  test('shows each validation message of the form', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Join Pomoplan' })).toBeVisible();
    await expect(page.getByText('Create your account to get started')).toBeVisible();
    const create = page.getByRole('button', { name: 'Create Account' });

    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields');

    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Email').fill(uniqueEmail('val'));
    await page.getByLabel(/^Password/).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdeg');
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel(/^Password/).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters long');
    await expect(page.getByLabel(/^Password/)).toHaveAttribute(
      'placeholder',
      'At least 6 characters',
    );
  });

  test('creates an account, lands on / and shows the first name in the sidebar', async ({
    page,
  }) => {
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email').fill(uniqueEmail('grace'));
    await page.getByLabel(/^Password/).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
    await expect(page).toHaveURL('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Grace', { exact: true })).toBeVisible();
    await expect(nav.getByText('Free Plan')).toBeVisible();
  });

  test('refuses an e-mail that is already registered', async ({ page }) => {
    const existing = await createAuthUser();
    await page.goto('/signup');
    await page.getByLabel('First Name').fill('Twin');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel(/^Password/).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This email address is already registered. Please sign in instead.',
    );
  });
});

test.describe('sign-in and sign-out', () => {
  test('needs both fields', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome to Pomoplan' })).toBeVisible();
    await expect(page.getByText('Sign in to your account')).toBeVisible();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  });

  test("shows the provider's message for a wrong password", async ({ page }) => {
    const user = await createAuthUser();
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText(/password|credential/i);
    await expect(page).toHaveURL('/login');
  });

  test('signs in, survives a reload, signs out to /login', async ({ page }) => {
    const user = await createAuthUser(uniqueEmail('ada'), 'secret123', 'Ada Lovelace');
    await signInThroughUi(page, user);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/settings');
    await expect(page).toHaveURL('/login');
  });

  test('signs in with Google through the Auth emulator', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a Google account' });
    await chooser.getByLabel('Google email').fill('not-an-address');
    await chooser.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(
      chooser.getByText('Enter an e-mail address such as ada@example.com'),
    ).toBeVisible();
    await chooser.getByLabel('Google email').fill(uniqueEmail('google'));
    await chooser.getByLabel('Display name').fill('Linus Google');
    await chooser.getByRole('button', { name: 'Sign in with Google' }).click();

    await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByText('Linus', { exact: true }),
    ).toBeVisible();
  });
});
