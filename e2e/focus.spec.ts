import { Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Page } from './support/test';
import { seedTodos } from './support/planning';
import { seedProject, seedTasks } from './support/tasks';
import { adminDb, signedInUser, signInWithToken } from './support/users';

const timerButton = (page: Page) => page.getByRole('button', { name: /^Focus timer:/ }).last();
const countdown = /^\d\d:\d\d$/;

async function secondsLeft(page: Page): Promise<number | null> {
  const [minutes, seconds] = ((await timerButton(page).textContent()) ?? '').split(':').map(Number);
  return minutes === undefined || seconds === undefined ? null : minutes * 60 + seconds;
}

test('a pomodoro started on one device counts down on another, and a pause there shows here', async ({
  page,
  browser,
}) => {
  const user = await signedInUser(page);
  const projectId = await seedProject(user.uid, 'Book');
  await seedTasks(user.uid, [
    { title: 'Write report', projectId, estimatedPomodoros: 2, pomodoroLength: 25 },
  ]);
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Start focus on "Write report"' }).click();
  await expect(timerButton(page)).toHaveAccessibleName(
    /^Focus timer: 2\d:\d\d left, Write report$/,
  );
  await expect(page).toHaveTitle(/^2\d:\d\d · Write report$/);
  await expect(page.getByRole('img', { name: 'In focus now' })).toBeVisible();

  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await signInWithToken(phone, user);
    await expect(timerButton(phone)).toHaveText(countdown);
    await expect(timerButton(phone)).toHaveAccessibleName(/Write report$/);
    // The same countdown on both: computed from the server's times, not each tab's own.
    const [here, there] = await Promise.all([page, phone].map((p) => secondsLeft(p)));
    expect(Math.abs((here ?? 0) - (there ?? 0))).toBeLessThanOrEqual(1);
    await timerButton(phone).click();
    const controls = phone.getByRole('region', { name: 'Focus timer' });
    await controls.getByRole('button', { name: 'Pause' }).click();
    await expect(controls.getByText('Paused')).toBeVisible();

    // Here, the same timer stops counting.
    await expect(timerButton(page)).toHaveAccessibleName(/, paused$/);
    const shown = await timerButton(page).textContent();
    await page.waitForTimeout(1_500);
    await expect(timerButton(page)).toHaveText(shown ?? '');

    await controls.getByRole('button', { name: 'Resume' }).click();
    await expect(timerButton(page)).toHaveAccessibleName(/Write report$/);
  } finally {
    await other.close();
  }
});

