// Paying for a plan in the browser: the landing page or /subscribe, sign-up or login, the
// checkout page with the Stripe stand-in's Stripe.js (its card form and 3D Secure step), the
// server's confirmation and webhook, then the app on the new plan; and managing the
// subscription in Settings and the admin panel.
import { expect, test, type Page } from './support/test';
import { adminAuth, adminDb, createAuthUser, signInWithToken, uniqueEmail } from './support/users';
import { standinCustomer } from './support/stripe';

const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authentication: '4000 0000 0000 3220',
  webhookFirst: '4000 0000 0000 0077',
  chargeFails: '4000 0000 0000 0341',
} as const;

const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Pro yearly at the default prices, as the landing page's yearly toggle shows it. */
const PRO_YEARLY_CHECKOUT = '/checkout?tier=pro&amount=30&billing=yearly';

/** Records the Stripe.js the page loads, so a test can say which one it was. */
function watchStripeJs(page: Page): string[] {
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('js.stripe.com') || url.includes('/js/v3')) loaded.push(url);
  });
  return loaded;
}

async function signUp(page: Page, firstName: string): Promise<string> {
  const email = uniqueEmail(firstName.toLowerCase());
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  return email;
}

/**
 * Records, from the page itself, every path it shows and every loading text it puts up, so a
 * test can say what a person saw between two steps.
 */
async function recordScreens(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenScreens: string[] }).seenScreens = seen;
    const note = () => {
      const statuses = Array.from(document.querySelectorAll('[role="status"]'), (node) =>
        (node.textContent ?? '').trim(),
      );
      for (const text of [`path ${location.pathname}`, ...statuses.map((t) => `status ${t}`)]) {
        if (text !== 'status ' && seen.at(-1) !== text && !seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

async function screensSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenScreens: string[] }).seenScreens);
}

/** A new visitor on the landing page picks Pro yearly and signs up: the checkout opens. */
async function signUpForProYearly(page: Page, firstName = 'Payer'): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Yearly' }).click();
  await page.getByLabel('Pro plan').getByRole('link', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/signup\?plan=pro&billing=yearly&amount=30$/);
  await expect(page.getByText("You're joining Pro – $30/year")).toBeVisible();
  // A person takes seconds over the form; meanwhile the page prepares the checkout.
  await page.waitForLoadState('networkidle');
  await recordScreens(page);
  const email = await signUp(page, firstName);
  await expect(page).toHaveURL(PRO_YEARLY_CHECKOUT);
  await expect(page.getByText('Pro plan, billed yearly: $30/year')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay $30/year' })).toBeEnabled();
  // Straight from the form to the checkout: no To Do page on the way, one waiting state.
  const seen = await screensSeen(page);
  expect(seen.filter((screen) => screen.startsWith('path '))).toEqual([
    'path /signup',
    'path /checkout',
  ]);
  expect(seen.filter((screen) => screen.startsWith('status '))).toEqual([
    'status Preparing payment…',
  ]);
  return email;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
}

async function pay(page: Page, number: string, label = 'Pay $30/year') {
  await fillCard(page, number);
  await page.getByRole('button', { name: label }).click();
}

