import { expect, test, type Page } from './support/test';

test('the landing page served by Hosting shows the brand and its calls to action', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Pomoplan');
  await expect(page.getByRole('banner').getByText('Pomoplan')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'Get Started' })).toHaveAttribute(
    'href',
    '/signup',
  );
  await expect(
    page.getByRole('region', { name: 'Features' }).getByRole('heading', { level: 2 }),
  ).toHaveCount(5);
});

test('the price toggle switches to yearly prices and every plan button signs up', async ({
  page,
}) => {
  await page.goto('/');
  const pro = page.getByRole('article', { name: 'Pro plan' }).or(page.getByLabel('Pro plan'));
  await expect(pro.getByText('$3')).toBeVisible();
  await expect(page.getByText('Save up to 17%')).toHaveCount(0);

  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByText('Save up to 17%')).toBeVisible();
  await expect(pro.getByText('$30')).toBeVisible();
  await expect(page.getByLabel('Master plan').getByText('$90')).toBeVisible();

  // A paid plan's link carries the choice through sign-up to its checkout.
  const links = {
    'Free plan': '/signup',
    'Pro plan': '/signup?plan=pro&billing=yearly&amount=30',
    'Master plan': '/signup?plan=master&billing=yearly&amount=90',
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(page.getByLabel(name).getByRole('link')).toHaveAttribute('href', href);
  }
});

/**
 * The bodies of every script a page downloads. Each body is read as its response arrives; the
 * answer waits for every read begun, so a body still being read is never missed.
 */
function scriptsOf(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  return () => Promise.all(bodies);
}

// The login page shares code with the signed-in app: its chunks must not drag Firestore along.
const signedOutPages = [
  {
    name: 'landing page',
    path: '/',
    shown: { role: 'heading', name: 'Plan your day in pomodoros' },
  },
  { name: 'login page', path: '/login', shown: { role: 'button', name: 'Sign In' } },
] as const;

for (const { name, path, shown } of signedOutPages) {
  test(`the ${name} does not load the Firestore SDK`, async ({ page }) => {
    const downloaded = scriptsOf(page);
    await page.goto(path);
    await expect(page.getByRole(shown.role, { name: shown.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const scripts = await downloaded();
    expect(scripts.length).toBeGreaterThan(0);
    // The Firestore SDK's default host is compiled into its code and nowhere else.
    expect(scripts.some((source) => source.includes('firestore.googleapis.com'))).toBe(false);
  });
}

test('a visitor gets the landing page as static HTML with one small script', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Plan your day in pomodoros' })).toBeVisible();
  await page.getByRole('button', { name: 'Yearly' }).click();
  await expect(page.getByRole('button', { name: 'Yearly' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Pro plan').getByText('/year')).toBeVisible();
  await page.getByRole('button', { name: 'Monthly' }).click();
  await expect(page.getByText('Save up to 17%')).toHaveCount(0);
  await expect(page.getByLabel('Pro plan').getByText('/month')).toBeVisible();
  await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()} Pomoplan`);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual(['/landing-boot.js']);

  // The calls to action are plain links: the app starts on the page they open.
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('a browser that had a session starts the app on / instead of the static page', async ({
  page,
}) => {
  // A stale hint (the session ended elsewhere): the app starts, finds no user and shows the
  // landing page itself.
  await page.addInitScript(() => window.localStorage.setItem('pomoplan.session', '1'));
  const appScripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && pathname.startsWith('/assets/')) {
      appScripts.push(pathname);
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Plan your day in pomodoros' })).toBeVisible();
  await expect(page.locator('#landing-static')).toHaveCount(0);
  expect(appScripts.length).toBeGreaterThan(0);
});

test('the header fits one line on a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const header = page.getByRole('banner');
  const signIn = await header.getByRole('link', { name: 'Sign In' }).boundingBox();
  const start = await header.getByRole('link', { name: 'Get Started' }).boundingBox();
  const brand = await header.getByText('Pomoplan').boundingBox();
  // One line: the brand and both buttons side by side, none below another, nothing cut off.
  expect(Math.abs((signIn?.y ?? 0) - (start?.y ?? 100))).toBeLessThan(4);
  expect((brand?.x ?? 0) + (brand?.width ?? 0)).toBeLessThanOrEqual(signIn?.x ?? 0);
  expect((start?.x ?? 0) + (start?.width ?? 999)).toBeLessThanOrEqual(360);
  expect(start?.height ?? 99).toBeLessThan(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