test('a skipped pomodoro is kept, its break runs, and Stop ends the timer', async ({ page }) => {
  const user = await signedInUser(page);
  await page.getByRole('button', { name: 'Start focus' }).first().click();
  await expect(timerButton(page)).toHaveAccessibleName(/^Focus timer: 2\d:\d\d left, Focus$/);
  await page.waitForTimeout(1_200);
  await timerButton(page).click();
  const controls = page.getByRole('region', { name: 'Focus timer' });
  await controls.getByRole('button', { name: 'Skip to break' }).click();
  await expect(controls.getByRole('heading', { name: 'Short break' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(timerButton(page)).toHaveAccessibleName(
    /^Focus timer: 0[45]:\d\d left, Short break$/,
  );
  await expect(page).toHaveTitle(/ · Short break$/);
  await expect(
    page.locator('[aria-live="polite"]', { hasText: 'Short break started' }),
  ).toHaveCount(1);

  await timerButton(page).click();
  await controls.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('button', { name: 'Start focus' }).first()).toBeVisible();
  await expect(page).not.toHaveTitle(/·/);
  const sessions = await adminDb().collection(`users/${user.uid}/focusSessions`).get();
  expect(sessions.docs.map((session) => session.get('completed'))).toEqual([false]);
});

test("a todo row's Start focus, then 'f' on a task row or in an open task, each start a pomodoro there", async ({
  page,
}) => {
  const user = await signedInUser(page);
  await seedTodos(user.uid, [{ text: 'Buy milk' }]);
  const projectId = await seedProject(user.uid, 'Book');
  await seedTasks(user.uid, [
    { title: 'Write report', projectId },
    { title: 'Plan trip', projectId },
  ]);
  await page.goto('/todo');
  await page.getByRole('button', { name: 'Start focus on "Buy milk"' }).click();
  await expect(timerButton(page)).toHaveAccessibleName(/^Focus timer: 2\d:\d\d left, Buy milk$/);
  await expect(
    page.getByRole('button', { name: 'Start focus on "Buy milk"', pressed: true }),
  ).toBeVisible();

  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: /^Write report/ }).focus();
  await page.keyboard.press('f');
  await expect(timerButton(page)).toHaveAccessibleName(/, Write report$/);
  await expect(page.getByRole('img', { name: 'In focus now' })).toHaveCount(1);

  await page.getByRole('button', { name: /^Plan trip/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  // Typed into a field, 'f' is a letter of the title, not a shortcut. (The dialog hides the
  // header's timer from the accessibility tree: the tab's title tells what is in focus.)
  await dialog.getByLabel('Title').press('End');
  await dialog.getByLabel('Title').press('f');
  await expect(dialog.getByLabel('Title')).toHaveValue('Plan tripf');
  await expect(page).toHaveTitle(/ · Write report$/);
  await dialog.getByRole('button', { name: 'Cancel' }).focus();
  await page.keyboard.press('f');
  await expect(page).toHaveTitle(/ · Plan trip$/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(timerButton(page)).toHaveAccessibleName(/, Plan trip$/);
});

test("the To Do page says the day's focus, and a session's minutes can be corrected or it deleted", async ({
  page,
}) => {
  const user = await signedInUser(page);
  const projectId = await seedProject(user.uid, 'Book');
  const [taskId] = await seedTasks(user.uid, [
    { title: 'Write report', projectId, estimatedPomodoros: 4 },
  ]);
  const target = { kind: 'task', id: taskId, title: 'Write report', projectId };
  // Minutes before today's noon, so that every session but yesterday's is today's at any hour.
  const noon = new Date().setHours(12, 0, 0, 0);
  const at = (minutesBefore: number) => Timestamp.fromMillis(noon - minutesBefore * 60_000);
  const sessions = adminDb().collection(`users/${user.uid}/focusSessions`);
  const session = (ago: number, focusedMinutes: number, completed: boolean) => ({
    target,
    plannedMinutes: 25,
    focusedMinutes,
    completed,
    startedAt: at(ago + focusedMinutes),
    endedAt: at(ago),
    createdAt: at(ago),
    updatedAt: at(ago),
  });
  // Yesterday's session is not today's focus.
  await sessions.doc('s-yesterday').set(session(24 * 60 + 5, 25, true));
  await sessions.doc('s-first').set(session(60, 25, true));
  await sessions.doc('s-second').set(session(20, 10, false));
  await adminDb()
    .doc(`users/${user.uid}/focusTally/${projectId}`)
    .set({ tasks: { [taskId as string]: { pomodoros: 2, minutes: 60 } } });

  await page.goto('/todo');
  const today = page.getByRole('button', { name: /^Today: / });
  await expect(today).toHaveText('Today: 35 min focused · 1 pomodoro');
  await today.click();
  const dialog = page.getByRole('dialog', { name: 'Focus today' });
  const list = dialog.getByRole('list', { name: 'Sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('10 min of 25 min · Stopped');

  await list
    .getByRole('button', { name: /^Correct the minutes of "Write report"/ })
    .first()
    .click();
  const correct = page.getByRole('dialog', { name: 'Correct Session' });
  await correct.getByLabel('Minutes focused').fill('30');
  await expect(correct.getByText('Enter minutes from 0 to 25')).toBeVisible();
  await expect(correct.getByRole('button', { name: 'Save' })).toBeDisabled();
  await correct.getByLabel('Minutes focused').fill('15');
  await correct.getByRole('button', { name: 'Save' }).click();
  await expect(correct).toBeHidden();
  await expect(dialog.getByText('40 min focused · 1 pomodoro')).toBeVisible();

  await list
    .getByRole('button', { name: /^Delete "Write report"/ })
    .last()
    .click();
  await page
    .getByRole('dialog', { name: 'Delete Session' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByText('15 min focused · 0 pomodoros')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(today).toHaveText('Today: 15 min focused · 0 pomodoros');
  // The task's tally followed: the completed pomodoro deleted, five minutes more on the other.
  const tally = await adminDb().doc(`users/${user.uid}/focusTally/${projectId}`).get();
  expect(tally.get(`tasks.${taskId}`)).toEqual({ pomodoros: 1, minutes: 40 });
});

test('offline, a pomodoro counts down to its end and the break follows on time in the page', async ({
  page,
  context,
}) => {
  const user = await signedInUser(page);
  // A pomodoro a few seconds from its end, as the server keeps it.
  await adminDb()
    .doc(`users/${user.uid}/focus/timer`)
    .set({
      phase: 'focus',
      target: { kind: 'none' },
      startedAtMs: Date.now() - 55_000,
      plannedMs: 60_000,
      addedMs: 0,
      pausedAtMs: null,
      pausedMs: 0,
      completedPomodoros: 0,
      revision: 1,
    });
  await expect(timerButton(page)).toHaveAccessibleName(/^Focus timer: 00:0\d left, Focus$/);
  await context.setOffline(true);
  await expect(timerButton(page)).toHaveAccessibleName(
    /^Focus timer: 0[45]:\d\d left, Short break$/,
    {
      timeout: 15_000,
    },
  );
  await expect(page).toHaveTitle(/ · Short break$/);
  await context.setOffline(false);
});

test('the task row says how many of its pomodoros are done', async ({ page }) => {
  const user = await signedInUser(page);
  const projectId = await seedProject(user.uid, 'Book');
  const [taskId] = await seedTasks(user.uid, [
    { title: 'Write report', projectId, estimatedPomodoros: 4, pomodoroLength: 25 },
  ]);
  await adminDb()
    .doc(`users/${user.uid}/focusTally/${projectId}`)
    .set({ tasks: { [taskId as string]: { pomodoros: 1, minutes: 25 } } });
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByText(/^1 of 4 pomodoros ·\s*Book · 4 × 25 min$/)).toBeVisible();
  await expect(page.getByText('Focused Time')).toBeVisible();
});

test('a pomodoro length set in Settings is the next pomodoro, and out of range is refused', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Focus timer' });
  const length = card.getByRole('spinbutton', { name: 'Pomodoro length' });
  await expect(length).toHaveValue('25');
  await expect(length).toHaveAccessibleDescription('1 to 60 min');

  await length.fill('0');
  await length.press('Enter');
  await expect(
    card.getByText('Pomodoro length must be a whole number from 1 to 60 min'),
  ).toBeVisible();
  const settingsDoc = adminDb().doc(`users/${user.uid}/focus/settings`);
  expect((await settingsDoc.get()).exists).toBe(false);

  await length.fill('1');
  await length.press('Tab');
  await expect(page.getByText('Your focus timer settings are saved.')).toBeVisible();
  await expect.poll(async () => (await settingsDoc.get()).get('focusMinutes')).toBe(1);

  // The sound is on by default: turned off, it is stored off.
  const sound = card.getByRole('switch', { name: 'Sound' });
  await expect(sound).toBeChecked();
  await sound.click();
  await expect(sound).not.toBeChecked();
  await expect.poll(async () => (await settingsDoc.get()).get('sound')).toBe(false);

  await page.getByRole('button', { name: 'Start focus' }).first().click();
  await expect(timerButton(page)).toHaveAccessibleName(/^Focus timer: 0[01]:\d\d left, Focus$/);
});
