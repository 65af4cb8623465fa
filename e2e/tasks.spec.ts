import { openInApp } from './support/navigation';
import { expect, test, type Page } from './support/test';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  day,
  ensurePlansConfig,
  seedProject,
  seedTasks,
  storedTasksTitled,
  TIME_ZONE,
} from './support/tasks';
import { choose } from './support/select';
import { compactDay, deleteThroughDialog, taskFields, taskRow, toast } from './support/taskUi';
import { handedOver, postAsAnotherTab, recordHandOffs } from './support/tabs';
import { adminDb, signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE });
test.beforeAll(ensurePlansConfig);

/** An instant as 'yyyy-MM-dd HH:mm' on the wall clock of TIME_ZONE. */
function wallClock(instant: Timestamp): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant.toDate());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

test('the task dialog creates, edits and deletes a task with every field', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Reports', '#F97316');
  await openInApp(page, `/projects/${projectId}`, 'Reports');

  await page.getByRole('button', { name: 'New Task' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Task' });
  const fields = taskFields(create);
  await fields.title.fill('  Quarterly report  ');
  await fields.description.fill('  Numbers for Q3  ');
  await fields.pomodoros.fill('4');
  await fields.length.fill('30');
  await expect(create.getByText('Total estimated time: 2 h', { exact: true })).toBeVisible();
  await fields.dueDate.fill(day(2));
  await expect(fields.reminderAt).toBeHidden();
  await fields.reminder.check();
  await fields.reminderAt.fill(`${day(1)}T09:30`);
  await expect(fields.interval).toBeHidden();
  await choose(page, fields.repeat, 'Weekly');
  await fields.interval.fill('2');
  await fields.until.fill(day(60));
  await create.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created successfully')).toBeVisible();
  await expect(taskRow(page, 'Quarterly report').button).toBeVisible();

  const [created] = await storedTasksTitled(user.uid, 'Quarterly report');
  expect(created).toMatchObject({
    title: 'Quarterly report',
    description: 'Numbers for Q3',
    projectId,
    estimatedPomodoros: 4,
    pomodoroLength: 30,
    dueDate: day(2),
    reminderEnabled: true,
    recurrenceRule: `FREQ=WEEKLY;INTERVAL=2;UNTIL=${compactDay(day(60))}T235959Z`,
    parentTaskId: null,
    isCompleted: false,
  });
  expect(wallClock(created?.reminderDateTime as Timestamp)).toBe(`${day(1)} 09:30`);

  // Edit: the dialog opens with the stored values; switching things off clears them.
  await taskRow(page, 'Quarterly report').button.click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  const editFields = taskFields(edit);
  await expect(editFields.title).toHaveValue('Quarterly report');
  await expect(editFields.repeat).toHaveText('Weekly');
  await expect(editFields.interval).toHaveValue('2');
  await expect(editFields.reminderAt).toHaveValue(`${day(1)}T09:30`);
  await editFields.title.fill('Quarterly report, final');
  await editFields.reminder.uncheck();
  await choose(page, editFields.repeat, 'Does not repeat');
  await editFields.pomodoros.fill('');
  await editFields.length.fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Task updated successfully')).toBeVisible();
  await expect(taskRow(page, 'Quarterly report, final').button).toBeVisible();
  const [edited] = await storedTasksTitled(user.uid, 'Quarterly report, final');
  expect(edited).toMatchObject({
    id: created?.id,
    reminderEnabled: false,
    reminderDateTime: null,
    recurrenceRule: null,
    // Empty estimates fall back to 0 pomodoros of 25 minutes.
    estimatedPomodoros: 0,
    pomodoroLength: 25,
  });

  // Delete, after the confirmation.
  await taskRow(page, 'Quarterly report, final').button.click();
  await page
    .getByRole('dialog', { name: 'Edit Task' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Task' });
  await expect(confirm).toContainText('Are you sure you want to delete this task?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Task deleted successfully')).toBeVisible();
  await expect(taskRow(page, 'Quarterly report, final').button).toBeHidden();
  expect(await storedTasksTitled(user.uid, 'Quarterly report, final')).toEqual([]);
});

test('Undo in the delete toast brings the task back with its subtasks', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Reports');
  const [id] = await seedTasks(user.uid, [
    { title: 'Annual report', projectId, dueDate: day(3), estimatedPomodoros: 6 },
  ]);
  const taskPath = `users/${user.uid}/tasks/${id}`;
  await adminDb()
    .doc(`${taskPath}/subtasks/s1`)
    .set({
      title: 'Collect numbers',
      taskId: id,
      isCompleted: true,
      createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)),
      updatedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 3)),
    });
  const stored = async () => {
    const task = (await adminDb().doc(taskPath).get()).data() ?? null;
    const subtasks = (await adminDb().collection(`${taskPath}/subtasks`).get()).docs.map((doc) => ({
      id: doc.id,
      ...doc.data(),
    }));
    return { task, subtasks };
  };
  const before = await stored();

  await openInApp(page, `/projects/${projectId}`, 'Reports');
  await deleteThroughDialog(page, 'Annual report');
  const deleted = toast(page, 'Task deleted successfully');
  await expect(deleted).toBeVisible();
  await expect(taskRow(page, 'Annual report').button).toBeHidden();
  await expect.poll(async () => (await stored()).task).toBeNull();

  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(taskRow(page, 'Annual report').button).toBeVisible();
  await expect.poll(stored).toEqual(before);
});

