// The demo accounts `npm start` seeds show the product: the seed is run here as `npm start`
// runs it, then the Pro account's month is looked at. It resets the demo accounts and
// config/plans, so it runs in the `alone` project.
import { expect, test } from './support/test';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { addDays, longDayLabel, todayIn } from '@pomoplan/domain';
import { adminDb, signInWithToken } from './support/users';

const run = promisify(execFile);

test('the seeded Pro account has projects, estimated tasks, a weekly task, a reminder, goals and todos', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await run('npx', ['tsx', 'scripts/seed/index.ts'], { env: process.env });
  const uid = 'test-pro-user';
  const user = await adminDb().doc(`users/${uid}`).get();
  const pro = { uid, email: String(user.get('email')), password: 'pomoplan-demo' };
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInWithToken(page, pro);

  // Its own projects in the sidebar, and todos linked to goals on To Do.
  for (const name of ['Beta launch', 'Home', 'Conference talk']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(
    page.getByRole('button', { name: 'Fix the sign-up e-mail template', exact: true }),
  ).toBeVisible();

  // This month's work on the calendar: today's task with its reminder beside the others.
  const today = todayIn('UTC');
  await page.goto('/calendar');
  const cell = (day: string) =>
    page.getByRole('gridcell').filter({
      has: page.getByRole('button', { name: `New task on ${longDayLabel(day)}`, exact: true }),
    });
  await expect(cell(today).getByText('Write release notes')).toBeVisible();
  if (addDays(today, 2).slice(0, 7) === today.slice(0, 7)) {
    await expect(cell(addDays(today, 2)).getByText('Prepare the demo video')).toBeVisible();
  }

  // Estimates, the weekly task and the reminder on the project's list.
  await page.getByRole('link', { name: 'Beta launch', exact: true }).click();
  const release = page.getByRole('button', { name: /^Write release notes\b/ });
  await expect(release).toContainText('2 × 25 min');
  await expect(release.getByRole('img', { name: 'Reminder' })).toBeVisible();
  const weekly = page.getByRole('button', { name: /^Weekly metrics review\b/ });
  await expect(weekly.getByLabel('Repeats')).toBeVisible();

  // Goals that run this month.
  await page.goto('/goals');
  await expect(page.getByText('Launch the beta').first()).toBeVisible();
});
