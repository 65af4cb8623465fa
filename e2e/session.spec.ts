// What a session survives: reloads keep the user signed in and are not new sign-ins.
import { UserJsonSchema } from '@pomoplan/domain';
import { expect, test, type Page } from './support/test';
import { Timestamp } from 'firebase-admin/firestore';
import { seedGoal, seedTodos } from './support/planning';
import { adminAuth, adminDb, signedInUser } from './support/users';

/**
 * A kept session shows the app before POST /api/auth/firebase answers, and an answer the app
 * cannot read signs out: so the answer is checked against the schema the app reads it with.
 */
async function reloadSignedIn(page: Page) {
  const backendUser = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/auth/firebase') && response.request().method() === 'POST',
  );
  await page.reload();
  const response = await backendUser;
  expect(response.status()).toBe(200);
  expect(UserJsonSchema.safeParse(await response.json()).error).toBeUndefined();
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
}

/** Holds every request matching `url` until the returned release is called. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The copy of list `name` this browser keeps for `uid` (keptLists.ts), as stored. */
function keptCopy(page: Page, name: string, uid: string): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), `pomoplan.kept.${name}.${uid}`);
}

async function loggedActions(uid: string): Promise<string[]> {
  const log = await adminDb().collection(`users/${uid}/activity`).get();
  return log.docs.map((entry) => String(entry.get('action'))).sort();
}

test('a paying user with a billing period stays signed in on reload', async ({ page }) => {
  const user = await signedInUser(page, 'pro');
  // What the Stripe webhook stores for a paid subscription.
  await adminDb()
    .doc(`users/${user.uid}`)
    .update({
      tierSource: 'subscription',
      billing: {
        tier: 'pro',
        status: 'active',
        period: 'monthly',
        currentPeriodEnd: Timestamp.fromMillis(Date.UTC(2030, 0, 15, 12)),
        cancelAtPeriodEnd: false,
      },
    });
  await reloadSignedIn(page);
  await reloadSignedIn(page);
});