test('the task dialog shows each range and refuses numbers outside it', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Reports');
  await openInApp(page, `/projects/${projectId}`, 'Reports');
  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  const fields = taskFields(dialog);
  await expect(fields.pomodoros).toHaveAccessibleDescription('0 to 99');
  await expect(fields.length).toHaveAccessibleDescription('1 to 60 min');

  await fields.title.fill('Big push');
  await fields.pomodoros.fill('150');
  await fields.length.fill('90');
  await choose(page, fields.repeat, 'Daily');
  await expect(fields.interval).toHaveAccessibleDescription('1 to 365');
  await fields.interval.fill('400');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  // Refused, each field saying why; nothing stored.
  await expect(fields.pomodoros).toHaveAccessibleDescription(
    'Estimated Pomodoros must be a whole number from 0 to 99',
  );
  await expect(fields.length).toHaveAccessibleDescription(
    'Pomodoro Length must be a whole number from 1 to 60 min',
  );
  await expect(fields.interval).toHaveAccessibleDescription(
    'Repeat Every must be a whole number from 1 to 365',
  );
  await expect(dialog).toBeVisible();
  expect(await storedTasksTitled(user.uid, 'Big push')).toEqual([]);

  // Within range: the total reads in hours and minutes.
  await fields.pomodoros.fill('99');
  await fields.length.fill('60');
  await expect(dialog.getByText('Total estimated time: 99 h', { exact: true })).toBeVisible();
  await fields.pomodoros.fill('3');
  await fields.length.fill('30');
  await expect(dialog.getByText('Total estimated time: 1 h 30 min', { exact: true })).toBeVisible();
  await fields.interval.fill('365');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created successfully')).toBeVisible();
  const [created] = await storedTasksTitled(user.uid, 'Big push');
  expect(created).toMatchObject({
    estimatedPomodoros: 3,
    pomodoroLength: 30,
    recurrenceRule: 'FREQ=DAILY;INTERVAL=365',
  });
  await expect(page.getByRole('region', { name: 'Estimated Time' })).toContainText('1 h 30 min');
});