/** Marks the document, so a test can tell the page was not reloaded since. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', 'yes'));
}

async function expectOnPlan(page: Page, plan: string) {
  await expect(page.getByText('Payment Successful')).toBeVisible();
  await expect(page).toHaveURL('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByText(plan)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-not-reloaded', 'yes');
  // The confirmation stays in the app until the person dismisses it.
  const confirmation = page.getByRole('region', { name: 'Payment Successful' });
  await expect(confirmation).toContainText(`You're now on the ${plan}.`);
  await confirmation.getByRole('button', { name: 'Dismiss' }).click();
  await expect(confirmation).toHaveCount(0);
}

test.describe('paying for a plan', () => {
  test('a visitor picks Pro yearly on the landing page, signs up, pays with 4242 and is on Pro', async ({
    page,
  }) => {
    const stripeJs = watchStripeJs(page);
    await signUpForProYearly(page);
    await markDocument(page);
    await pay(page, CARDS.succeeds);
    await expectOnPlan(page, 'Pro Plan');
    // The local key loads the stand-in's Stripe.js and never Stripe's own.
    expect(stripeJs).toEqual(['http://127.0.0.1:9902/js/v3']);
  });

  test('a declined card shows Payment Failed with the message, and another card then pays', async ({
    page,
  }) => {
    await signUpForProYearly(page, 'Declined');
    await markDocument(page);
    await pay(page, CARDS.declined);
    const failure = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
    await expect(failure).toContainText('Your card was declined.');
    // Said once, under the form, not again beside the card fields.
    await expect(page.getByText('Your card was declined.')).toHaveCount(1);
    await expect(page).toHaveURL(PRO_YEARLY_CHECKOUT);

    await pay(page, CARDS.succeeds);
    await expectOnPlan(page, 'Pro Plan');
  });

  test('4000 0000 0000 3220 asks for authentication: cancel fails, confirm pays', async ({
    page,
  }) => {
    await signUpForProYearly(page, 'Secure');
    await markDocument(page);
    await pay(page, CARDS.authentication);
    const bank = page.getByRole('dialog', { name: 'Authenticate your payment' });
    await expect(bank).toContainText('30.00 USD');
    await bank.getByRole('button', { name: 'Cancel' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
    await expect(failure).toContainText(AUTHENTICATION_FAILED);

    await pay(page, CARDS.authentication);
    await bank.getByRole('button', { name: 'Confirm' }).click();
    await expectOnPlan(page, 'Pro Plan');
  });

  test('4000 0000 0000 0077 pays even though its webhook arrives before the confirmation', async ({
    page,
  }) => {
    await signUpForProYearly(page, 'Early');
    await markDocument(page);
    await pay(page, CARDS.webhookFirst);
    await expectOnPlan(page, 'Pro Plan');
  });

  test('a visitor picks Master on /subscribe, logs in and lands on its checkout', async ({
    page,
  }) => {
    const user = await createAuthUser(uniqueEmail('returning'), 'secret123', 'Returning User');
    await page.goto('/subscribe');
    await page.getByLabel('Master plan').getByRole('button', { name: 'Choose Master' }).click();
    await expect(page).toHaveURL('/signup');
    await page.goto('/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/checkout?tier=master&amount=9&billing=monthly');
    await markDocument(page);
    await pay(page, CARDS.succeeds, 'Pay $9/month');
    await expectOnPlan(page, 'Master Plan');
  });

  test('checkout opened in two tabs charges once: the older tab says it was replaced', async ({
    page,
    context,
  }) => {
    await signInWithToken(page, await createAuthUser());
    await page.goto('/checkout?tier=pro&amount=3&billing=monthly');
    await expect(page.getByLabel('Card number')).toBeVisible();
    const second = await context.newPage();
    await second.goto('/checkout?tier=pro&amount=3&billing=monthly');
    await expect(second.getByLabel('Card number')).toBeVisible();

    await pay(page, CARDS.succeeds, 'Pay $3/month');
    await expect(page.getByText('Payment Failed')).toBeVisible();
    await expect(page.getByText(/replaced by a newer one/)).toBeVisible();
    await pay(second, CARDS.succeeds, 'Pay $3/month');
    await expect(second.getByText('Payment Successful')).toBeVisible();
    await expect(
      second.getByRole('navigation', { name: 'Main' }).getByText('Pro Plan', { exact: true }),
    ).toBeVisible();
  });
});

test.describe('checkout states', () => {
  test('without tier and amount it says so and returns to /subscribe', async ({ page }) => {
    await signInWithToken(page, await createAuthUser());
    await page.goto('/checkout?tier=pro');
    await expect(page.getByText('Missing payment parameters')).toBeVisible();
    await expect(page).toHaveURL('/subscribe');
  });

  test('signed out it asks for authentication and returns to /', async ({ page }) => {
    await page.goto('/checkout?tier=pro&amount=3');
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('an amount that is not the price is an Invalid Payment Request', async ({ page }) => {
    await signInWithToken(page, await createAuthUser());
    await page.goto('/checkout?tier=pro&amount=1&billing=monthly');
    await expect(page.getByText('Invalid Payment Request')).toBeVisible();
    await page.getByRole('link', { name: 'Choose a plan' }).click();
    await expect(page).toHaveURL('/subscribe');
  });

  test('plans that cannot be loaded show Error Loading Plans with a way back', async ({ page }) => {
    await signInWithToken(page, await createAuthUser());
    await page.route('**/api/pricing', (route) => route.abort());
    await page.goto('/checkout?tier=pro&amount=3&billing=monthly');
    await expect(page.getByText('Error Loading Plans')).toBeVisible();
    await page.getByRole('link', { name: 'Return to dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
  });

  test('a payment that cannot be started is Payment Setup Failed, back to /subscribe', async ({
    page,
  }) => {
    await signInWithToken(page, await createAuthUser());
    await page.route('**/api/create-payment-intent', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.goto('/checkout?tier=pro&amount=3&billing=monthly');
    await expect(page.getByText('Payment Setup Failed')).toBeVisible();
    await expect(page).toHaveURL('/subscribe');
  });

  test('a lost connection to Stripe while paying is a Payment Error', async ({ page }) => {
    await signInWithToken(page, await createAuthUser());
    await page.goto('/checkout?tier=pro&amount=3&billing=monthly');
    await page.route('http://127.0.0.1:9902/v1/payment_intents/*/confirm', (route) =>
      route.abort(),
    );
    await pay(page, CARDS.succeeds, 'Pay $3/month');
    const failure = page.getByRole('alert').filter({ hasText: 'Payment Error' });
    await expect(failure).toContainText('An unexpected error occurred');
  });

  test('a paid payment the server cannot confirm is Payment Processing; the webhook upgrades', async ({
    page,
  }) => {
    await signInWithToken(page, await createAuthUser());
    await page.route('**/api/confirm-payment', (route) =>
      route.fulfill({ status: 503, json: { message: 'Service unavailable' } }),
    );
    await page.goto('/checkout?tier=pro&amount=3&billing=monthly');
    await pay(page, CARDS.succeeds, 'Pay $3/month');
    await expect(page.getByText('Payment Processing')).toBeVisible();
    await expect(page.getByText(/refresh the page/)).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByText('Pro Plan'),
    ).toBeVisible();
  });

  test('/subscribe?success=true shows the toast only for the tier the user really has', async ({
    page,
  }) => {
    await signInWithToken(page, await createAuthUser());
    await page.goto('/subscribe?success=true&tier=pro');
    await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
    // The sidebar reads the same live user document as the toast: once it says Free, the
    // toast has seen the tier it checks, and a link alone must not have shown it.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByText('Free Plan', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("You're now on the Pro Plan.")).toHaveCount(0);
    await expect(page).toHaveURL('/subscribe?success=true&tier=pro');

    await page.goto('/subscribe?success=true&tier=free');
    await expect(page.getByText("You're now on the Free Plan.")).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('Free on /subscribe says the user is on it', async ({ page }) => {
    await signInWithToken(page, await createAuthUser());
    await page.goto('/subscribe');
    await page.getByLabel('Free plan').getByRole('button', { name: 'Stay on Free' }).click();
    await expect(page.getByText("You're currently on the free plan.")).toBeVisible();
  });
});

