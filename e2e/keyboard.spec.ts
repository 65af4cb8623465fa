// The main journeys done with the keyboard alone: Tab to a control, Enter or Space to use it,
// typing to fill it. Focus stays visible, dialogs and panes give focus back, toasts are
// announced through a status region.
import { expect, test, type Locator, type Page } from './support/test';
import {
  day,
  ensurePlansConfig,
  seedProject,
  seedTasks,
  storedTask,
  storedTasksTitled,
  TIME_ZONE,
} from './support/tasks';
import { seedTodos } from './support/planning';
import { taskFields, taskRow } from './support/taskUi';
import { adminDb, signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1280, height: 800 } });
test.beforeAll(ensurePlansConfig);

/** At most this many Tab presses reach any control of a page. */
const MAX_TABS = 60;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_TABS && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
  await expectFocusVisible(target);
}

/**
 * The focused control shows it: an outline, or MUI's focus-visible state (its ripple or ring),
 * on the control or the element that draws it (a switch's or checkbox's hidden input).
 */
async function expectFocusVisible(target: Locator): Promise<void> {
  const shown = await target.evaluate((element) => {
    const drawn = element.closest('.Mui-focusVisible, .Mui-focused');
    const style = getComputedStyle(element);
    return drawn !== null || (style.outlineStyle !== 'none' && style.outlineWidth !== '0px');
  });
  expect(shown, 'focus is visible').toBe(true);
}