test('reloading the app records one sign-in, not one per page load', async ({ page }) => {
  const user = await signedInUser(page);
  await reloadSignedIn(page);
  await reloadSignedIn(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  expect(await loggedActions(user.uid)).toEqual(['account_created']);
});

test('a returning user stays signed in, on the page they opened, while the backend cannot be reached', async ({
  page,
}) => {
  await signedInUser(page, 'pro');
  const backend = '**/api/auth/firebase';
  let cut = 0;
  await page.route(backend, async (route) => {
    cut += 1;
    await route.abort('internetdisconnected');
  });

  // The link Google's consent screen leads back to: its result shows, on its page.
  await page.goto('/settings?google_calendar=connected');
  await expect(page.getByText('Google Calendar connected', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page).toHaveURL('/settings');
  expect(cut).toBeGreaterThan(0);

  // Still signed in after a reload, and the call goes through once the backend answers again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await page.unroute(backend);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/firebase') && response.status() === 200,
  );
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await answered;
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('a returning user whom the backend refuses is signed out', async ({ page }) => {
  await signedInUser(page);
  await page.route('**/api/auth/firebase', (route) =>
    route.fulfill({ status: 403, body: '{"message":"This account is disabled."}' }),
  );
  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
  await page.unroute('**/api/auth/firebase');
  await page.reload();
  await expect(page).toHaveURL('/login');
});

// The app draws the last session's user at once and follows Auth when it answers otherwise.
test('a returning user whose account is gone from Auth is signed out', async ({ page }) => {
  const user = await signedInUser(page);
  await adminAuth().deleteUser(user.uid);
  await page.goto('/settings');
  await expect(page).toHaveURL('/login');
});

test("a browser that last kept another user's session shows the signed-in user's own todos", async ({
  page,
}) => {
  const user = await signedInUser(page);
  await seedTodos(user.uid, [{ text: 'Water the plants' }]);
  await page.evaluate(() => window.localStorage.setItem('pomoplan.session', 'someone-else'));
  await page.reload();
  await expect(page.getByText('Water the plants')).toBeVisible();
});

test('signing out while the backend is still answering a reload stays signed out', async ({
  page,
}) => {
  await signedInUser(page);
  // The reload's POST /api/auth/firebase is held until the user has signed out.
  const release = await holdRequests(page, '**/api/auth/firebase');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');

  const lateAnswer = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/firebase') && response.status() === 200,
  );
  release();
  await lateAnswer;
  // Whatever the late answer would do is done within a few frames; a second is ample.
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Welcome to Pomoplan' })).toBeVisible();
});

/** Firestore never opens its cache: the page can only show what came without Firestore. */
async function withFirestoreStuck(page: Page) {
  await page.addInitScript(() => {
    const open = indexedDB.open.bind(indexedDB);
    // A request that never answers: Firestore waits for its database for good.
    indexedDB.open = (name: string, version?: number) =>
      name.startsWith('firestore/') ? ({} as IDBOpenDBRequest) : open(name, version);
  });
}

/** A signed-in user with two open todos, one of them for a goal, on the To Do page. */
async function userWithTwoTodos(page: Page) {
  const user = await signedInUser(page);
  const garden = await seedGoal(user.uid, { name: 'Garden', color: '#22C55E' });
  await seedTodos(user.uid, [
    { text: 'Water the plants', goalId: garden },
    { text: 'Call the bank' },
  ]);
  return { user, active: page.getByRole('list', { name: 'Active todos' }) };
}

test("a returning user's open todos show before Firestore answers, and go with sign-out", async ({
  page,
}) => {
  const { user, active } = await userWithTwoTodos(page);
  await expect(active.getByRole('checkbox', { name: 'Call the bank' })).toBeVisible();

  // The list is kept a few seconds after it changed (or as the page is hidden or left).
  const kept = (name: string) => () => keptCopy(page, name, user.uid);
  await expect.poll(kept('activeTodos'), { timeout: 15_000 }).toContain('Call the bank');
  await expect.poll(kept('goals'), { timeout: 15_000 }).toContain('Garden');
  // Another tab of the same browser, where Firestore never answers.
  const stuck = await page.context().newPage();
  await withFirestoreStuck(stuck);
  await stuck.goto('/');
  const keptList = stuck.getByRole('list', { name: 'Active todos' });
  await expect(keptList.getByRole('checkbox', { name: 'Water the plants' })).toBeVisible();
  await expect(keptList.getByRole('checkbox', { name: 'Call the bank' })).toBeVisible();
  // The goals are kept too, so a todo's goal shows with it.
  await expect(
    keptList.getByRole('listitem').filter({ hasText: 'Water the plants' }).getByText('Garden'),
  ).toBeVisible();
  await stuck.close();

  // Sign-out needs the user's menu, which waits for Firestore: it is done where it answers.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  const keptKeys = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('pomoplan.kept.')),
  );
  expect(keptKeys).toEqual([]);
});

test('a todo ticked off just before the tab closes is not shown open on the next visit', async ({
  page,
}) => {
  const { active } = await userWithTwoTodos(page);
  await active.getByRole('checkbox', { name: 'Call the bank' }).click();
  await expect(active.getByRole('checkbox', { name: 'Call the bank' })).toBeHidden();

  await withFirestoreStuck(page);
  await page.reload();
  await expect(active.getByRole('checkbox', { name: 'Water the plants' })).toBeVisible();
  await expect(active.getByRole('checkbox', { name: 'Call the bank' })).toBeHidden();
});

test("a returning user's To Do shows while Auth is still checking the session", async ({
  page,
}) => {
  const { user, active } = await userWithTwoTodos(page);
  await expect(active.getByRole('checkbox', { name: 'Call the bank' })).toBeVisible();
  await expect
    .poll(() => keptCopy(page, 'activeTodos', user.uid), { timeout: 15_000 })
    .toContain('Call the bank');

  // Auth's check of the kept session with its server is held. Auth waits 30 s for it while the
  // browser says it is online (5 s offline, as in this test's network namespace).
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }),
  );
  const release = await holdRequests(page, '**/accounts:lookup*');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'To Do', level: 1 })).toBeVisible();
  await expect(active.getByRole('checkbox', { name: 'Water the plants' })).toBeVisible();
  await expect(active.getByRole('checkbox', { name: 'Call the bank' })).toBeVisible();
  // The user's document and the latest analysis (none yet) are kept too.
  await expect(page.getByText('Free Plan')).toBeVisible();
  await expect(page.getByText('No AI summary yet. Add a few todos, then refresh.')).toBeVisible();

  // Once Auth has confirmed the user, the live list takes over: a todo added elsewhere shows.
  release();
  await seedTodos(user.uid, [{ text: 'Book the dentist' }]);
  await expect(active.getByRole('checkbox', { name: 'Book the dentist' })).toBeVisible();
});
