import { expect, test, type Page } from './support/test';
import { seedTodos } from './support/planning';
import { signedInUser, signInWithToken } from './support/users';

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

/** Waits until the service worker controls the page, which it does once it kept the app. */
async function appKeptForOffline(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

// Offline use is the service worker's work: allowed here, blocked elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('after one visit the app opens offline, keeps changes and syncs them when back online', async ({
  page,
  context,
  browser,
}, testInfo) => {
  const user = await signedInUser(page, 'pro');
  await seedTodos(user.uid, [{ text: 'Water the plants' }]);
  const todo = todoPage(page);
  await appKeptForOffline(page);
  // A second visit, answered through the worker, which also reads the Pro plan set after the
  // first: the Pro-only actions must show offline too.
  await page.reload();
  await expect(todo.active.getByRole('button', { name: 'Water the plants' })).toBeVisible();
  await expect(page.getByText('Pro Plan')).toBeVisible();
  await expect(todo.offline).toHaveCount(0);

  // A newer worker (the same file under another URL, as a deploy would bring) installs in the
  // background and waits: the app offers it, and takes it on the user's word.
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
  await expect(todo.active.getByRole('button', { name: 'Water the plants' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
  await expect(todo.active.getByRole('button', { name: 'Water the plants' })).toBeVisible();
  await expect(todo.offline).toContainText('Nothing is waiting to sync.');

  // The AI refresh needs the server: disabled, and it says why.
  await expect(page.getByRole('button', { name: 'Refresh analysis' })).toBeDisabled();
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
  await expect(todo.active.getByRole('button', { name: 'Call the bank' })).toBeVisible();
  await context.setOffline(false);
  await expect(todo.offline).toHaveCount(0);

  // A second browser sees what was done offline once it synced.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signInWithToken(otherPage, user);
    const seen = todoPage(otherPage);
    await expect(seen.active.getByRole('button', { name: 'Call the bank' })).toBeVisible();
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