test('the task dialog requires a title and a project', async ({ page }) => {
  await signedInUser(page, 'pro');
  await openInApp(page, '/timeline', 'Timeline');
  await page.getByRole('button', { name: 'Create Your First Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(
    dialog.getByText('Tasks belong to a project. Create a project first.'),
  ).toBeVisible();
  await taskFields(dialog).title.fill('   ');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Task title is required')).toBeVisible();
  await expect(dialog.getByText('Please select a project')).toBeVisible();

  // Creating a project from the dialog selects it, and the task can be created.
  await dialog.getByRole('button', { name: 'New Project' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'New Project' });
  await projectDialog.getByRole('textbox', { name: 'Name' }).fill('Errands');
  await projectDialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(taskFields(dialog).project).toHaveText('Errands');
  await taskFields(dialog).title.fill('Buy stamps');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Someday' })).toContainText('Buy stamps');
});

test('creating a project from the task dialog shows no error before the task is submitted', async ({
  page,
}) => {
  await signedInUser(page, 'pro');
  await openInApp(page, '/timeline', 'Timeline');
  await page.getByRole('button', { name: 'Create Your First Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await dialog.getByRole('button', { name: 'New Project' }).click();
  const projectDialog = page.getByRole('dialog', { name: 'New Project' });
  await projectDialog.getByRole('textbox', { name: 'Name' }).fill('Errands');
  await projectDialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(projectDialog).toBeHidden();
  await expect(taskFields(dialog).project).toHaveText('Errands');
  // Nothing was typed or submitted yet: no complaint about the title.
  await expect(dialog.getByText('Task title is required')).toBeHidden();
  await expect(dialog.getByText('Please select a project')).toBeHidden();
  await expect(taskFields(dialog).title).not.toHaveAttribute('aria-invalid', 'true');

  // The attempt to submit is what shows it.
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Task title is required')).toBeVisible();
  await taskFields(dialog).title.fill('Buy stamps');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created successfully')).toBeVisible();
});

test('a project deleted while the dialog is open is no longer selected', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const keep = await seedProject(user.uid, 'Keep');
  const gone = await seedProject(user.uid, 'Soon gone');
  await openInApp(page, `/projects/${keep}`, 'Keep');
  await page.getByRole('button', { name: 'New Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await choose(page, taskFields(dialog).project, 'Soon gone');
  await taskFields(dialog).title.fill('Orphan');

  // Deleted in another session, as the web app deletes a project.
  const db = adminDb();
  const batch = db.batch();
  batch.delete(db.doc(`users/${user.uid}/projects/${gone}`));
  batch.update(db.doc(`users/${user.uid}/usage/counts`), { projects: FieldValue.increment(-1) });
  await batch.commit();
  // The dialog is modal, so the sidebar is out of reach; the select itself lets go of it.
  await expect(taskFields(dialog).project).not.toContainText('Soon gone');

  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText('Please select a project')).toBeVisible();
  expect(await storedTasksTitled(user.uid, 'Orphan')).toEqual([]);
});

/** A pro user on the page of a new project, with the task dialog open. */
async function newTaskDialog(page: Page) {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Notes');
  await openInApp(page, `/projects/${projectId}`, 'Notes');
  await page.getByRole('button', { name: 'New Task' }).click();
  return { user, dialog: page.getByRole('dialog', { name: 'Create New Task' }) };
}

test('a failed create shows an Error toast with the message and keeps the dialog', async ({
  page,
}) => {
  const { user, dialog } = await newTaskDialog(page);
  await taskFields(dialog).title.fill('x'.repeat(501));
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Error')).toContainText('Task title must be at most 500 characters');
  await expect(dialog).toBeVisible();
  expect((await adminDb().collection(`users/${user.uid}/tasks`).get()).size).toBe(0);
});

test.describe('a task title is one line', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a pasted title goes on one line; control characters are refused under the field', async ({
    page,
  }) => {
    const { user, dialog } = await newTaskDialog(page);
    const fields = taskFields(dialog);

    await fields.title.fill('Ring\u0007 the bell');
    await fields.description.fill('Step 1\nStep 2\u0000');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(
      dialog.getByText("Task title can't contain tabs or other control characters"),
    ).toBeVisible();
    await expect(
      dialog.getByText("Task description can't contain control characters"),
    ).toBeVisible();
    expect((await adminDb().collection(`users/${user.uid}/tasks`).get()).size).toBe(0);

    await page.evaluate(() => navigator.clipboard.writeText('Plan the\r\ntrip\tto Rome'));
    await fields.title.fill('');
    await fields.title.press('ControlOrMeta+V');
    await expect(fields.title).toHaveValue('Plan the trip to Rome');
    await fields.description.fill('Step 1\n\tStep 2');
    await dialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(toast(page, 'Task created successfully')).toBeVisible();
    expect(await storedTasksTitled(user.uid, 'Plan the trip to Rome')).toEqual([
      expect.objectContaining({ description: 'Step 1\n\tStep 2' }),
    ]);
  });
});

test("a new task shows at once in another tab's project, with its reminder as a date", async ({
  page,
  context,
}) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Reports', '#F97316');
  await openInApp(page, `/projects/${projectId}`, 'Reports');
  const other = await context.newPage();
  await other.goto(`/projects/${projectId}`);
  await expect(other.getByText('No tasks in this project yet.')).toBeVisible();
  await recordHandOffs(other);

  await page.getByRole('button', { name: 'New Task' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Task' });
  const fields = taskFields(create);
  await fields.title.fill('Quarterly report');
  await fields.reminder.check();
  await fields.reminderAt.fill(`${day(1)}T09:30`);
  await create.getByRole('button', { name: 'Create Task' }).click();
  await expect(taskRow(other, 'Quarterly report').button).toBeVisible();
  await expect
    .poll(async () =>
      (await handedOver(other)).map(({ path, kinds }) => [path, kinds.reminderDateTime]),
    )
    .toEqual([[`users/${user.uid}/tasks`, 'Date']]);

  // A task no server holds, so only the hand-off can show it; then the server's refusal.
  const task = { kind: 'created', path: `users/${user.uid}/tasks`, id: 'from-another-tab' };
  await postAsAnotherTab(other, {
    ...task,
    fields: {
      title: 'Only handed over',
      projectId,
      reminderDateTime: new Date(),
      isCompleted: false,
    },
  });
  await expect(taskRow(other, 'Only handed over').button).toBeVisible();
  await postAsAnotherTab(other, { ...task, kind: 'refused' });
  await expect(taskRow(other, 'Only handed over').button).toBeHidden();
  await expect(taskRow(other, 'Quarterly report').button).toBeVisible();
});
