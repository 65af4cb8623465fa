import { openInApp } from './support/navigation';
import { expect, test, type Page } from './support/test';
import { choose } from './support/select';
import { adminDb, signedInUser } from './support/users';

// UTC: the test user's zone (none was sent), so the analysis's day is the browser's day too.
test.use({ timezoneId: 'UTC' });

async function addTodayTodo(page: Page, text: string) {
  const form = page.getByRole('form', { name: 'Add todo' });
  await choose(page, form.getByRole('combobox', { name: 'Due' }), 'Today');
  await form.getByRole('textbox', { name: 'New todo' }).fill(text);
  await form.getByRole('textbox', { name: 'New todo' }).press('Enter');
  await expect(page.getByRole('button', { name: text, exact: true })).toBeVisible();
}

test('a refresh shows the analysis at once, then says it is up to date or when it can run again', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  await expect(page.getByText('No AI summary yet. Add a few todos, then refresh.')).toBeVisible();
  for (const text of ['Write intro', 'Call Bob', 'Pay rent']) await addTodayTodo(page, text);
  // The list shows a todo before the server has it: wait until the server has all three.
  const stored = async () => (await adminDb().collection(`users/${user.uid}/todos`).get()).size;
  await expect.poll(stored).toBe(3);

  const refresh = page.getByRole('button', { name: /^Refresh analysis/ });
  await refresh.click();
  await expect(page.getByText('A fresh analysis is on its way.')).toBeVisible();
  // The allowance is spent: the button says when it can run again instead of failing later.
  await expect(refresh).toBeDisabled();
  await expect(page.getByText('Refresh in 10 min')).toBeVisible();

  // No reload: the card's live query shows the analysis when the worker writes it.
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await expect(page.getByText(/3 todos due today and 0 overdue/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Due today: "Call Bob", "Pay rent", "Write intro"/)).toBeVisible();
  await expect(page.getByText(/Planned work: 3 pomodoros of your daily budget of 8/)).toBeVisible();
  await expect(page.getByText(/^Analysis from: \w+ \d+, \d{4} at \d+:\d\d [AP]M$/)).toBeVisible();
  // The plan for today is a numbered list, one todo a step.
  const plan = page.getByRole('list').filter({ hasText: '(1 pomodoro)' });
  await expect(plan.getByRole('listitem')).toHaveCount(3);
  await expect(plan.getByRole('listitem').first()).toHaveText(/^"\w[\w ]+" \(1 pomodoro\)$/);

  // Nothing changed since: a refresh says so, with the analysis's time, and writes nothing.
  await page.reload();
  await refresh.click();
  await expect(
    page.getByText(/^Up to date – nothing changed since \d{1,2}:\d\d [AP]M$/),
  ).toBeVisible();
  await expect(refresh).toBeEnabled();

  // Something changed but the allowance is spent: a disabled button with its countdown, no error.
  await addTodayTodo(page, 'Buy stamps');
  await expect.poll(stored).toBe(4);
  await refresh.click();
  await expect(page.getByText(/^Refresh in (9|10) min$/)).toBeVisible();
  await expect(refresh).toBeDisabled();
  await expect(page.getByText('Refresh failed')).toHaveCount(0);
  await expect(page.locator('[aria-live="assertive"]')).toBeEmpty();
});

test('on a phone the expanded card stays compact and the todo list in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await signedInUser(page);
  const long = Array.from({ length: 12 }, (_, n) => `Paragraph ${n + 1} of a long analysis.`);
  await adminDb()
    .doc(`users/${user.uid}/analyses/2026-11-25`)
    .set({ aiResponse: long.join('\n\n'), createdAt: new Date(), day: '2026-11-25' });
  await addTodayTodo(page, 'Water the plants');
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await expect(page.getByText('Paragraph 1 of a long analysis.')).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Water the plants', exact: true }),
  ).toBeInViewport();
});

test('Settings turns the nightly summary off and sets the daily capacity', async ({ page }) => {
  const user = await signedInUser(page);
  await openInApp(page, '/settings', 'Settings');
  const card = page.getByRole('region', { name: 'AI Assistant' });
  const nightly = card.getByRole('switch', { name: 'Nightly AI summary' });
  await expect(nightly).toBeChecked();
  await nightly.click();
  await expect(nightly).not.toBeChecked();

  await choose(page, card.getByRole('combobox', { name: 'Daily capacity (pomodoros)' }), '6');
  const stored = async () => (await adminDb().doc(`users/${user.uid}`).get()).data();
  await expect
    .poll(stored)
    .toEqual(expect.objectContaining({ nightlyAnalysis: false, dailyCapacity: 6 }));
});