/** A toast's title, announced through a polite live region. */
function announced(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

test('adds and completes a todo with the keyboard', async ({ page }) => {
  await signedInUser(page);
  const input = page.getByRole('textbox', { name: 'New todo' });
  await tabTo(page, input);
  await page.keyboard.type('Buy milk');
  await page.keyboard.press('Enter');
  const active = page.getByRole('list', { name: 'Active todos' });
  await expect(active.getByRole('checkbox', { name: 'Buy milk' })).toBeVisible();

  await tabTo(page, active.getByRole('checkbox', { name: 'Buy milk' }));
  await page.keyboard.press('Space');
  await expect(page.getByText(/^0 active, 1 completed$/)).toBeVisible();
});

test('creates a task with a reminder with the keyboard', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  await seedProject(user.uid, 'Home');
  await page.goto('/timeline');
  await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();

  const newTask = page.getByRole('button', { name: 'New Task' });
  await tabTo(page, newTask);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  const fields = taskFields(dialog);
  await expect(fields.title).toBeFocused();
  await page.keyboard.type('Water the plants');
  // The dialog keeps the focus: going backwards past its first control wraps inside it. The
  // trap does so from a focus handler of its own and, when focus slipped out meanwhile, from a
  // check every 50 ms, so the focus is read until it has settled.
  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    await expect
      .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true);
  }
  await tabTo(page, fields.title);

  await tabTo(page, fields.reminder);
  await page.keyboard.press('Space');
  await expect(fields.reminder).toBeChecked();
  await tabTo(page, fields.reminderAt);
  // A datetime-local field takes its parts in the order it shows them: month, day, year, then
  // (after the arrow key, since a year may have six digits) hour, minute and AM/PM.
  const [year, month, date] = day(1).split('-');
  await page.keyboard.type(`${month}${date}${year}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('0930A');
  await expect(fields.reminderAt).toHaveValue(`${day(1)}T09:30`);

  await tabTo(page, dialog.getByRole('button', { name: 'Create Task' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(announced(page, 'Task created successfully')).toBeVisible();
  // The dialog gives the focus back to the button that opened it.
  await expect(newTask).toBeFocused();
  await expect
    .poll(async () => (await storedTasksTitled(user.uid, 'Water the plants'))[0]?.reminderEnabled)
    .toBe(true);
});

test('edits a task in the timeline pane with the keyboard and returns focus', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work');
  const [taskId = ''] = await seedTasks(user.uid, [
    { title: 'Draft memo', projectId, dueDate: day(0) },
  ]);
  await page.goto('/timeline');
  const row = taskRow(page, 'Draft memo');
  await tabTo(page, row.button);
  await page.keyboard.press('Enter');

  const pane = page.getByRole('complementary', { name: 'Task details' });
  await expect(pane).toBeFocused();
  const title = taskFields(pane).title;
  await tabTo(page, title);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Final memo');
  await expect.poll(async () => (await storedTask(user.uid, taskId))?.title).toBe('Final memo');

  await page.keyboard.press('Escape');
  await expect(pane).toBeHidden();
  await expect(taskRow(page, 'Final memo').button).toBeFocused();
});

test('a toast is announced through a live region that was there before it; Undo works from the keyboard', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const [id] = await seedTodos(user.uid, [{ text: 'Verb drills', dueType: 'today' }]);
  // Screen readers miss a region that appears together with its text: it has to be there first.
  const region = page.locator('[role="status"][aria-live="polite"]');
  await expect(region).toHaveCount(1);
  await expect(region).toHaveText('');
  const regionBefore = await region.elementHandle();

  const row = page.getByRole('button', { name: 'Verb drills', exact: true });
  await tabTo(page, row);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Edit Todo' });
  await tabTo(page, panel.getByRole('button', { name: 'Delete Todo' }));
  await page.keyboard.press('Enter');
  await expect(panel).toBeHidden();
  await expect(region).toContainText('Todo deleted successfully');
  // The same element that stood empty before now holds the message.
  expect(await regionBefore?.evaluate((element) => element.isConnected)).toBe(true);
  expect(await regionBefore?.textContent()).toContain('Todo deleted successfully');
  await expect
    .poll(async () => (await adminDb().doc(`users/${user.uid}/todos/${id}`).get()).exists)
    .toBe(false);

  // The toast is the last thing on the page: Shift+Tab from where the panel left the focus.
  await tabTo(page, region.getByRole('button', { name: 'Undo' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(region).toContainText('Todo restored');
  await expect(row).toBeVisible();
  await expect
    .poll(async () => (await adminDb().doc(`users/${user.uid}/todos/${id}`).get()).exists)
    .toBe(true);
});

/** Whether the focused element is inside `scope`. */
async function holdsFocus(scope: Locator): Promise<boolean> {
  return scope.evaluate((element) => element.contains(document.activeElement));
}

/** A pro user's timeline with one task, opened from its row with Enter; returns the row. */
async function openTaskWithKeyboard(page: Page) {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work');
  await seedTasks(user.uid, [{ title: 'Draft memo', projectId, dueDate: day(0) }]);
  await page.goto('/timeline');
  const row = taskRow(page, 'Draft memo');
  await tabTo(page, row.button);
  await page.keyboard.press('Enter');
  return row;
}

test('the timeline pane keeps Tab inside it until Escape gives the focus back', async ({
  page,
}) => {
  const row = await openTaskWithKeyboard(page);

  const pane = page.getByRole('complementary', { name: 'Task details' });
  await expect(pane).toBeFocused();
  const first = pane.getByRole('button', { name: 'Close task details' });
  const last = pane.getByRole('button', { name: 'Add subtask' });
  await expect(last).toBeVisible();
  // Backwards from the pane itself and from its first control: its last control.
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();

  // Forwards all the way round: every stop is inside the pane, and the last leads to the first.
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  let presses = 0;
  do {
    await page.keyboard.press('Tab');
    expect(await holdsFocus(pane), 'the focus stays in the pane').toBe(true);
    presses += 1;
  } while (presses < MAX_TABS && !(await isFocused(first)));
  await expect(first).toBeFocused();

  await tabTo(page, taskFields(pane).title);
  await page.keyboard.press('Escape');
  await expect(pane).toBeHidden();
  await expect(row.button).toBeFocused();
});

test('on a phone the pane is a dialog that keeps the focus and gives it back', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const row = await openTaskWithKeyboard(page);

  const pane = page.getByRole('dialog', { name: 'Task details' });
  await expect(pane.getByRole('button', { name: 'Add subtask' })).toBeVisible();
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await holdsFocus(pane), 'the focus stays in the pane').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(pane).toBeHidden();
  await expect(row.button).toBeFocused();
});

test('a field says what is wrong once it is left or the form is sent, never before', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  await seedProject(user.uid, 'Home');
  await page.goto('/timeline');
  await tabTo(page, page.getByRole('button', { name: 'New Task' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  const fields = taskFields(dialog);
  await expect(fields.title).toBeFocused();
  await expect(dialog.getByText('Task title is required')).toBeHidden();
  await expect(fields.title).not.toHaveAttribute('aria-invalid', 'true');

  // Leaving the title empty says so under it.
  await page.keyboard.press('Tab');
  await expect(fields.description).toBeFocused();
  await expect(fields.title).toHaveAccessibleDescription('Task title is required');
  await expect(fields.title).toHaveAttribute('aria-invalid', 'true');
  // Typing a title takes the message away at once.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('Water the plants');
  await expect(dialog.getByText('Task title is required')).toBeHidden();

  // A number out of range is told once the field is left, not while it is typed.
  await tabTo(page, fields.pomodoros);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('150');
  await expect(fields.pomodoros).toHaveAccessibleDescription('0 to 99');
  await page.keyboard.press('Tab');
  await expect(fields.pomodoros).toHaveAccessibleDescription(
    'Estimated Pomodoros must be a whole number from 0 to 99',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The project dialog works the same way.
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Projects' }).getByRole('button', { name: 'New Project' }),
  );
  await page.keyboard.press('Enter');
  const projectDialog = page.getByRole('dialog', { name: 'New Project' });
  const name = projectDialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeFocused();
  await expect(projectDialog.getByText('Project name is required')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(projectDialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Project name is required');
});

test('changes a setting with the keyboard', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/settings');
  const inApp = page.getByRole('switch', { name: 'In-app notifications' });
  await expect(inApp).toBeChecked();
  await tabTo(page, inApp);
  await page.keyboard.press('Space');
  await expect(inApp).not.toBeChecked();
  await expect(announced(page, 'Settings updated')).toBeVisible();
  await expect
    .poll(async () => (await adminDb().doc(`users/${user.uid}`).get()).get('notifyInApp'))
    .toBe(false);
});

test('the sidebar resizes with the arrow keys', async ({ page }) => {
  await signedInUser(page);
  const handle = page.getByRole('separator', { name: 'Resize sidebar' });
  await expect(handle).toHaveAttribute('aria-valuenow', '256');
  await expect(handle).toHaveAttribute('aria-valuemin', '200');
  await expect(handle).toHaveAttribute('aria-valuemax', '400');
  await tabTo(page, handle);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(handle).toHaveAttribute('aria-valuenow', '288');
  await page.keyboard.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '272');
  await expect(page.getByTestId('sidebar')).toHaveCSS('width', '272px');
});
