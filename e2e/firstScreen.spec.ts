import type { Route } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { seedTodos } from './support/planning';
import { adminDb, signedInUser } from './support/users';

// Firestore's live channel: every request of its listeners' WebChannel.
const LISTEN = '**/google.firestore.v1.Firestore/Listen/**';

/**
 * Leaves only the Auth session of this origin: Firestore's databases and its tab records go,
 * as on a new device where the user signs in. Done from a static file of the origin, where the
 * app (and its open connections to those databases) is not running.
 */
async function forgetFirestoreCache(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(async () => {
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('firestore/')) continue;
      await new Promise((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = resolve;
        request.onerror = () => reject(request.error);
        request.onblocked = () => reject(new Error(`${name} is still open`));
      });
    }
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('firestore_')) localStorage.removeItem(key);
    }
  });
}

/** Holds every request of the live channel until `release` is called. */
async function holdLiveChannel(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(LISTEN, async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  return {
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(LISTEN);
    },
  };
}

test('a first visit on a new browser shows To Do before the live channel answers, then stays live', async ({
  page,
}) => {
  // Two loads of the app, the second with a Firestore cache built from nothing.
  test.slow();
  const user = await signedInUser(page);
  await seedTodos(user.uid, [{ text: 'Water the plants' }, { text: 'Call Ana', completed: true }]);
  await adminDb()
    .doc(`users/${user.uid}/analyses/2026-11-25`)
    .set({ aiResponse: 'You have one todo left today.', createdAt: new Date(), day: '2026-11-25' });
  await forgetFirestoreCache(page);
  const liveChannel = await holdLiveChannel(page);

  // The bundle comes from the API, which on the emulators may first have to start a worker.
  const bundle = page.waitForResponse('**/api/first-screen', { timeout: 60_000 });
  await page.goto('/todo');
  expect((await bundle).status()).toBe(200);
  const active = page.getByRole('list', { name: 'Active todos' });
  await expect(active.getByRole('button', { name: 'Water the plants' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Completed \(1\)$/ })).toBeVisible();
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await expect(page.getByText('You have one todo left today.')).toBeVisible();

  // Once the live channel answers, a change made elsewhere shows without a reload.
  await liveChannel.release();
  await seedTodos(user.uid, [{ text: 'Book the dentist', createdMinute: 5 }]);
  await expect(active.getByRole('button', { name: 'Book the dentist' })).toBeVisible();
  await expect(active.getByRole('button', { name: 'Water the plants' })).toBeVisible();
});

test('a later visit answers from its own cache and fetches no first-screen bundle', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await seedTodos(user.uid, [{ text: 'Water the plants' }]);
  await expect(
    page
      .getByRole('list', { name: 'Active todos' })
      .getByRole('button', { name: 'Water the plants' }),
  ).toBeVisible();
  const bundles: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/first-screen') bundles.push(request.url());
  });
  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Active todos' })
      .getByRole('button', { name: 'Water the plants' }),
  ).toBeVisible();
  expect(bundles).toEqual([]);
});
