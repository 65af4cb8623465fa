import { openInApp } from './support/navigation';
import { expect, test, type Page } from './support/test';
import {
  day,
  ensurePlansConfig,
  seedProject,
  seedTasks,
  storedTask,
  TIME_ZONE,
} from './support/tasks';
import { choose } from './support/select';
import { taskFields, taskRow, toast } from './support/taskUi';
import { adminDb, signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1400, height: 900 } });
test.beforeAll(ensurePlansConfig);

function group(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

function pane(page: Page) {
  return page.getByRole('complementary', { name: 'Task details' });
}

async function openTimeline(page: Page) {
  await openInApp(page, '/timeline', 'Timeline');
  await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
}

test('groups tasks by due day and sums them up', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work', '#EF4444');
  await seedTasks(user.uid, [
    { title: 'Late report', projectId, dueDate: day(-1) },
    { title: 'Call Ana', projectId, dueDate: day(0) },
    { title: 'Sent invoice', projectId, dueDate: day(0), isCompleted: true },
    { title: 'Plan sprint', projectId, dueDate: day(2) },
    { title: 'Week ahead', projectId, dueDate: day(7) },
    { title: 'Eight days out', projectId, dueDate: day(8) },
    { title: 'Learn Rust', projectId },
    { title: 'Done last week', projectId, dueDate: day(-5), isCompleted: true },
  ]);
  await openTimeline(page);

  // Tomorrow has no task, so its group is hidden.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Overdue',
    'Today',
    'This Week',
    'Later',
    'Someday',
  ]);
  await expect(group(page, 'Overdue')).toContainText('Late report');
  await expect(group(page, 'Overdue')).toContainText('Overdue');
  await expect(group(page, 'Today')).toContainText('Call Ana');
  await expect(group(page, 'Today')).toContainText('Due Today');
  await expect(taskRow(page, 'Sent invoice', group(page, 'Today')).title).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await expect(taskRow(page, 'Sent invoice').checkbox).toBeChecked();
  await expect(group(page, 'This Week')).toContainText('Plan sprint');
  await expect(group(page, 'This Week')).toContainText('Week ahead');
  await expect(group(page, 'Later')).toContainText('Eight days out');
  await expect(group(page, 'Someday')).toContainText('Learn Rust');
  await expect(group(page, 'Someday')).toContainText('Someday');
  await expect(page.getByText('Done last week')).toBeHidden();

  await expect(page.getByRole('region', { name: 'Total Tasks' })).toContainText('7');
  await expect(page.getByRole('region', { name: 'Completed' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Past Due' })).toContainText('1');
});

test('an empty timeline offers to create the first task', async ({ page }) => {
  await signedInUser(page, 'pro');
  await openTimeline(page);
  await expect(page.getByText('No tasks in your timeline')).toBeVisible();
  await page.getByRole('button', { name: 'Create Your First Task' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Task' })).toBeVisible();
});

test('the edit pane auto-saves, resets and deletes', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const work = await seedProject(user.uid, 'Work', '#EF4444');
  const home = await seedProject(user.uid, 'Home', '#22C55E');
  const [id = ''] = await seedTasks(user.uid, [
    { title: 'Draft memo', projectId: work, dueDate: day(0), estimatedPomodoros: 3 },
  ]);
  await openTimeline(page);
  await taskRow(page, 'Draft memo').button.click();
  const fields = taskFields(pane(page));
  await expect(fields.title).toHaveValue('Draft memo');
  await expect(pane(page).getByText('Due Today')).toBeVisible();

  // About a second after the last change, the changes are stored.
  await fields.title.fill('Draft memo v2');
  await fields.description.fill('With the numbers');
  await choose(page, fields.project, 'Home');
  await expect(toast(page, 'Task Updated')).toBeVisible();
  await expect.poll(async () => (await storedTask(user.uid, id))?.projectId).toBe(home);
  expect(await storedTask(user.uid, id)).toMatchObject({
    title: 'Draft memo v2',
    description: 'With the numbers',
  });

  // After a reload the stored values come back.
  await page.reload();
  await taskRow(page, 'Draft memo v2').button.click();
  await expect(fields.title).toHaveValue('Draft memo v2');
  await expect(fields.description).toHaveValue('With the numbers');
  await expect(fields.project).toHaveText('Home');

  // Reset drops an unsaved change; the next change saves only itself. The pane's estimate
  // minimum is 1: 0 is refused with the range, not saved as 1.
  await fields.title.fill('Scratch that');
  await pane(page).getByRole('button', { name: 'Reset' }).click();
  await expect(fields.title).toHaveValue('Draft memo v2');
  await expect(fields.pomodoros).toHaveAccessibleDescription('1 to 99');
  await fields.pomodoros.fill('0');
  await expect(fields.pomodoros).toHaveAccessibleDescription(
    'Estimated Pomodoros must be a whole number from 1 to 99',
  );
  await fields.pomodoros.fill('1');
  await expect(fields.pomodoros).toHaveAccessibleDescription('1 to 99');
  await expect(toast(page, 'Task Updated')).toBeVisible();
  await expect.poll(async () => (await storedTask(user.uid, id))?.estimatedPomodoros).toBe(1);
  expect((await storedTask(user.uid, id))?.title).toBe('Draft memo v2');

  // A blank title is never saved.
  await fields.title.fill('  ');
  await expect(pane(page).getByText('Task title is required')).toBeVisible();
  await fields.dueDate.fill('');
  await fields.title.fill('Draft memo v3');
  await expect.poll(async () => (await storedTask(user.uid, id))?.dueDate).toBeNull();
  expect((await storedTask(user.uid, id))?.title).toBe('Draft memo v3');
  await expect(pane(page).getByText('Unplanned')).toBeVisible();
  await expect(group(page, 'Someday')).toContainText('Draft memo v3');

  await pane(page).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Task' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Draft memo v3"? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task Deleted')).toBeVisible();
  await expect(pane(page)).toBeHidden();
  await expect(page.getByText('No tasks in your timeline')).toBeVisible();
  expect(await storedTask(user.uid, id)).toBeUndefined();
});

