import { expect, test, type Page } from './support/test';
import { notify } from './support/notifications';
import { seedGoal, seedTodos } from './support/planning';
import { day, ensurePlansConfig, seedProject, seedTasks, TIME_ZONE } from './support/tasks';
import { deleteThroughDialog, taskFields, taskRow } from './support/taskUi';
import { adminDb, signedInUser, signInWithToken } from './support/users';
import { controlledByWorker } from './support/serviceWorker';

function todoPage(page: Page) {
  const addForm = page.getByRole('form', { name: 'Add todo' });
  return {
    input: addForm.getByRole('textbox', { name: 'New todo' }),
    active: page.getByRole('list', { name: 'Active todos' }),
    completed: page.getByRole('list', { name: 'Completed todos' }),
    completedToggle: page.getByRole('button', { name: /^Completed \(\d+\)$/ }),
    offline: page.getByRole('region', { name: 'You are offline' }),
  };
}

// Offline use is the service worker's work: allowed here, blocked elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow', timezoneId: TIME_ZONE });
test.beforeAll(ensurePlansConfig);

test('after one visit the app opens offline, keeps changes and syncs them when back online', async ({
  page,
  context,
  browser,
}, testInfo) => {
  // Several reloads, online and offline, and a second browser: longer than most tests.
  test.slow();
  const user = await signedInUser(page, 'pro');
  await seedTodos(user.uid, [{ text: 'Water the plants' }]);
  const todo = todoPage(page);
  await controlledByWorker(page);
  // A second visit, answered through the worker, which also reads the Pro plan set after the
  // first: the Pro-only actions must show offline too.
  await page.reload();
  await expect(
    todo.active.getByRole('button', { name: 'Water the plants', exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Pro Plan')).toBeVisible();
  await expect(todo.offline).toHaveCount(0);

  // A newer worker (the same file under another URL, as a deploy would bring) installs in the
  // background and waits: the app offers it, and takes it on the user's word. It is registered
  // after the page's own registration at its load event, which would otherwise replace it.
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.evaluate(() => {
    (window as { beforeUpdate?: boolean }).beforeUpdate = true;
    void navigator.serviceWorker.register('/sw.js?next');
  });
  const prompt = page.getByText('New version available');
  await expect(prompt).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  // Asked while the page reloads, the old page is gone: ask again (true: not reloaded yet).
  await expect
    .poll(() =>
      page
        .evaluate(() => (window as { beforeUpdate?: boolean }).beforeUpdate ?? false)
        .catch(() => true),
    )
    .toBe(false);
  await expect
    .poll(() =>
      page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '').catch(() => ''),
    )
    .toMatch(/\/sw\.js\?next$/);
  await expect(
    todo.active.getByRole('button', { name: 'Water the plants', exact: true }),
  ).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
  await expect(
    todo.active.getByRole('button', { name: 'Water the plants', exact: true }),
  ).toBeVisible();
  await expect(todo.offline).toContainText('Nothing is waiting to sync.');

  // The AI refresh needs the server: disabled, and it says why.
  await expect(page.getByRole('button', { name: 'Refresh analysis' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Refresh analysis' })).toHaveAccessibleDescription(
    'You are offline',
  );
  await expect(page.getByText('You are offline', { exact: true }).last()).toBeVisible();

  await todo.input.fill('Buy stamps');
  await todo.input.press('Enter');
  await todo.input.fill('Call the bank');
  await todo.input.press('Enter');
  await expect(todo.offline).toContainText('2 changes waiting to sync.');
  await todo.active.getByRole('checkbox', { name: 'Buy stamps' }).click();
  await todo.active.getByRole('checkbox', { name: 'Water the plants' }).click();
  await expect(todo.offline).toContainText('4 changes waiting to sync.');
  await expect(todo.completedToggle).toHaveText('Completed (2)');

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`offline-todo-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // Another page opened offline: the writes wait in the cache, which the banner says.
  await page.goto('/settings');
  await expect(todo.offline).toContainText('Changes made earlier are waiting to sync.');
  // Every action that needs the server is disabled and tells a screen reader why.
  for (const name of ['Export my data', 'Choose a file…', 'Delete account…']) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('You are offline');
  }
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  await expect(feed).toContainText('You are offline');
  await expect(feed).toContainText('The feed address shows once you are back online.');
  await expect(feed).not.toContainText('could not be loaded');
  const connection = page.getByRole('region', { name: 'Calendar connection' });
  await expect(connection.getByRole('button', { name: 'Connect Google Calendar' })).toBeDisabled();
  await expect(connection).toContainText(
    'Connecting or disconnecting Google Calendar needs a connection.',
  );

  await page.goto('/subscribe');
  await expect(page.getByText('Choosing a paid plan needs a connection.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Choose / }).first()).toBeDisabled();

  await page.goto('/super-panel');
  await expect(
    page.getByText('The admin panel needs a connection.', { exact: false }),
  ).toBeVisible();

  // A goal made offline: the dialog closes at once instead of waiting for the server.
  await page.goto('/goals');
  await page.getByRole('button', { name: 'New Goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Goal' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Learn Spanish');
  await dialog.getByRole('button', { name: 'Create Goal' }).click();
  await expect(dialog).toBeHidden();
  const goals = page.getByRole('list', { name: 'Goals' });
  await expect(goals.getByRole('listitem', { name: 'Learn Spanish' })).toBeVisible();
  await expect(todo.offline).toContainText('1 change waiting to sync.');

  await page.goto('/todo');
  await expect(
    todo.active.getByRole('button', { name: 'Call the bank', exact: true }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(todo.offline).toHaveCount(0);

  // A second browser sees what was done offline once it synced.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInWithToken(otherPage, user);
    const seen = todoPage(otherPage);
    await expect(
      seen.active.getByRole('button', { name: 'Call the bank', exact: true }),
    ).toBeVisible();
    await expect(seen.completedToggle).toHaveText('Completed (2)');
    await seen.completedToggle.click();
    await expect(seen.completed.getByRole('checkbox', { name: 'Buy stamps' })).toBeChecked();
    await expect(seen.completed.getByRole('checkbox', { name: 'Water the plants' })).toBeChecked();
    await otherPage.goto('/goals');
    await expect(
      otherPage
        .getByRole('list', { name: 'Goals' })
        .getByRole('listitem', { name: 'Learn Spanish' }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a browser that says it is offline while the server answers (loopback only) stays online', async ({
  page,
}) => {
  // A laptop with no network but loopback, running `npm start`: the browser says offline, yet
  // the local emulators answer every call.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }),
  );
  await signedInUser(page, 'free');
  await page.getByRole('textbox', { name: 'New todo' }).fill('Still online');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Active todos' })).toContainText('Still online');
  await expect(page.getByRole('button', { name: /^Refresh analysis/ })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'You are offline' })).toHaveCount(0);
});

test('tasks, goals, the calendar and the timeline open offline, and task changes made offline sync', async ({
  page,
  context,
  browser,
}) => {
  test.slow();
  const user = await signedInUser(page, 'pro');
  const projectId = await seedProject(user.uid, 'Work');
  const [draftId] = await seedTasks(user.uid, [
    { title: 'Draft the plan', projectId, dueDate: day(0) },
    { title: 'Old notes', projectId, dueDate: day(1) },
  ]);
  await seedGoal(user.uid, { name: 'Run a marathon' });
  // A reminder in the bell, and a connected Google Calendar, as the server would write them.
  await notify(user.uid, 'reminder', 'Reminder: Draft the plan', {
    url: `/projects/${projectId}?task=${draftId}`,
    taskId: draftId as string,
  });
  await adminDb().doc(`users/${user.uid}`).update({ googleCalendarConnected: true });
  await controlledByWorker(page);
  const pages = [
    { path: `/projects/${projectId}`, heading: 'Work', shows: 'Draft the plan' },
    { path: '/timeline', heading: 'Timeline', shows: 'Draft the plan' },
    { path: '/calendar', heading: 'Calendar', shows: 'Draft the plan' },
    { path: '/goals', heading: 'Goals', shows: 'Run a marathon' },
  ];
  // One signed-in visit of each page: Firestore's cache keeps what they read.
  for (const { path, heading, shows } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
  }

  await context.setOffline(true);
  for (const { path, heading, shows } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
  }
  const offline = page.getByRole('region', { name: 'You are offline' });
  await expect(offline).toBeVisible();
  // Snoozing asks the server: disabled, and it says why. Google's events, too, need it.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const snooze = page.getByRole('button', { name: 'Snooze "Reminder: Draft the plan"' });
  await expect(snooze).toBeDisabled();
  await expect(snooze).toHaveAccessibleDescription('You are offline');
  await page.keyboard.press('Escape');
  await page.goto('/calendar');
  await expect(page.getByRole('main')).toContainText(
    "Google Calendar's events show again once you are back online.",
  );

  // Create, edit, complete and delete a task on its project's page, all offline.
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'New Task' }).click();
  const create = page.getByRole('dialog', { name: 'Create New Task' });
  await taskFields(create).title.fill('Book flights');
  await taskFields(create).dueDate.fill(day(2));
  await create.getByRole('button', { name: 'Create Task' }).click();
  await expect(create).toBeHidden();
  await taskRow(page, 'Book flights').button.click();
  const edit = page.getByRole('dialog', { name: 'Edit Task' });
  await taskFields(edit).title.fill('Book flights to Rome');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(taskRow(page, 'Book flights to Rome').button).toBeVisible();
  await taskRow(page, 'Draft the plan').checkbox.click();
  await expect(taskRow(page, 'Draft the plan').checkbox).toBeChecked();
  await deleteThroughDialog(page, 'Old notes');
  await expect(taskRow(page, 'Old notes').button).toBeHidden();

  // Quick add works offline too: the task is made on this device from the typed words.
  await page.getByRole('button', { name: /^Quick add/ }).click();
  const quick = page.getByRole('dialog', { name: /Quick add/ });
  await quick
    .getByRole('textbox', { name: /Quick add/ })
    .pressSequentially('Pay rent tomorrow #Work');
  await quick.getByRole('textbox', { name: /Quick add/ }).press('Enter');
  await expect(quick).toBeHidden();
  await expect(taskRow(page, 'Pay rent').button).toBeVisible();
  await expect(offline).toContainText('5 changes waiting to sync.');

  // The timeline, reached without reloading, shows the same.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Timeline' })
    .click();
  await expect(page.getByRole('heading', { name: 'Timeline', level: 1 })).toBeVisible();
  await expect(taskRow(page, 'Book flights to Rome').button).toBeVisible();
  await expect(taskRow(page, 'Pay rent').button).toBeVisible();
  await expect(taskRow(page, 'Old notes').button).toBeHidden();

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);

  const other = await browser.newContext({ timezoneId: TIME_ZONE });
  try {
    const otherPage = await other.newPage();
    await signInWithToken(otherPage, user);
    await otherPage.goto(`/projects/${projectId}`);
    await expect(taskRow(otherPage, 'Book flights to Rome').button).toBeVisible();
    await expect(taskRow(otherPage, 'Pay rent').button).toBeVisible();
    await expect(taskRow(otherPage, 'Draft the plan').checkbox).toBeChecked();
    await expect(taskRow(otherPage, 'Old notes').button).toBeHidden();
    await expect(taskRow(otherPage, 'Book flights').button).toHaveCount(1);
  } finally {
    await other.close();
  }
});

test('the browser can install the app from the landing page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = await cdp.send('Page.getAppManifest');
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
  const manifest = (await (await page.request.get(url)).json()) as {
    name: string;
    start_url: string;
    theme_color: string;
    icons: { purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Pomoplan', start_url: '/todo', theme_color: '#D32F2F' });
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#D32F2F');
});