test.describe('managing the subscription', () => {
  test('cancel in Settings keeps Pro until the period end; resume, switch and the portal', async ({
    page,
  }) => {
    await signUpForProYearly(page, 'Manager');
    await markDocument(page);
    await pay(page, CARDS.succeeds);
    await expectOnPlan(page, 'Pro Plan');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    const section = page.getByRole('region', { name: 'Subscription' });
    await expect(section).toContainText('Pro Plan');
    await expect(section).toContainText('Billed yearly');
    await expect(section).toContainText('Renews on');

    await section.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel subscription?' });
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(section).toContainText('Ends on');
    await expect(section).toContainText('Pro Plan');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByText('Pro Plan'),
    ).toBeVisible();

    await section.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(section).toContainText('Renews on');

    // Yearly to monthly costs less: it waits for the period end, and says so before.
    await section.getByRole('button', { name: 'Switch to monthly billing' }).click();
    const switchDialog = page.getByRole('dialog', { name: 'Switch to monthly billing?' });
    await expect(switchDialog).toContainText('Nothing is charged today.');
    await switchDialog.getByRole('button', { name: 'Switch to monthly' }).click();
    const scheduled = page.getByRole('dialog', { name: 'Plan change scheduled' });
    await expect(scheduled).toContainText('Your billing moves to monthly on');
    await scheduled.getByRole('button', { name: 'Done' }).click();
    await expect(section).toContainText('Billed yearly');
    await expect(section).toContainText('Moves to monthly billing on');

    await section.getByRole('button', { name: 'Billing portal' }).click();
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
    await expect(page.getByText(/30\.00 USD \(paid\)/)).toBeVisible();
    await page.getByRole('link', { name: 'Return to the app' }).click();
    await expect(page).toHaveURL('/settings');
  });

  test("an admin sees the user's Stripe status and ids in the Subscriptions tab", async ({
    page,
  }) => {
    const email = await signUpForProYearly(page, 'Audited');
    await markDocument(page);
    await pay(page, CARDS.succeeds);
    await expectOnPlan(page, 'Pro Plan');

    const admin = await createAuthUser(uniqueEmail('admin'), 'admin-secret-1', 'Ada Admin');
    await adminAuth().setCustomUserClaims(admin.uid, { admin: true });
    await page.goto('/super-panel');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('active (yearly)');
    await expect(row).toContainText(/cus_\w+/);
    await expect(row).toContainText(/sub_\w+/);
  });
});

