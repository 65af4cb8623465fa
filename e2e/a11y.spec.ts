// axe-core (WCAG 2.2 AA and best practices) on every page, dialog, drawer and pane, signed in and
// out, in the light and the dark colour scheme (both on each state, see expectNoAxeViolations).
// Each state is a soft assertion, so one run reports every page's violations.
import { expect, test, type Page } from './support/test';
import { seedAdmin, seedBackendUser, signInToPanel } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { openInApp } from './support/navigation';
import { seedGoal, seedTodos } from './support/planning';
import { seedFocusHistory } from './support/reports';
import { day, ensurePlansConfig, seedProject, seedTasks, TIME_ZONE } from './support/tasks';
import { signedInUser } from './support/users';

test.use({ timezoneId: TIME_ZONE, viewport: { width: 1280, height: 800 } });
test.beforeAll(ensurePlansConfig);
// Each test walks through many pages and runs axe on each.
test.describe.configure({ timeout: 120_000 });

async function heading(page: Page, name: string) {
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** The landing page at `/` is a document of its own; the other pages are the app's routes. */
const LANDING = ['/', 'Plan your day in pomodoros'] as const;

test('signed-out pages', async ({ page }) => {
  // The first route loads the app; the others are reached inside it, as by a link.
  for (const [path, title] of [
    ['/login', 'Welcome to Pomoplan'],
    ['/signup', 'Join Pomoplan'],
    ['/subscribe', 'Choose your plan'],
    ['/test', 'Test accounts'],
    ['/checkout?tier=pro&amount=3&billing=monthly', 'Authentication Required'],
  ] as const) {
    await openInApp(page, path, title);
    await expectNoAxeViolations(page, path.split('?')[0] ?? path);
  }
  await page.goto(LANDING[0]);
  await heading(page, LANDING[1]);
  await expectNoAxeViolations(page, LANDING[0]);
});

test('To Do, goals, settings and subscribe of a free user with data', async ({ page }) => {
  const user = await signedInUser(page, 'free');
  const goalId = await seedGoal(user.uid, { name: 'Run a marathon', color: '#22C55E' });
  await seedTodos(user.uid, [
    { text: 'Buy milk', dueType: 'today', goalId },
    { text: 'Call mum', dueType: 'tomorrow' },
    { text: 'Read a book', completed: true },
  ]);

  await expect(page.getByRole('button', { name: 'Buy milk', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'To Do');
  await page.getByRole('button', { name: 'Buy milk', exact: true }).click();
  const editTodo = page.getByRole('dialog', { name: 'Edit Todo' });
  await expect(editTodo).toBeVisible();
  await expectNoAxeViolations(page, 'the Edit Todo panel');
  await page.keyboard.press('Escape');
  await expect(editTodo).toBeHidden();

  for (const [path, title] of [
    ['/goals', 'Goals'],
    ['/settings', 'Settings'],
    ['/calendar', 'Calendar'],
  ] as const) {
    await openInApp(page, path, title);
    await expectNoAxeViolations(page, `${path} (free)`);
  }

  await openInApp(page, '/goals', 'Goals');
  await page.getByRole('tab', { name: 'Groups' }).click();
  await page.getByRole('button', { name: 'New Group' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Group' })).toBeVisible();
  await expectNoAxeViolations(page, 'the group dialog');
  await page.keyboard.press('Escape');

  await openInApp(page, `/goal/${goalId}`, 'Run a marathon');
  await expect(page.getByText('Buy milk', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'a goal');

  await openInApp(page, '/subscribe', 'Choose your plan');
  await expectNoAxeViolations(page, '/subscribe (signed in)');

  await openInApp(page, '/checkout?tier=pro&amount=3&billing=monthly', 'Checkout');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();
  await expectNoAxeViolations(page, '/checkout (signed in)');
});

test('calendar, timeline with its edit pane and a project of a pro user', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Launch', '#3B82F6', 'The Q4 launch');
  await seedTasks(user.uid, [
    { title: 'Write the plan', projectId, dueDate: day(0), estimatedPomodoros: 3 },
    { title: 'Late report', projectId, dueDate: day(-1) },
    { title: 'Shipped', projectId, dueDate: day(1), isCompleted: true },
  ]);

  await openInApp(page, '/calendar', 'Calendar');
  await expect(page.getByText('Write the plan')).toBeVisible();
  await expectNoAxeViolations(page, '/calendar');

  await openInApp(page, '/timeline', 'Timeline');
  await page.getByRole('button', { name: /^Write the plan\b/ }).click();
  await expect(page.getByRole('complementary', { name: 'Task details' })).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Task details' }).getByLabel('Title'),
  ).toHaveValue('Write the plan');
  await expectNoAxeViolations(page, '/timeline with the edit pane');

  await openInApp(page, `/projects/${projectId}`, 'Launch');
  await expect(page.getByRole('button', { name: /^Write the plan\b/ })).toBeVisible();
  await expectNoAxeViolations(page, 'a project');
  await page.getByRole('button', { name: 'New Task' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Task' })).toBeVisible();
  await expectNoAxeViolations(page, 'the task dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Create New Task' })).toBeHidden();

  await openInApp(page, '/goals', 'Goals');
  await page.getByRole('button', { name: 'New Goal' }).click();
  await expect(page.getByRole('dialog', { name: 'Create Goal' })).toBeVisible();
  await expectNoAxeViolations(page, 'the goal dialog');
  await page.keyboard.press('Escape');

  await page
    .getByRole('navigation', { name: 'Projects' })
    .getByRole('button', { name: 'New Project' })
    .click();
  await expect(page.getByRole('dialog', { name: 'New Project' })).toBeVisible();
  await expectNoAxeViolations(page, 'the project dialog');
});

test('the reports of a master user, as charts and as tables', async ({ page }) => {
  const user = await signedInUser(page, 'master');
  await seedFocusHistory(user.uid);
  await openInApp(page, '/reports', 'Reports');
  const focus = page.getByRole('region', { name: 'Focus', exact: true });
  await expect(async () => {
    // The triggers roll the sessions up a moment after they are written.
    await page.reload();
    await expect(focus.getByRole('img', { name: 'Focus time per day, chart' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page, '/reports (master)');
  for (const figure of ['Focus time per day', 'When you focus']) {
    await page
      .getByRole('region', { name: figure, exact: true })
      .getByLabel('Show as table')
      .check();
  }
  await expectNoAxeViolations(page, '/reports as tables');
});

test('the reports of a pro user: a week of focus and the upgrade notice', async ({ page }) => {
  await signedInUser(page, 'pro');
  await openInApp(page, '/reports', 'Reports');
  await expect(page.getByRole('heading', { name: 'Upgrade Required' })).toBeVisible();
  await expectNoAxeViolations(page, '/reports (pro)');
});

test('the mobile drawer', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInUser(page, 'free');
  await expectNoAxeViolations(page, 'To Do at 360 px');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolations(page, 'the sidebar drawer');
});

test('the admin panel, its details dialog and a user page', async ({ page }) => {
  const admin = await seedAdmin();
  const name = `Ally Member${Date.now()}`;
  const member = await seedBackendUser(name);
  await page.goto('/super-panel');
  await heading(page, 'Admin Panel');
  await expectNoAxeViolations(page, 'the admin login');
  await signInToPanel(page, admin);
  const row = page.getByRole('row').filter({ hasText: member.email });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page, 'the admin panel');

  await row.getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'User Details' });
  await expect(details.getByText(member.uid)).toBeVisible();
  await expectNoAxeViolations(page, 'the user details dialog');
  await details.getByRole('button', { name: 'Close' }).click();

  for (const tab of ['Subscriptions', 'Integrations', 'Settings']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    // Fields and buttons are disabled while the tab loads; check the page the admin uses.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    if (tab === 'Integrations') await expect(page.getByLabel('Chat webhook URL')).toBeEnabled();
    await expectNoAxeViolations(page, `the admin ${tab} tab`);
  }

  await page.getByRole('tab', { name: 'Users' }).click();
  await row.getByRole('link', { name }).click();
  await heading(page, name);
  await expect(page.getByRole('list', { name: 'Activity history' })).toBeVisible();
  await expectNoAxeViolations(page, 'the admin user page');
});

/** How far the page scrolls sideways: 0 when everything fits the viewport's width. */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

// 360 px is a small phone; 640 px is a 1280 px window at 200 % zoom.
for (const width of [360, 640]) {
  test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    // The first route loads the app; the others are reached inside it, as by a link.
    for (const [path, title] of [
      ['/login', 'Welcome to Pomoplan'],
      ['/signup', 'Join Pomoplan'],
      ['/subscribe', 'Choose your plan'],
      ['/test', 'Test accounts'],
      ['/checkout', 'Authentication Required'],
    ] as const) {
      await openInApp(page, path, title);
      expect.soft(await sidewaysOverflow(page), `sideways overflow of ${path}`).toBe(0);
    }
    await page.goto(LANDING[0]);
    await heading(page, LANDING[1]);
    expect.soft(await sidewaysOverflow(page), `sideways overflow of ${LANDING[0]}`).toBe(0);

    const user = await signedInUser(page, 'pro');
    const projectId = await seedProject(user.uid, 'Launch');
    const goalId = await seedGoal(user.uid, { name: 'Run a marathon' });
    await seedTodos(user.uid, [{ text: 'A todo with a rather long text to wrap', goalId }]);
    await seedTasks(user.uid, [
      { title: 'A task with a long title on the calendar', projectId, dueDate: day(0) },
    ]);
    for (const [path, title] of [
      ['/todo', 'To Do'],
      ['/goals', 'Goals'],
      [`/goal/${goalId}`, 'Run a marathon'],
      ['/settings', 'Settings'],
      ['/subscribe', 'Choose your plan'],
      ['/calendar', 'Calendar'],
      ['/timeline', 'Timeline'],
      ['/reports', 'Reports'],
      [`/projects/${projectId}`, 'Launch'],
    ] as const) {
      await openInApp(page, path, title);
      expect.soft(await sidewaysOverflow(page), `sideways overflow of ${path}`).toBe(0);
    }
  });
}

test('prefers-reduced-motion turns transitions off', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  const signIn = page.getByRole('button', { name: 'Sign In' });
  const seconds = await signIn.evaluate((element) =>
    getComputedStyle(element)
      .transitionDuration.split(',')
      .map((value) => parseFloat(value)),
  );
  expect(Math.max(...seconds)).toBeLessThan(0.001);

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const normal = await signIn.evaluate((element) =>
    parseFloat(getComputedStyle(element).transitionDuration),
  );
  expect(normal).toBeGreaterThan(0);
});
