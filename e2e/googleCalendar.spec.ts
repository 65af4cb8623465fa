// The Google Calendar journey against the Google stand-ins: connect from Settings through the
// consent page, see Google's events beside own tasks on /calendar, subscribe to the task feed,
// disconnect.
import { openInApp } from './support/navigation';
import { expect, test } from './support/test';
import { longDayLabel, todayIn } from '@pomoplan/domain';
import { ensurePlansConfig, seedProject, seedTasks } from './support/tasks';
import { toast } from './support/taskUi';
import { adminDb, signedInUser } from './support/users';

// The stand-in's demo calendar lives in Europe/Berlin; the browser does too here.
const ZONE = 'Europe/Berlin';
test.use({ timezoneId: ZONE, viewport: { width: 1400, height: 1000 } });
test.beforeAll(ensurePlansConfig);

test('connects Google Calendar, shows its events beside tasks, serves the feed, disconnects', async ({
  page,
}) => {
  const user = await signedInUser(page, 'pro');
  const twelfth = `${todayIn(ZONE).slice(0, 8)}12`;
  const projectId = await seedProject(user.uid, 'Home');
  await seedTasks(user.uid, [{ title: 'Buy a present', projectId, dueDate: twelfth }]);

  await openInApp(page, '/settings', 'Settings');
  const connection = page.getByRole('region', { name: 'Calendar connection' });
  await connection.getByRole('button', { name: 'Connect Google Calendar' }).click();

  // Google's consent page (the stand-in) names the app and the account from login_hint.
  await expect(page.getByText(user.email.toLowerCase()).first()).toBeVisible();
  await page.getByRole('button', { name: 'Allow' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  await expect(toast(page, 'Google Calendar connected')).toBeVisible();
  await expect(connection).toContainText(
    `Connected to Google Calendar as ${user.email.toLowerCase()}`,
  );

  await openInApp(page, '/calendar', 'Calendar');
  const cell = page.getByRole('gridcell').filter({
    has: page.getByRole('button', { name: `New task on ${longDayLabel(twelfth)}`, exact: true }),
  });
  await expect(cell.getByText('Buy a present')).toBeVisible();
  await expect(cell.getByText("Grandma's birthday")).toBeVisible();
  await expect(cell.getByLabel('External calendar event')).toBeVisible();
  await expect(page.getByText(/Weekly planning/).first()).toBeVisible();

  // An event opens a small view of itself, with the way to it in Google Calendar.
  await cell.getByRole('button', { name: /Grandma's birthday/ }).click();
  const details = page.getByRole('dialog', { name: "Grandma's birthday" });
  await expect(details).toContainText(`${longDayLabel(twelfth)}, all day`);
  await expect(details.getByRole('link', { name: 'Open in Google Calendar' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/calendar\/event\?eid=/,
  );
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  // Opening the event created no task on its day.
  await expect(page.getByRole('dialog', { name: 'Create New Task' })).toHaveCount(0);
  // A cut title reads in full on keyboard focus.
  const planning = page.getByRole('button', { name: /Weekly planning/ }).first();
  await planning.focus();
  // The pointer still rests on the event opened above, whose own tooltip may show as well.
  await expect(page.getByRole('tooltip').filter({ hasText: 'Weekly planning' })).toHaveText(
    /^\d{2}:\d{2} Weekly planning$/,
  );

  await openInApp(page, '/settings', 'Settings');
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  const address = feed.getByRole('textbox', { name: 'Feed address' });
  await expect(address).toHaveValue(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
  const url = await address.inputValue();
  const answer = await page.request.get(url);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/calendar');
  const text = await answer.text();
  expect(text).toContain('SUMMARY:Buy a present');
  expect(text).toContain(`DTSTART;VALUE=DATE:${twelfth.replace(/-/g, '')}`);

  await feed.getByRole('button', { name: 'Regenerate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Regenerate' }).click();
  await expect(address).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);

  await connection.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toast(page, 'Google Calendar disconnected')).toBeVisible();
  await expect(connection.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();

  await openInApp(page, '/calendar', 'Calendar');
  await expect(cell.getByText('Buy a present')).toBeVisible();
  await expect(cell.getByText("Grandma's birthday")).toHaveCount(0);
});

test('offers Reconnect when Google no longer accepts the connection', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  // What the events endpoint records after Google answered invalid_grant.
  await adminDb().doc(`users/${user.uid}`).update({
    googleCalendarStatus: 'reconnect',
    googleCalendarEmail: user.email.toLowerCase(),
  });

  await openInApp(page, '/calendar', 'Calendar');
  const notice = page.getByRole('alert').filter({ hasText: 'Token Error' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reconnect' })).toBeVisible();

  await openInApp(page, '/settings', 'Settings');
  const connection = page.getByRole('region', { name: 'Calendar connection' });
  await expect(connection.getByText('Token Error')).toBeVisible();
  await connection.getByRole('button', { name: 'Reconnect' }).click();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(toast(page, 'Google Calendar connected')).toBeVisible();
  await expect(connection).toContainText('Connected to Google Calendar as');
});

test('says plainly that Google Calendar was not connected when the person denies', async ({
  page,
}) => {
  await signedInUser(page, 'pro');
  await openInApp(page, '/settings', 'Settings');
  const connection = page.getByRole('region', { name: 'Calendar connection' });
  await connection.getByRole('button', { name: 'Connect Google Calendar' }).click();
  await page.getByRole('button', { name: 'Deny' }).click();

  await expect(page).toHaveURL(/\/settings$/);
  const notice = toast(page, 'Google Calendar was not connected. You can connect it any time.');
  await expect(notice).toBeVisible();
  // A choice, not a failure: nothing in the assertive (error) region.
  await expect(page.locator('[aria-live="assertive"]')).toBeEmpty();
  await expect(connection.getByRole('button', { name: 'Connect Google Calendar' })).toBeVisible();
});

test('the feed card subscribes Google Calendar and Apple Calendar or Outlook with one link each', async ({
  page,
}) => {
  await signedInUser(page, 'pro');
  await openInApp(page, '/settings', 'Settings');
  const feed = page.getByRole('region', { name: 'Calendar feed' });
  const url = await feed.getByRole('textbox', { name: 'Feed address' }).inputValue();
  const webcal = url.replace(/^https?:\/\//, 'webcal://');

  const google = feed.getByRole('link', { name: 'Add to Google Calendar' });
  await expect(google).toHaveAttribute(
    'href',
    `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  );
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(feed).toContainText(
    'Opens Google Calendar in a new tab and asks you to add the feed.',
  );

  const apple = feed.getByRole('link', { name: 'Add to Apple Calendar or Outlook' });
  await expect(apple).toHaveAttribute('href', webcal);
  await expect(feed).toContainText(
    'Opens the calendar app on this device, which asks you to subscribe.',
  );
});