test('subtasks are added, edited, completed and deleted in the pane', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work');
  const [id = ''] = await seedTasks(user.uid, [{ title: 'Ship it', projectId, dueDate: day(1) }]);
  await openTimeline(page);
  await taskRow(page, 'Ship it').button.click();
  const subtasks = pane(page).getByRole('list', { name: 'Subtasks' });
  const input = pane(page).getByRole('textbox', { name: 'New subtask' });

  await input.fill('Outline');
  await input.press('Enter');
  await expect(toast(page, 'Subtask Added')).toBeVisible();
  await expect(input).toHaveValue('');
  await input.fill('   ');
  await input.press('Enter');
  await input.fill('Review');
  await pane(page).getByRole('button', { name: 'Add subtask' }).click();
  await expect(subtasks.getByRole('listitem')).toHaveText(['Outline', 'Review']);

  // Inline edit: Enter saves, Escape cancels, an emptied title is ignored.
  await pane(page).getByRole('button', { name: 'Edit subtask "Outline"' }).click();
  await pane(page).getByRole('textbox', { name: 'Subtask title' }).fill('Outline v2');
  await pane(page).getByRole('textbox', { name: 'Subtask title' }).press('Enter');
  await expect(toast(page, 'Subtask Updated')).toBeVisible();
  await pane(page).getByRole('button', { name: 'Edit subtask "Review"' }).click();
  await pane(page).getByRole('textbox', { name: 'Subtask title' }).fill('Not this');
  await pane(page).getByRole('textbox', { name: 'Subtask title' }).press('Escape');
  await pane(page).getByRole('button', { name: 'Edit subtask "Review"' }).click();
  await pane(page).getByRole('textbox', { name: 'Subtask title' }).fill('');
  await pane(page).getByRole('textbox', { name: 'Subtask title' }).press('Enter');
  await expect(subtasks.getByRole('listitem')).toHaveText(['Outline v2', 'Review']);
  await expect(pane(page)).toBeVisible();

  await pane(page).getByRole('checkbox', { name: 'Complete subtask "Review"' }).check();
  await expect(toast(page, 'Subtask Updated')).toBeVisible();
  await pane(page).getByRole('button', { name: 'Delete subtask "Outline v2"' }).click();
  await expect(toast(page, 'Subtask Deleted')).toBeVisible();
  await expect(subtasks.getByRole('listitem')).toHaveText(['Review']);

  const stored = await adminDb().collection(`users/${user.uid}/tasks/${id}/subtasks`).get();
  expect(stored.docs.map((doc) => doc.data())).toEqual([
    expect.objectContaining({ title: 'Review', taskId: id, isCompleted: true }),
  ]);
});

