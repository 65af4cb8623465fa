import { expect, test, type Page } from './support/test';
import { adminDb, signedInUser } from './support/users';

// UTC: the test user's zone (none was sent), so the analysis's day is the browser's day too.
test.use({ timezoneId: 'UTC' });

async function addTodayTodo(page: Page, text: string) {
  const form = page.getByRole('form', { name: 'Add todo' });
  await form.getByRole('combobox', { name: 'Due' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Today', exact: true }).click();
  await form.getByRole('textbox', { name: 'New todo' }).fill(text);
  await form.getByRole('textbox', { name: 'New todo' }).press('Enter');
  await expect(page.getByRole('button', { name: text, exact: true })).toBeVisible();
}

test('a refresh from the card shows the analysis of today as soon as it is written', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await expect(
    page.getByText('No AI summary yet. Your assistant writes one every night.'),
  ).toBeVisible();
  for (const text of ['Write intro', 'Call Bob', 'Pay rent']) await addTodayTodo(page, text);
  // The list shows a todo before the server has it: wait until the server has all three.
  const stored = async () => (await adminDb().collection(`users/${user.uid}/todos`).get()).size;
  await expect.poll(stored).toBe(3);

  await page.getByRole('button', { name: 'Refresh analysis' }).click();
  await expect(page.getByText('A fresh analysis is on its way.')).toBeVisible();

  // No reload: the card's live query shows the analysis when the worker writes it.
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await expect(page.getByText(/3 todos due today and 0 overdue/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Planned work: 3 pomodoros of your daily budget of 8/)).toBeVisible();
  await expect(page.getByText(/^Analysis from: \w+ \d+, \d{4} at \d+:\d\d [AP]M$/)).toBeVisible();

  // A second refresh within ten minutes is refused with the server's reason.
  await page.getByRole('button', { name: 'Refresh analysis' }).click();
  await expect(page.getByText(/can be refreshed once every 10 minutes/)).toBeVisible();
});

test('Settings turns the nightly summary off and sets the daily capacity', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'AI Assistant' });
  const nightly = card.getByRole('switch', { name: 'Nightly AI summary' });
  await expect(nightly).toBeChecked();
  await nightly.click();
  await expect(nightly).not.toBeChecked();

  await card.getByRole('combobox', { name: 'Daily capacity (pomodoros)' }).click();
  await page.getByRole('listbox').getByRole('option', { name: '6', exact: true }).click();
  const stored = async () => (await adminDb().doc(`users/${user.uid}`).get()).data();
  await expect
    .poll(stored)
    .toEqual(expect.objectContaining({ nightlyAnalysis: false, dailyCapacity: 6 }));
});
