// A new account's address must be verified before any e-mail goes to it: the app asks for it
// on every page and in Settings, sends the link again on request, and notices by itself once
// the link was opened (here from the local mailbox, which lists what the Auth emulator holds).
import { expectNoAxeViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { uniqueEmail, verificationLinkOf } from './support/users';

const MAILBOX_URL = 'http://127.0.0.1:9905/';

/** Creates an account through the sign-up form: its address is not verified yet. */
async function signUp(page: Page, firstName: string, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('a new account verifies its e-mail through the link, and the app notices by itself', async ({
  page,
}) => {
  const email = uniqueEmail('verify');
  await signUp(page, 'Vera', email);
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();

  const banner = page.getByRole('region', { name: 'Verify your e-mail' });
  await expect(banner).toContainText(`Open the link we sent to ${email}`);
  await expect(banner).toContainText('Until then, Pomoplan sends you no e-mail');
  await expectNoAxeViolations(page, 'the verification banner');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectNoAxeViolations(page, 'the verification banner, dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Settings says, next to each e-mail switch, why it is off.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const why =
    'Off until you verify your e-mail address with the link we sent you. No e-mail? Use “Resend e-mail” at the top of the page.';
  for (const name of ['Email notifications', 'Daily digest e-mail']) {
    const emailSwitch = page.getByRole('switch', { name });
    await expect(emailSwitch).not.toBeChecked();
    await expect(emailSwitch).toBeDisabled();
    await expect(emailSwitch).toHaveAccessibleDescription(why);
  }

  await banner.getByRole('button', { name: 'Resend e-mail' }).click();
  await expect(banner.getByRole('status')).toHaveText(
    'Sent again. Check your inbox, and your spam folder too.',
  );

  // The local mailbox lists the verification e-mail with its link; opening it leads back.
  await expect.poll(() => verificationLinkOf(email)).toBeDefined();
  await page.goto(MAILBOX_URL);
  const mail = page
    .getByRole('article')
    .filter({ hasText: `To ${email}` })
    .first();
  await expect(mail.getByRole('heading')).toHaveText('Verify your e-mail for Pomoplan');
  // The page the link opens notes each time the banner is drawn: its session still holds the
  // ID token from before the link, which says the address is not verified.
  await page.addInitScript(() => {
    const drawn: number[] = [];
    (window as unknown as { bannerDrawn: number[] }).bannerDrawn = drawn;
    let shown = false;
    new MutationObserver(() => {
      const now =
        document.querySelector('[role="region"] h2')?.textContent === 'Verify your e-mail';
      if (now && !shown) drawn.push(Math.round(performance.now()));
      shown = now;
    }).observe(document, { subtree: true, childList: true });
  });
  await mail.getByRole('link', { name: /^http:\/\/.+mode=verifyEmail/ }).click();

  // It says the address is verified, with no banner drawn first, and leaves no mark in the address.
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(
    await page.evaluate(() => (window as unknown as { bannerDrawn: number[] }).bannerDrawn),
  ).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toBeEnabled();
});

test('the verification banner is there with the first screen: the page does not move under it', async ({
  page,
}) => {
  // A phone, where the banner is tallest against the page.
  await page.setViewportSize({ width: 412, height: 823 });
  await signUp(page, 'Steady', uniqueEmail('steady'));
  await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toBeVisible();
  // The first visit has seen its lists, so it keeps them for the next one (on a busy machine
  // the reload could otherwise come before Firestore's first answer, with nothing to keep).
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();
  await expect(page.getByText('No AI summary yet. Add a few todos, then refresh.')).toBeVisible();

  // A returning visit: the layout shifts the page records until its list and banner are in.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as { value?: number }).value ?? 0);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();
  await expect(page.getByText('No AI summary yet. Add a few todos, then refresh.')).toBeVisible();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  // Web Vitals calls a layout shift score under 0.1 good; the banner arriving late scored 0.24.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
});

test('asking whether the address is verified yet leaves the live data alone', async ({ page }) => {
  await signUp(page, 'Patient', uniqueEmail('patient'));
  await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText('No todos yet. Add one above to get started!')).toBeVisible();

  // A Firestore stream opens with a request that names no session yet (no SID).
  const streamsOpened: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/google.firestore.v1.Firestore/') && !url.includes('SID=')) {
      streamsOpened.push(url);
    }
  });
  // The app asks again whenever the tab comes back into focus (and every few seconds).
  const asked = page.waitForResponse((response) =>
    /accounts:lookup|\/api\/auth\/email-verification/.test(response.url()),
  );
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await asked;
  // A stream torn down by the check opens again within milliseconds of its answer; this waits
  // well past that before counting.
  await page.waitForTimeout(1_500);
  expect(streamsOpened).toEqual([]);
  await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toBeVisible();
});