test('a task is completed and reopened from the pane and from its checkbox', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work');
  const [id = ''] = await seedTasks(user.uid, [{ title: 'Pay rent', projectId, dueDate: day(0) }]);
  await openTimeline(page);
  const row = taskRow(page, 'Pay rent');

  await row.button.click();
  await pane(page).getByRole('button', { name: 'Complete' }).click();
  await expect(toast(page, 'Task Completed')).toContainText('Task has been completed.');
  await expect(pane(page).getByText('Completed', { exact: true })).toBeVisible();
  await expect(row.checkbox).toBeChecked();
  await expect(row.title).toHaveCSS('text-decoration-line', 'line-through');
  expect((await storedTask(user.uid, id))?.isCompleted).toBe(true);

  await pane(page).getByRole('button', { name: 'Reopen' }).click();
  await expect(toast(page, 'Task Reopened')).toContainText('Task has been reopened.');
  await expect(pane(page).getByText('Due Today')).toBeVisible();
  await expect(row.checkbox).not.toBeChecked();
  expect((await storedTask(user.uid, id))?.isCompleted).toBe(false);

  // The row's checkbox completes the task for real.
  await row.checkbox.check();
  await expect(toast(page, 'Task Completed')).toBeVisible();
  await expect(pane(page).getByRole('button', { name: 'Reopen' })).toBeVisible();
  expect((await storedTask(user.uid, id))?.isCompleted).toBe(true);
  await page.reload();
  await expect(taskRow(page, 'Pay rent').checkbox).toBeChecked();
});

test('completing a recurring task brings up its next occurrence', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Home');
  await seedTasks(user.uid, [
    { title: 'Water plants', projectId, dueDate: day(0), recurrenceRule: 'FREQ=DAILY;INTERVAL=1' },
  ]);
  await openTimeline(page);
  await expect(group(page, 'Tomorrow')).toBeHidden();

  // Scoped to Today: the next occurrence may appear under Tomorrow while check() still
  // verifies the box it clicked.
  await taskRow(page, 'Water plants', group(page, 'Today')).checkbox.check();
  // Created by the server's trigger and shown live, without a reload.
  await expect(group(page, 'Tomorrow')).toContainText('Water plants', { timeout: 20_000 });
  await expect(taskRow(page, 'Water plants', group(page, 'Tomorrow')).checkbox).not.toBeChecked();
  await expect(taskRow(page, 'Water plants', group(page, 'Today')).checkbox).toBeChecked();
});

test('a change in one tab shows in the other', async ({ page, context }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work');
  await seedTasks(user.uid, [
    { title: 'Late invoice', projectId, dueDate: day(-2) },
    { title: 'Stand-up notes', projectId, dueDate: day(0) },
  ]);
  await openTimeline(page);
  const other = await context.newPage();
  await openTimeline(other);
  await expect(group(other, 'Overdue')).toContainText('Late invoice');
  await expect(other.getByRole('region', { name: 'Past Due' })).toContainText('1');

  // Completed here, the overdue task leaves both tabs' Overdue group. A click, not check():
  // the row is gone once the snapshot lands, so there is no checked box left to confirm.
  await taskRow(page, 'Late invoice').checkbox.click();
  await expect(toast(page, 'Task Completed')).toBeVisible();
  await expect(page.getByText('Late invoice')).toBeHidden();
  await expect(group(other, 'Overdue')).toBeHidden();
  await expect(other.getByText('Late invoice')).toBeHidden();
  await expect(other.getByRole('region', { name: 'Past Due' })).toContainText('0');

  // Completed there, today's task is struck through here; reopened here, it is open there.
  await taskRow(other, 'Stand-up notes').checkbox.check();
  await expect(taskRow(page, 'Stand-up notes').checkbox).toBeChecked();
  await expect(taskRow(page, 'Stand-up notes').title).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );
  await taskRow(page, 'Stand-up notes').checkbox.uncheck();
  await expect(taskRow(other, 'Stand-up notes').checkbox).not.toBeChecked();

  // An edit in one tab's pane moves the task to another group in the other tab.
  await taskRow(page, 'Stand-up notes').button.click();
  await taskFields(pane(page)).dueDate.fill(day(1));
  await expect(group(other, 'Tomorrow')).toContainText('Stand-up notes');
  await expect(group(other, 'Today')).toBeHidden();
});

