import { expect, test } from './support/test';
import { signedInUser } from './support/users';

test("the app's API calls carry its App Check token, which the API takes, and a forged one is refused", async ({
  page,
}) => {
  const sent: {
    path: string;
    signedIn: boolean;
    appCheck: string | undefined;
    status: number;
  }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const { pathname } = new URL(request.url());
    if (!pathname.startsWith('/api/')) return;
    sent.push({
      path: `${request.method()} ${pathname}`,
      signedIn: request.headers().authorization !== undefined,
      appCheck: request.headers()['x-firebase-appcheck'],
      status: response.status(),
    });
  });
  await signedInUser(page);
  await page.getByRole('button', { name: 'Start focus', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Focus timer:/ }).last()).toBeVisible();
  const start = sent.find((call) => call.path === 'POST /api/focus/start');
  expect(start?.status).toBe(200);
  // An App Check token: a JWT the stand-in signed for the demo app.
  const claims = JSON.parse(
    Buffer.from(start?.appCheck?.split('.')[1] ?? '', 'base64url').toString() || '{}',
  ) as { sub?: string; aud?: string[] };
  expect(claims.sub).toBe('demo-app');
  expect(claims.aud).toContain('projects/demo-pomoplan');
  // Every signed-in call carried one (the connectivity probe, /api/health, is public).
  expect(sent.filter((call) => call.signedIn && !call.appCheck).map((call) => call.path)).toEqual(
    [],
  );

  const refused = await page.evaluate(async (token) => {
    const response = await fetch('/api/focus/stop', {
      method: 'POST',
      headers: { 'X-Firebase-AppCheck': `${token}x` },
    });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }, start?.appCheck ?? '');
  expect(refused).toEqual({
    status: 401,
    body: { message: 'The App Check token is invalid or expired: reload the app' },
  });
});
