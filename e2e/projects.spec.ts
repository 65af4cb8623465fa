import { openInApp } from './support/navigation';
import { expect, test, type Page } from './support/test';
import { ensurePlansConfig, seedProject, seedTasks, TIME_ZONE, day } from './support/tasks';
import { taskFields, taskRow, toast } from './support/taskUi';
import { adminDb, signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE });
test.beforeAll(ensurePlansConfig);

const LIMIT_MESSAGE = 'Free plan limited to 1 project. Delete a project to create a new one.';

function sidebarProjects(page: Page) {
  return page.getByRole('navigation', { name: 'Projects' });
}

/** Fills and submits the New Project dialog; returns the dialog. */
async function submitNewProject(page: Page, name: string) {
  await sidebarProjects(page).getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  return dialog;
}

test('creates a project with tasks, renames and recolours it, then deletes it with its tasks', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');

  // Create: a blank name is refused, then the project appears in the sidebar.
  await sidebarProjects(page).getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByText('Project name is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Launch');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('The Q4 launch');
  await dialog.getByRole('radio', { name: 'Green' }).check();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(toast(page, 'Project created successfully')).toBeVisible();

  await sidebarProjects(page).getByRole('link', { name: 'Launch' }).click();
  await expect(page).toHaveURL(/\/projects\/[A-Za-z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Launch', level: 1 })).toBeVisible();
  await expect(page.getByText('The Q4 launch')).toBeVisible();
  await expect(page.getByTestId('project-header')).toHaveCSS(
    'border-top-color',
    'rgb(34, 197, 94)',
  );
  await expect(page.getByRole('region', { name: 'Total Tasks' })).toContainText('0');
  await expect(page.getByRole('region', { name: 'Estimated Time' })).toContainText('0 min');
  await expect(page.getByText('No tasks in this project yet.')).toBeVisible();

  // Two tasks through the New Task dialog; the project is preselected.
  for (const [title, pomodoros, length, total] of [
    ['Draft plan', '2', '30', '1 h'],
    ['Book venue', '3', '25', '1 h 15 min'],
  ] as const) {
    await page.getByRole('button', { name: 'New Task' }).click();
    const taskDialog = page.getByRole('dialog', { name: 'Create New Task' });
    const fields = taskFields(taskDialog);
    await expect(fields.project).toHaveText('Launch');
    await fields.title.fill(title);
    await fields.pomodoros.fill(pomodoros);
    await fields.length.fill(length);
    await expect(
      taskDialog.getByText(`Total estimated time: ${total}`, { exact: true }),
    ).toBeVisible();
    await taskDialog.getByRole('button', { name: 'Create Task' }).click();
    await expect(toast(page, 'Task created successfully')).toBeVisible();
    await expect(taskDialog).toBeHidden();
  }
  const allTasks = page.getByRole('list', { name: 'All Tasks' });
  await expect(allTasks.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Total Tasks' })).toContainText('2');
  await expect(page.getByRole('region', { name: 'Completed' })).toContainText('0');
  // 2 x 30 + 3 x 25 = 135 minutes.
  await expect(page.getByRole('region', { name: 'Estimated Time' })).toContainText('2 h 15 min');

  await taskRow(page, 'Draft plan').checkbox.check();
  await expect(page.getByRole('region', { name: 'Completed' })).toContainText('1');
  await expect(taskRow(page, 'Draft plan').title).toHaveCSS('text-decoration-line', 'line-through');

  // Rename and recolour.
  await page.getByRole('button', { name: 'Edit Project' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Launch');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Launch 2027');
  await edit.getByRole('radio', { name: 'Purple' }).check();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Launch 2027', level: 1 })).toBeVisible();
  await expect(sidebarProjects(page).getByRole('link', { name: 'Launch 2027' })).toBeVisible();
  await expect(page.getByTestId('project-header')).toHaveCSS(
    'border-top-color',
    'rgb(139, 92, 246)',
  );

  // Delete: the project and its tasks go, and the counter steps back.
  const projectId = page.url().split('/').pop() ?? '';
  await page.getByRole('button', { name: 'Delete Project' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Launch 2027" and its 2 tasks? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
  await expect(sidebarProjects(page).getByRole('link')).toHaveCount(0);
  const db = adminDb();
  expect((await db.doc(`users/${user.uid}/projects/${projectId}`).get()).exists).toBe(false);
  const left = await db
    .collection(`users/${user.uid}/tasks`)
    .where('projectId', '==', projectId)
    .get();
  expect(left.size).toBe(0);
  expect((await db.doc(`users/${user.uid}/usage/counts`).get()).get('projects')).toBe(0);
});

test('an unknown project shows Project Not Found with a way back', async ({ page }) => {
  await signedInUser(page, 'pro');
  await openInApp(page, '/projects/does-not-exist', 'Project Not Found');
  await expect(page.getByRole('heading', { name: 'Project Not Found', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
});

test('a free user is limited to one project', async ({ page }) => {
  await signedInUser(page, 'free');
  await expect(await submitNewProject(page, 'Only one')).toBeHidden();
  await expect(sidebarProjects(page).getByRole('link', { name: 'Only one' })).toBeVisible();

  const create = sidebarProjects(page).getByRole('button', { name: 'New Project' });
  await expect(create).toBeDisabled();
  await page.getByLabel(LIMIT_MESSAGE).hover();
  await expect(page.getByRole('tooltip')).toHaveText(LIMIT_MESSAGE);
});

test('when the rules refuse a project anyway, the user is told why and nothing is kept', async ({
  page,
}) => {
  const user = await signedInUser(page, 'free');
  // The counter already holds the free plan's one project (say, created in another tab a
  // moment ago), while this tab's list is still empty: the button is enabled, the rules refuse.
  await adminDb().doc(`users/${user.uid}/usage/counts`).update({ projects: 1 });
  const dialog = await submitNewProject(page, 'One too many');
  await expect(toast(page, 'Error')).toContainText(LIMIT_MESSAGE);
  // The dialog stays open with the name, so nothing typed is lost.
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('One too many');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(sidebarProjects(page).getByText('No projects yet')).toBeVisible();
  const stored = await adminDb().collection(`users/${user.uid}/projects`).get();
  expect(stored.size).toBe(0);
});

test("the project page's task list opens a task in the Edit Task dialog", async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Home', '#EF4444', null);
  await seedTasks(user.uid, [{ title: 'Fix the tap', projectId, dueDate: day(0) }]);
  await openInApp(page, `/projects/${projectId}`, 'Home');
  await taskRow(page, 'Fix the tap').button.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Task' });
  await expect(taskFields(dialog).title).toHaveValue('Fix the tap');
  await expect(taskFields(dialog).dueDate).toHaveValue(day(0));
});