test('a long group shows a page at a time and renders only the rows in view', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Backlog');
  const titles = Array.from({ length: 150 }, (_, i) => `Idea ${String(i + 1).padStart(3, '0')}`);
  await seedTasks(
    user.uid,
    titles.map((title) => ({ title, projectId })),
  );
  await openTimeline(page);
  const someday = page.getByRole('list', { name: 'Someday tasks' });
  // The first page: 50 rows in title order, the counts over all 150.
  await expect(group(page, 'Someday').getByLabel('150 tasks')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Tasks' })).toContainText('150');
  await expect(someday.getByRole('listitem')).toHaveCount(50);
  await expect(someday.getByText('Idea 050', { exact: true })).toHaveCount(1);
  await expect(someday.getByText('Idea 051', { exact: true })).toHaveCount(0);

  const showMore = page.getByRole('button', { name: 'Show more Someday tasks' });
  await showMore.click();
  await expect(someday.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '100');
  await showMore.click();
  // Past 60 rows the list renders only what is near the viewport.
  await expect(someday.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '150');
  await expect(showMore).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByText('Idea 001', { exact: true })).toBeVisible();
  expect(await someday.getByRole('listitem').count()).toBeLessThan(50);
  await expect(page.getByText('Idea 150', { exact: true })).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText('Idea 150', { exact: true })).toBeVisible();
  await expect(page.getByText('Idea 001', { exact: true })).toHaveCount(0);
});

test('a free user sees the upgrade notice instead of the timeline', async ({ page }) => {
  await signedInUser(page, 'free');
  await openInApp(page, '/timeline', 'Timeline');
  await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByRole('region', { name: 'Total Tasks' })).toBeHidden();
});

test('a long timeline counts every task and shows each group a page at a time', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Backlog', '#3B82F6');
  // More open tasks than one query may return (500): the counts must still be whole.
  // 'Late 519' is the oldest, so the first shown.
  const overdue = Array.from({ length: 520 }, (_, index) => ({
    title: `Late ${index}`,
    projectId,
    dueDate: day(-1 - index),
  }));
  await seedTasks(user.uid, overdue.slice(0, 400));
  await seedTasks(user.uid, [
    ...overdue.slice(400),
    { title: 'Call Ana', projectId, dueDate: day(0) },
    { title: 'Sent invoice', projectId, dueDate: day(0), isCompleted: true },
  ]);
  await openTimeline(page);

  await expect(page.getByRole('region', { name: 'Total Tasks' })).toContainText('522');
  await expect(page.getByRole('region', { name: 'Completed' })).toContainText('1');
  await expect(page.getByRole('region', { name: 'Past Due' })).toContainText('520');
  await expect(group(page, 'Overdue').getByLabel('520 tasks')).toBeVisible();
  await expect(group(page, 'Today').getByLabel('2 tasks')).toBeVisible();
  await expect(group(page, 'Today')).toContainText('Call Ana');
  await expect(page.getByRole('button', { name: 'Show more Today tasks' })).toHaveCount(0);

  // The first page: the 50 oldest.
  const list = group(page, 'Overdue').getByRole('list', { name: 'Overdue tasks' });
  await expect(list.getByRole('listitem')).toHaveCount(50);
  await expect(list.getByText('Late 470', { exact: true })).toBeVisible();
  await expect(list.getByText('Late 469', { exact: true })).toHaveCount(0);

  // Show more adds the next 50, and no more.
  await page.getByRole('button', { name: 'Show more Overdue tasks' }).click();
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '100');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(list.getByText('Late 420', { exact: true })).toBeVisible();
  await expect(list.getByText('Late 419', { exact: true })).toHaveCount(0);
});

test('the pane says the pomodoros done and starts focus on its task', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work');
  const [id = ''] = await seedTasks(user.uid, [
    { title: 'Ship it', projectId, dueDate: day(1), estimatedPomodoros: 3 },
  ]);
  await adminDb()
    .doc(`users/${user.uid}/focusTally/${projectId}`)
    .set({ tasks: { [id]: { pomodoros: 1, minutes: 25 } } });
  await openTimeline(page);
  await expect(taskRow(page, 'Ship it').button).toContainText('1 of 3 pomodoros');
  await taskRow(page, 'Ship it').button.click();
  await expect(pane(page).getByText('1 of 3 pomodoros')).toBeVisible();

  await pane(page).getByRole('button', { name: 'Start focus' }).click();
  await expect(pane(page).getByRole('button', { name: 'In focus now' })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: /^Focus timer: .* left, Ship it$/ }).last(),
  ).toBeVisible();
  await expect
    .poll(async () => (await adminDb().doc(`users/${user.uid}/focus/timer`).get()).get('target'))
    .toMatchObject({ kind: 'task', id });
});
