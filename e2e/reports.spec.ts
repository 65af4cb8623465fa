import { REPORTS_REQUIRE_MASTER } from '@pomoplan/domain';
import { readFile } from 'node:fs/promises';
import { openInApp } from './support/navigation';
import { seedFocusHistory, WRITING_SENTENCE } from './support/reports';
import { expect, test, type Page } from './support/test';
import { day, ensurePlansConfig, TIME_ZONE } from './support/tasks';
import { signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1280, height: 900 } });
test.beforeAll(ensurePlansConfig);

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Opens /reports and reloads it until the rollups hold `minutes` of focus. */
async function openReportsWith(page: Page, minutes: string) {
  await openInApp(page, '/reports', 'Reports');
  const focusTime = page.getByRole('region', { name: 'Focus time', exact: true });
  await expect(async () => {
    // The triggers roll the writes up within a second or two; the page asks once per visit.
    if ((await focusTime.textContent())?.includes(minutes) !== true) {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
    }
    await expect(focusTime).toContainText(minutes, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test("a Master user's report: the focus, its streak, the estimates, a chart's table and CSV", async ({
  page,
}) => {
  const user = await signedInUser(page, 'master');
  const history = await seedFocusHistory(user.uid);
  await openReportsWith(page, '1 h 40 min');

  const focus = section(page, 'Focus');
  await expect(focus.getByRole('region', { name: 'Pomodoros', exact: true })).toHaveText(
    /^Pomodoros4Daily goal/,
  );
  await expect(focus.getByRole('region', { name: 'Streak', exact: true })).toContainText(
    '3-day streak',
  );
  await expect(focus.getByRole('region', { name: 'Streak', exact: true })).toContainText(
    'Longest: 3 days',
  );

  // Estimates: the sentence, once every completion counted.
  const estimates = section(page, 'Estimates');
  await expect(async () => {
    if ((await estimates.textContent())?.includes(WRITING_SENTENCE) !== true) await page.reload();
    await expect(estimates.getByText(WRITING_SENTENCE)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(
    estimates.getByRole('region', { name: 'Pomodoros spent', exact: true }),
  ).toContainText('10');

  // The chart of focus per day, as a table: the same minutes, day by day.
  const perDay = focus.getByRole('region', { name: 'Focus time per day', exact: true });
  await expect(perDay.getByRole('img', { name: 'Focus time per day, chart' })).toBeVisible();
  await perDay.getByLabel('Show as table').check();
  const table = perDay.getByRole('table', { name: 'Focus time per day' });
  await expect(table.getByRole('row')).toHaveCount(8);
  for (const [date, minutes] of history.minutesByDay) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: date }) });
    await expect(row.getByRole('cell')).toHaveText([String(minutes), String(minutes / 25)]);
  }

  // Its CSV: the same header and rows, named by the days it covers.
  const download = page.waitForEvent('download');
  await perDay.getByRole('button', { name: 'Download CSV of Focus time per day' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`pomoplan-focus-by-day-${day(-6)}-to-${day(0)}.csv`);
  const lines = (await readFile(await file.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Date,Focus (minutes),Pomodoros');
  expect(lines).toHaveLength(8);
  for (let offset = -6; offset <= 0; offset += 1) {
    const minutes = history.minutesByDay.get(day(offset)) ?? 0;
    expect(lines).toContain(`${day(offset)},${minutes},${minutes / 25}`);
  }

  // At 390 px nothing scrolls sideways, not even the widest table.
  await page.setViewportSize({ width: 390, height: 844 });
  await focus
    .getByRole('region', { name: 'When you focus', exact: true })
    .getByLabel('Show as table')
    .check();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
  await page.setViewportSize({ width: 1280, height: 900 });

  // The dated goals' pace is asked apart; this user has none yet, and is told what to do.
  await expect(
    section(page, 'Work done').getByRole('region', { name: 'Goals against their dates' }),
  ).toContainText('No goal with a start and an end date. Give a goal its dates');

  // The task most over its estimate opens on its project page.
  const over = estimates.getByRole('region', { name: 'Most over their estimate' });
  await over.getByRole('link', { name: 'Chapter 3' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${history.projectId}`));
  await expect(page.getByRole('dialog', { name: 'Edit Task' }).getByLabel('Title')).toHaveValue(
    'Chapter 3',
  );
});

test('a Pro user sees the last 7 days of focus and the upgrade notice for the rest', async ({
  page,
}) => {
  await signedInUser(page, 'pro');
  await openInApp(page, '/reports', 'Reports');
  await expect(page.getByRole('heading', { name: 'Upgrade Required', level: 2 })).toBeVisible();
  await expect(page.getByText(REPORTS_REQUIRE_MASTER)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Master' })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  const range = page.getByRole('combobox', { name: 'Range' });
  await expect(range).toHaveText('Last 7 days');
  await expect(range).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(section(page, 'Focus')).toContainText(
    'No focus yet in these days. Start a pomodoro from any task or todo to see your focus here.',
  );
  await expect(section(page, 'Estimates')).toHaveCount(0);
  await expect(section(page, 'Work done')).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(
    0,
  );
});
