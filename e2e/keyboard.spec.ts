// The main journeys done with the keyboard alone: Tab to a control, Enter or Space to use it,
// typing to fill it. Focus stays visible, dialogs and panes give focus back, toasts are
// announced through a status region.
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  day,
  ensurePlansConfig,
  seedProject,
  seedTasks,
  storedTask,
  storedTasksTitled,
  TIME_ZONE,
} from './support/tasks';
import { taskFields, taskRow } from './support/taskUi';
import { adminDb, signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1280, height: 800 } });
test.beforeAll(ensurePlansConfig);

/** At most this many Tab presses reach any control of a page. */
const MAX_TABS = 60;

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement).catch(() => false);
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < MAX_TABS && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press('Tab');
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
  // The dialog keeps the focus: going backwards past its first control wraps inside it.
  for (let presses = 0; presses < 4; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
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