test.describe('changing plans and failed payments', () => {
  /** A signed-in user who pays for Pro monthly with 4242 through the checkout. */
  async function proSubscriber(page: Page) {
    const user = await createAuthUser();
    await signInWithToken(page, user);
    await page.goto('/checkout?tier=pro&amount=3&billing=monthly');
    await pay(page, CARDS.succeeds, 'Pay $3/month');
    await expect(page.getByText('Payment Successful')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByText('Pro Plan', { exact: true }),
    ).toBeVisible();
    return user;
  }

  async function openPlansFromSettings(page: Page) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page
      .getByRole('region', { name: 'Subscription' })
      .getByRole('link', { name: 'Change plan' })
      .click();
    await expect(page).toHaveURL('/subscribe');
  }

  test('a Pro subscriber sees the price first, upgrades to Master from Settings and is on it at once', async ({
    page,
  }) => {
    const user = await proSubscriber(page);
    await openPlansFromSettings(page);
    const proCard = page.getByLabel('Pro plan');
    await expect(proCard.getByText('Current plan', { exact: true })).toBeVisible();
    await expect(proCard.getByRole('button', { name: 'Your current plan' })).toBeDisabled();
    await expect(
      page
        .getByLabel('Free plan')
        .getByRole('button', { name: 'Move to Free at the end of the period' }),
    ).toBeVisible();

    await page.getByLabel('Master plan').getByRole('button', { name: 'Upgrade to Master' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Master?' });
    await expect(dialog).toContainText(/Charged today: \$\d+\.\d\d/);
    const charged = /Charged today: (\$\d+\.\d\d)/.exec((await dialog.textContent()) ?? '')?.[1];
    await dialog.getByRole('button', { name: 'Upgrade to Master' }).click();
    const done = page.getByRole('dialog', { name: "You're now on the Master Plan" });
    await expect(done).toContainText(`We charged ${charged} to your card.`);
    await expect(done).toContainText(`A receipt is on its way to ${user.email}.`);
    await expect(done).toContainText('Next renewal:');
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByText('Master Plan', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByLabel('Master plan').getByText('Current plan', { exact: true }),
    ).toBeVisible();
  });

  test('with 0341 as the saved card, an upgrade is declined: still Pro, told why', async ({
    page,
  }) => {
    await proSubscriber(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.getByRole('button', { name: 'Billing portal' }).click();
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
    await page.getByLabel('Card number').fill(CARDS.chargeFails);
    await page.getByLabel(/Expiration date/).fill('12/34');
    await page.getByLabel(/Security code/).fill('123');
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByText(/0341/).first()).toBeVisible();
    await page.getByRole('link', { name: 'Return to the app' }).click();

    await page
      .getByRole('region', { name: 'Subscription' })
      .getByRole('link', { name: 'Change plan' })
      .click();
    await page.getByLabel('Master plan').getByRole('button', { name: 'Upgrade to Master' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade to Master?' });
    await expect(dialog).toContainText('Charged today:');
    await dialog.getByRole('button', { name: 'Upgrade to Master' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Your card was declined. You are still on the Pro Plan.',
    );
    await expect(dialog).toContainText('Your plan has not changed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByText('Pro Plan', { exact: true }),
    ).toBeVisible();
  });

  test('a failed renewal shows a banner on every page that leads to the card update', async ({
    page,
  }) => {
    const user = await createAuthUser();
    await signInWithToken(page, user);
    // The state the webhook writes after Stripe's first failed attempt (the API suite drives
    // the whole chain with the stand-in's clock, which browser tests share and must not move).
    const customer = await standinCustomer(user.uid, user.email);
    const periodEnd = new Date(Date.now() + 27 * 24 * 60 * 60 * 1000);
    const retry = new Date('2031-03-14T12:00:00Z');
    await adminDb()
      .doc(`users/${user.uid}`)
      .update({
        subscriptionTier: 'pro',
        tierSource: 'subscription',
        stripeCustomerId: customer,
        stripeSubscriptionId: 'sub_failing',
        billing: {
          tier: 'pro',
          status: 'past_due',
          period: 'monthly',
          currentPeriodEnd: periodEnd,
          cancelAtPeriodEnd: false,
          pendingChange: null,
          paymentIssue: {
            kind: 'payment_failed',
            invoiceId: 'in_failing',
            amountDue: 3,
            attempts: 1,
            nextAttemptAt: retry,
            payUrl: null,
            reason: 'Your card was declined.',
          },
        },
      });
    const banner = page.getByRole('region', { name: 'Your payment failed: update your card' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("We couldn't charge $3.00 for your Pro Plan.");
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscription' })).toContainText(
      'Payment failed',
    );
    await banner.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
  });
});
