// The month grid, the narrow month list and the timeline's groups on days that bite a planner,
// with the page's clock set to each (Playwright's clock): a month that starts on a Sunday and
// fills four weeks, one that starts on a Saturday and spans six, and one that starts on a
// Tuesday seen on its last day, whose tomorrow is in the next month. axe checks each state in
// both colour schemes.
import {
  addDays,
  longDayLabel,
  monthOf,
  monthTitle,
  shortMonthName,
  type CalendarMonth,
} from '@pomoplan/domain';
import { expectNoAxeViolations } from './support/axe';
import { openInApp } from './support/navigation';
import { ensurePlansConfig, seedProject, seedTasks, TIME_ZONE } from './support/tasks';
import { expect, test, type Page } from './support/test';
import { signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1280, height: 1000 } });
test.beforeAll(ensurePlansConfig);
test.describe.configure({ timeout: 120_000 });

interface MonthCase {
  what: string;
  /** The page's today; the clock stands at its noon in TIME_ZONE (UTC+12 or +13). */
  today: string;
  weeks: number;
  /** The first and last day of the grid. */
  first: string;
  last: string;
}

const MONTHS: MonthCase[] = [
  {
    what: 'starts on a Sunday and fills four weeks',
    today: '2026-02-10',
    weeks: 4,
    first: '2026-02-01',
    last: '2026-02-28',
  },
  {
    what: 'starts on a Saturday and spans six weeks',
    today: '2026-08-01',
    weeks: 6,
    first: '2026-07-26',
    last: '2026-09-05',
  },
  {
    what: 'starts on a Tuesday, seen on its last day',
    today: '2026-09-30',
    weeks: 5,
    first: '2026-08-30',
    last: '2026-10-03',
  },
];

const dayButton = (page: Page, day: string) =>
  page.getByRole('button', { name: `New task on ${longDayLabel(day)}`, exact: true });

const cell = (page: Page, day: string) =>
  page.getByRole('gridcell').filter({ has: dayButton(page, day) });

const inMonth = (day: string, month: CalendarMonth) => {
  const of = monthOf(day);
  return of.year === month.year && of.month === month.month;
};

for (const month of MONTHS) {
  test(`a month that ${month.what} (today ${month.today})`, async ({ page }) => {
    // Midnight UTC is noon or 1 pm in Auckland, the same calendar day.
    await page.clock.setFixedTime(new Date(`${month.today}T00:00:00Z`));
    const user = await signedInUser(page, 'pro');
    const projectId = await seedProject(user.uid, 'Home', '#22C55E');
    const yesterday = addDays(month.today, -1);
    const tomorrow = addDays(month.today, 1);
    await seedTasks(user.uid, [
      { title: 'Pay the rent', projectId, dueDate: yesterday },
      { title: 'Water the plants', projectId, dueDate: month.today },
      { title: 'Book the dentist', projectId, dueDate: tomorrow },
    ]);
    const shown = monthOf(month.today);

    await openInApp(page, '/calendar', 'Calendar');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      monthTitle(shown),
    );
    // The column headers' row, then one row a week.
    await expect(page.getByRole('grid').getByRole('row')).toHaveCount(month.weeks + 1);
    await expect(
      page.getByRole('gridcell').first().getByRole('button').first(),
    ).toHaveAccessibleName(`New task on ${longDayLabel(month.first)}`);
    await expect(page.getByRole('gridcell')).toHaveCount(month.weeks * 7);
    await expect(cell(page, month.last)).toBeVisible();
    await expect(cell(page, month.today)).toHaveAttribute('aria-current', 'date');
    for (const [day, title] of [
      [yesterday, 'Pay the rent'],
      [month.today, 'Water the plants'],
      [tomorrow, 'Book the dentist'],
    ] as const) {
      await expect(cell(page, day).getByRole('button', { name: title })).toBeVisible();
    }
    // A day of a neighbouring month is named with its month, not only drawn fainter.
    for (const day of [month.first, month.last].filter((edge) => !inMonth(edge, shown))) {
      await expect(dayButton(page, day)).toHaveText(String(Number(day.slice(8))));
      await expect(cell(page, day)).toContainText(shortMonthName(day));
    }
    await expect(dayButton(page, month.today)).toHaveText(String(Number(month.today.slice(8))));
    await expectNoAxeViolations(page, `/calendar, ${monthTitle(shown)}`);

    // At phone width the month is a list of its own planned days, from today on.
    await page.setViewportSize({ width: 390, height: 844 });
    const list = page.getByRole('main');
    await expect(list.getByText('Water the plants')).toBeVisible();
    await expect(list.getByText('Book the dentist')).toBeVisible({
      visible: inMonth(tomorrow, shown),
    });
    await expectNoAxeViolations(page, `/calendar at 390 px, ${monthTitle(shown)}`);
    await page.setViewportSize({ width: 1280, height: 1000 });

    await openInApp(page, '/timeline', 'Timeline');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Overdue',
      'Today',
      'Tomorrow',
    ]);
    await expect(page.getByRole('region', { name: 'Overdue', exact: true })).toContainText(
      'Pay the rent',
    );
    await expect(page.getByRole('region', { name: 'Today', exact: true })).toContainText(
      'Water the plants',
    );
    await expect(page.getByRole('region', { name: 'Tomorrow', exact: true })).toContainText(
      'Book the dentist',
    );
    await expectNoAxeViolations(page, `/timeline on ${month.today}`);
  });
}
