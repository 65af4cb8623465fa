// The benchmark's own measurements (bench/tools), run with tiny sizes so that a broken probe
// shows up in `npm test` rather than in the next benchmark run. No timed assertions.
import { existsSync } from 'node:fs';
import { expect, test } from './support/test';
import { measureFirstLoadJs } from '../bench/tools/firstLoadJs';
import { measureFloor, openFloorPage, serveFloor } from '../bench/tools/floor/pages';
import { measureFocusSync } from '../bench/tools/focusSync';
import { measureLiveSync } from '../bench/tools/liveSync';
import { measureMachineSpeed } from '../bench/tools/machineSpeed';
import { chunkContents } from '../bench/tools/sourcemap';
import { createSignedUpAccount } from '../bench/tools/session';
import { distFile, loginReady, todoReady } from '../bench/suite/sections/firstLoad';
import { warmFloorSection } from '../bench/suite/sections/warmFloor';
import { adminDb, seedTodos } from '../bench/tools/admin';
import { signedInUser, signInWithToken } from './support/users';

const positive = (value: number) => Number.isFinite(value) && value > 0;

test('bench: first-load JS of the login page, with the largest chunk broken down', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const load = await measureFirstLoadJs(context, new URL('/login', baseURL).href, loginReady);
  await context.close();

  expect(load.scripts.length).toBeGreaterThan(0);
  for (const size of [load.raw, load.gzip, load.brotli]) expect(positive(size)).toBe(true);
  expect(load.gzip).toBeLessThan(load.raw);
  const largest = load.scripts[0];
  expect(largest?.url).toMatch(/\/assets\/.+\.js$/);
  const contents = chunkContents(distFile(largest?.url ?? ''));
  expect(contents.packages.length).toBeGreaterThan(0);
  expect(contents.packages.every((entry) => positive(entry.bytes))).toBe(true);
  // React has a chunk of its own (it changes only on upgrades): it is among the page's scripts.
  const everyPackage = load.scripts
    .map((script) => distFile(script.url))
    .filter((file) => existsSync(`${file}.map`))
    .flatMap((file) => chunkContents(file).packages.map((entry) => entry.name));
  expect(everyPackage).toContain('react-dom');
  expect(everyPackage).not.toContain('@firebase/firestore');
});

test("bench: the machine's speed, a fixed workload timed in the browser", async ({ browser }) => {
  const speed = await measureMachineSpeed(browser, 2);
  expect(speed.runsMs).toHaveLength(2);
  expect(speed.runsMs.every(positive)).toBe(true);
  expect(speed.medianMs).toBeGreaterThanOrEqual(Math.min(...speed.runsMs));
  expect(speed.medianMs).toBeLessThanOrEqual(Math.max(...speed.runsMs));
});

test("bench: a focus timer's Start and Pause on one device, shown on another", async ({
  page,
  browser,
  browserLog,
}) => {
  test.setTimeout(90_000);
  const user = await signedInUser(page);
  const device = await browser.newContext();
  browserLog.watch(device, 'device');
  try {
    const other = await device.newPage();
    await signInWithToken(other, user);
    const samples = await measureFocusSync(page, other, 2);
    for (const press of [samples.start, samples.pause]) {
      expect(press.otherMs).toHaveLength(2);
      expect(press.otherMs.every(positive)).toBe(true);
      expect(press.answerMs.every(positive)).toBe(true);
    }
    // Each sample ended with a Stop: no timer runs on either device.
    for (const shown of [page, other]) {
      await expect(shown.getByRole('button', { name: /^Focus timer:/ })).toHaveCount(0);
    }
  } finally {
    await device.close();
  }
});

test('bench: live-sync latency between two tabs of one user', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInUser(page);
  const other = await page.context().newPage();
  await other.goto('/');
  await todoReady(other);

  const samples = await measureLiveSync(page, other, 3, 'smoke');

  expect(samples.otherMs).toHaveLength(3);
  expect(samples.otherMs.every(positive)).toBe(true);
  // The writer's own screen showed each todo too.
  expect(samples.ownMs).toHaveLength(3);
  expect(samples.ownMs.every(positive)).toBe(true);
  // Every measured todo really arrived in the other tab.
  await expect(other.getByRole('list', { name: 'Active todos' }).getByRole('listitem')).toHaveCount(
    3,
  );
});

test('bench: the live-sync floor, two pages with the bare Firebase SDK', async ({ browser }) => {
  const user = await createSignedUpAccount('smoke-floor');
  const server = await serveFloor();
  const context = await browser.newContext();
  try {
    const writer = await openFloorPage(context, server.url, user);
    const reader = await openFloorPage(context, server.url, user);
    const samples = await measureFloor(writer, reader, 3, 'smoke');
    expect(samples.otherMs).toHaveLength(3);
    expect(samples.otherMs.every(positive)).toBe(true);
    expect(samples.ownMs).toHaveLength(3);
    expect(samples.ownMs.every(positive)).toBe(true);
  } finally {
    await context.close();
    await server.close();
  }
});

test("bench: a cold load of the bare SDK times its reads' first answers and notes where its channel began", async ({
  browser,
}) => {
  const user = await createSignedUpAccount('smoke-cold-floor');
  const server = await serveFloor();
  try {
    // The streaming channel (fetch) and long polling (XMLHttpRequest) are probed apart.
    for (const cache of ['persistent', 'long-polling'] as const) {
      const context = await browser.newContext();
      try {
        const page = await openFloorPage(context, server.url, user, cache, 'cold');
        const firstServer = await page.waitForFunction(() => {
          const answers = window.__floorFirstServer;
          return answers?.todos !== undefined && answers.user !== undefined ? answers : undefined;
        });
        const { todos, user: userDoc } = (await firstServer.jsonValue()) ?? {};
        expect(positive(todos ?? Number.NaN)).toBe(true);
        expect(positive(userDoc ?? Number.NaN)).toBe(true);
        // A new account's first answers are a few arrays: none is lost, the channel begins at 1.
        expect(await page.evaluate(() => window.__floorFirstArray), cache).toBe(1);
      } finally {
        await context.close();
      }
    }
  } finally {
    await server.close();
  }
});

test("bench: the To Do rows' warm floor reads both lists from the cache after completing todos", async ({
  browser,
}) => {
  const user = await createSignedUpAccount('smoke-warm-floor');
  await seedTodos(user.uid, 6, 'Smoke todo');
  const floor = await warmFloorSection(browser, user, 1, 2);
  expect(floor.returning).toHaveLength(1);
  expect(floor.warm).toHaveLength(1);
  expect(positive(floor.returningMs)).toBe(true);
  expect(positive(floor.warmMs)).toBe(true);
  // The warm-up run and the timed one each completed two todos, through the security rules.
  const completed = await adminDb()
    .collection(`users/${user.uid}/todos`)
    .where('completed', '==', true)
    .count()
    .get();
  expect(completed.data().count).toBe(4);
});
