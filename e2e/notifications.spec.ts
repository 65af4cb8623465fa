import { expect, test, type Page } from './support/test';
import { dayAndTimeText } from '@pomoplan/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { notify } from './support/notifications';
import { seedProject, seedTasks } from './support/tasks';
import { adminDb, signedInUser } from './support/users';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('the bell counts unread notifications live, marks them read and opens the task', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const projectId = await seedProject(user.uid, 'Book');
  const [taskId] = await seedTasks(user.uid, [{ title: 'Write chapter 1', projectId }]);
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  await notify(user.uid, 'n1', 'Reminder: Plan the week');
  await notify(user.uid, 'n2', 'Reminder: Write chapter 1', {
    url: `/projects/${projectId}?task=${taskId}`,
    taskId: taskId as string,
  });
  await expect(bell(page)).toHaveAccessibleName('Notifications (2 unread)');

  // The list is a modal popover: the bell is read again once it is closed.
  const list = page.getByRole('region', { name: 'Notification list' });
  await bell(page).click();
  await expect(list.getByText('Reminder: Plan the week')).toBeVisible();
  const markOne = list.getByRole('button', { name: 'Mark "Reminder: Plan the week" as read' });
  await markOne.click();
  await expect(markOne).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');

  await bell(page).click();
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(bell(page)).toHaveAccessibleName('Notifications');

  // A reminder can be snoozed from the bell; one that is not about a task cannot.
  await bell(page).click();
  await expect(list.getByRole('button', { name: /^Snooze/ })).toHaveCount(1);
  await list.getByRole('button', { name: 'Snooze "Reminder: Write chapter 1"' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['10 minutes', '1 hour', 'Tomorrow morning']);
  await page.getByRole('menuitem', { name: '1 hour' }).click();
  await expect(
    page.getByText(
      /^Snoozed\. We'll remind you again in 1 h \((Today|Tomorrow), \d{1,2}:\d{2} [AP]M\)\.$/,
    ),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Following a reminder opens its task on the project's page.
  await bell(page).click();
  await list.getByText('Reminder: Write chapter 1').click();
  await expect(page).toHaveURL(`/projects/${projectId}`);
  await expect(page.getByRole('dialog', { name: 'Edit Task' })).toBeVisible();
  await expect(page.getByRole('dialog').getByLabel(/Title/)).toHaveValue('Write chapter 1');
});

/** The service worker's scope, with the notifications it has shown kept in `shown`. */
type ShowingWorker = {
  registration: {
    showNotification(title: string, options?: NotificationOptions): Promise<void>;
  };
  shown: unknown[];
};

// The headless shell has no push service: this one runs in the full browser.
test(
  "the service worker shows a reminder pushed in FCM's envelope",
  { tag: '@full-browser' },
  async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await signedInUser(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const cdp = await context.newCDPSession(page);
    // A push handed to a worker that is still installing or being replaced by a newer build is
    // lost: the message goes to the registration once its active version runs.
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        const running = versions.find(
          (version) => version.status === 'activated' && version.runningStatus === 'running',
        );
        if (running) resolve(running.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registered;

    // What the worker asks the browser to show is read in the worker itself: on a busy machine
    // Chromium's getNotifications() now and then answered [] for a push the worker had shown,
    // for as long as the test waited.
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await worker.evaluate(() => {
      const scope = self as unknown as ShowingWorker;
      const show = scope.registration.showNotification.bind(scope.registration);
      scope.shown = [];
      scope.registration.showNotification = (title, options) =>
        show(title, options).then(() => {
          scope.shown.push({ title, ...options });
        });
    });

    // FCM's envelope: the data-only message the functions send sits under `data`.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify({
        data: {
          title: 'Reminder: Write chapter 1',
          body: 'Reminder · Today, 9:00 AM',
          url: '/projects/p1?task=t1',
          tag: 'send-1',
          snoozeKey: 'key-1',
          snoozeActions: JSON.stringify([
            { action: 'snooze-10m', title: '10 minutes' },
            { action: 'snooze-1h', title: '1 hour' },
            { action: 'snooze-tomorrow', title: 'Tomorrow morning' },
          ]),
        },
        from: '1234567890',
        fcmMessageId: 'm-1',
      }),
    });

    await expect
      .poll(() => worker.evaluate(() => (self as unknown as ShowingWorker).shown))
      .toEqual([
        {
          title: 'Reminder: Write chapter 1',
          body: 'Reminder · Today, 9:00 AM',
          icon: '/favicon.svg',
          // The same reminder pushed twice replaces itself.
          tag: 'send-1',
          data: { url: '/projects/p1?task=t1', sendId: 'send-1', snoozeKey: 'key-1' },
          actions: [
            { action: 'snooze-10m', title: '10 minutes' },
            { action: 'snooze-1h', title: '1 hour' },
            { action: 'snooze-tomorrow', title: 'Tomorrow morning' },
          ],
        },
      ]);
  },
);

test.describe('reminders in words, on the user clock', () => {
  const ZONE = 'America/New_York';
  test.use({ timezoneId: ZONE });

  test('the bell says Reminder with its time and how long ago, and the row shows it is set', async ({
    page,
  }) => {
    const user = await signedInUser(page);
    const projectId = await seedProject(user.uid, 'Home');
    const now = Date.now();
    const remindAt = new Date(now - 5 * 60_000);
    const soon = new Date(now + 10 * 60_000);
    const [taskId] = await seedTasks(user.uid, [
      { title: 'Water the plants', projectId },
      { title: 'Call the bank', projectId, reminderAt: soon },
    ]);
    // As the reminder worker writes it: the task has no due date, so nothing says 'Due'.
    await adminDb()
      .doc(`users/${user.uid}/notifications/r1`)
      .set({
        title: 'Reminder: Water the plants',
        body: 'stored text the bell does not show',
        url: `/projects/${projectId}?task=${taskId}`,
        taskId,
        read: false,
        missed: false,
        remindAt,
        dueDate: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });

    await bell(page).click();
    const list = page.getByRole('region', { name: 'Notification list' });
    await expect(list.getByText('Reminder: Water the plants')).toBeVisible();
    await expect(
      list.getByText(`Reminder · ${dayAndTimeText(remindAt, new Date(), ZONE)}`),
    ).toBeVisible();
    // The browser's clock may differ from this process's by a little.
    await expect(list.getByText(/^[4-6] min ago$/)).toBeVisible();
    await expect(list).not.toContainText('Due');
    await page.keyboard.press('Escape');

    await page.goto(`/projects/${projectId}`);
    const row = page.getByRole('button', { name: /^Call the bank\b/ });
    await expect(row.getByRole('img', { name: 'Reminder' })).toBeVisible();
    await expect(row).toContainText(dayAndTimeText(soon, new Date(), ZONE));
    const plain = page.getByRole('button', { name: /^Water the plants\b/ });
    await expect(plain.getByRole('img', { name: 'Reminder' })).toHaveCount(0);
  });

  test('"Mark read" stays on one line on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await signedInUser(page);
    await notify(user.uid, 'n1', 'Reminder: A rather long title of a task that goes on and on');
    await bell(page).click();
    const markRead = page.getByRole('button', { name: /^Mark ".*" as read$/ });
    const box = await markRead.boundingBox();
    // One line of a small button is under 40 px high; wrapped, it is two lines.
    expect(box?.height ?? 0).toBeLessThan(40);
  });
});
