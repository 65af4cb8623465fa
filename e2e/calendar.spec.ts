import { openInApp } from './support/navigation';
import { expect, test, type Page } from './support/test';
import { longDayLabel, monthOf, monthTitle, shiftMonth } from '@pomoplan/domain';
import { day, ensurePlansConfig, seedProject, seedTasks, TIME_ZONE } from './support/tasks';
import { taskFields, toast } from './support/taskUi';
import { signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1400, height: 1000 } });
test.beforeAll(ensurePlansConfig);

const thisMonth = () => monthOf(day(0));

function monthHeading(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

/** A day of the grid, found by its 'New task on …' button (the cell itself has no name). */
function cell(page: Page, dayText: string) {
  return page.getByRole('gridcell').filter({
    has: page.getByRole('button', { name: `New task on ${longDayLabel(dayText)}`, exact: true }),
  });
}

async function openCalendar(page: Page) {
  await openInApp(page, '/calendar', 'Calendar');
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
}

test('shows Sunday-first weeks and moves between months', async ({ page }) => {
  await signedInUser(page, 'pro');
  await openCalendar(page);

  await expect(monthHeading(page)).toHaveText(monthTitle(thisMonth()));
  await expect(page.getByRole('columnheader')).toHaveText([
    'Sun',
    'Mon',
    'Tue',
    'Wed',
    'Thu',
    'Fri',
    'Sat',
  ]);
  await expect(
    page.getByRole('row').nth(1).getByRole('gridcell').first().getByRole('button').first(),
  ).toHaveAccessibleName(/^New task on Sunday, /);
  await expect(cell(page, day(0))).toHaveAttribute('aria-current', 'date');

  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(monthHeading(page)).toHaveText(monthTitle(shiftMonth(thisMonth(), 1)));
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(monthHeading(page)).toHaveText(monthTitle(shiftMonth(thisMonth(), -1)));
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(monthHeading(page)).toHaveText(monthTitle(thisMonth()));
});

test("shows four events a day, then '+N more' with the day's full list", async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work', '#EF4444');
  await seedTasks(user.uid, [
    ...['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'].map((title) => ({
      title,
      projectId,
      dueDate: day(0),
    })),
    { title: 'Foxtrot done', projectId, dueDate: day(0), isCompleted: true },
  ]);
  await openCalendar(page);

  const today = cell(page, day(0));
  for (const title of ['Alpha', 'Bravo', 'Charlie', 'Delta']) {
    await expect(today.getByRole('button', { name: title, exact: true })).toBeVisible();
  }
  await expect(today.getByRole('button', { name: 'Alpha', exact: true })).toHaveCSS(
    'border-left-color',
    'rgb(239, 68, 68)',
  );
  await expect(today.getByText('Echo')).toBeHidden();
  await today.getByRole('button', { name: '+2 more' }).click();

  const popover = page.getByRole('dialog', { name: longDayLabel(day(0)) });
  for (const title of ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot done']) {
    await expect(popover.getByRole('button', { name: title, exact: true })).toBeVisible();
  }
  await expect(popover.getByText('Foxtrot done')).toHaveCSS('text-decoration-line', 'line-through');

  // An event opens its task.
  await popover.getByRole('button', { name: 'Echo', exact: true }).click();
  await expect(taskFields(page.getByRole('dialog', { name: 'Edit Task' })).title).toHaveValue(
    'Echo',
  );
});

test('clicking a day opens the new-task dialog with that day as the due date', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  await seedProject(user.uid, 'Home', '#22C55E');
  await openCalendar(page);

  const target = cell(page, day(0));
  await target.click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(taskFields(dialog).dueDate).toHaveValue(day(0));
  await taskFields(dialog).title.fill('Picked on the calendar');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created successfully')).toBeVisible();
  await expect(
    target.getByRole('button', { name: 'Picked on the calendar', exact: true }),
  ).toBeVisible();

  // The header's New Task button presets today as well.
  await page.getByRole('button', { name: 'New Task', exact: true }).click();
  await expect(
    taskFields(page.getByRole('dialog', { name: 'Create New Task' })).dueDate,
  ).toHaveValue(day(0));
});

test('a free user sees the upgrade notice instead of the calendar', async ({ page }) => {
  await signedInUser(page, 'free');
  await openInApp(page, '/calendar', 'Calendar');
  await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
  await expect(
    page.getByText(
      'This feature requires a Pro subscription. Upgrade now to access Timeline and Calendar views.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('grid')).toBeHidden();
});

test('on a phone the month is a day list with whole titles', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work', '#EF4444');
  const title = 'Prepare the quarterly review slides for the board';
  await seedTasks(user.uid, [{ title, projectId, dueDate: day(0) }]);
  await openCalendar(page);

  await expect(page.getByRole('grid')).toHaveCount(0);
  const days = page.getByRole('list', { name: `${monthTitle(thisMonth())}, day by day` });
  const today = days.getByRole('listitem', { name: longDayLabel(day(0)), exact: true });
  await expect(today).toHaveAttribute('aria-current', 'date');
  const event = today.getByRole('button', { name: title, exact: true });
  await expect(event).toBeVisible();
  // The title wraps instead of being cut off.
  expect(await event.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await today.getByRole('button', { name: `New task on ${longDayLabel(day(0))}` }).click();
  await expect(
    taskFields(page.getByRole('dialog', { name: 'Create New Task' })).dueDate,
  ).toHaveValue(day(0));
});

test('on a phone the day list starts today, earlier days one tap away', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work', '#EF4444');
  const today = day(0);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  test.skip(today === firstOfMonth, 'no earlier day in this month');
  await seedTasks(user.uid, [
    { title: 'Earlier this month', projectId, dueDate: firstOfMonth },
    { title: 'Later today', projectId, dueDate: today },
  ]);
  await openCalendar(page);

  const days = page.getByRole('list', { name: `${monthTitle(thisMonth())}, day by day` });
  await expect(days.getByRole('listitem').filter({ hasText: 'Later today' })).toBeVisible();
  await expect(days.getByRole('heading', { level: 3 }).first()).toHaveText(longDayLabel(today));
  await expect(days.getByText('Earlier this month')).toHaveCount(0);
  await days.getByRole('button', { name: 'Show 1 earlier day' }).click();
  await expect(days.getByRole('heading', { level: 3 }).first()).toHaveText(
    longDayLabel(firstOfMonth),
  );
  await expect(days.getByText('Earlier this month')).toBeVisible();
});
