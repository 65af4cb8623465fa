// What tests ask of the App Check stand-in: a token got the way the web app's debug provider
// gets one, and a token whose claims were changed after it was signed.
import { APP_CHECK_DEBUG_TOKEN } from './appCheck';

/** The token the stand-in at `baseUrl` gives for `debugToken`; its HTTP status when it gives none. */
export async function exchangedToken(
  baseUrl: string,
  debugToken: string = APP_CHECK_DEBUG_TOKEN,
): Promise<string> {
  const answer = await fetch(
    `${baseUrl}/v1/projects/demo-pomoplan/apps/demo-app:exchangeDebugToken`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ debug_token: debugToken }),
    },
  );
  const body = (await answer.json()) as { token?: string };
  return body.token ?? String(answer.status);
}

/** `token` with `claims` written over its payload, its signature kept: a forgery. */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const original = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
  const altered = Buffer.from(JSON.stringify({ ...original, ...claims })).toString('base64url');
  return `${header}.${altered}.${signature}`;
}
