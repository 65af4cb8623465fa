// Settings › Delete account, as a person does it: typing the e-mail to confirm, then the
// sign-in page. Once the task has run, nothing in the emulator names the user and signing in
// again says there is no such account.
import { deletionEnded, documentsNaming } from '../tests/support/accountTraces';
import { openInApp } from './support/navigation';
import { expect, test } from './support/test';
import { adminAuth, adminDb, signedInUser } from './support/users';

test('deleting the account from Settings leaves nothing, and the account no longer signs in', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await openInApp(page, '/settings', 'Settings');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your e-mail').fill('someone-else@example.com');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Your e-mail').fill(user.email);
  await confirm.click();

  await expect(page).toHaveURL(/\/login\?account=deleting$/);
  await expect(page.getByText('Your account is being deleted.')).toBeVisible();
  // The Auth user is the run's last step; its record, which names the user, goes right after.
  await expect
    .poll(() => deletionEnded(adminAuth(), adminDb(), user.uid), { timeout: 60_000 })
    .toBe(true);
  expect(await documentsNaming(adminDb(), user.uid)).toEqual([]);

  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'There is no account with this e-mail address. Check it, or sign up.',
  );
});
