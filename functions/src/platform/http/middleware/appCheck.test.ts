// The App Check gate with firebase-admin's own verifier, against the stand-in that issues the
// emulators' tokens: what a script without the app gets under the production setting.
import type { NextFunction, Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_CHECK_DEBUG_TOKEN, appCheckStandin } from '../../../../../standins/src/appCheck';
import { exchangedToken, withClaims } from '../../../../../standins/src/appCheckTesting';
import { startStandin, type RunningStandin } from '../../../../../standins/src/index';
import { HttpError } from '../errors';
import {
  APP_CHECK_HEADER,
  APP_CHECK_UNREACHABLE,
  appCheckAt,
  appCheckGate,
  INVALID_APP_CHECK,
  MISSING_APP_CHECK,
} from './appCheck';

const PROJECT = 'demo-pomoplan';
let standin: RunningStandin;

beforeAll(async () => {
  standin = await startStandin(appCheckStandin(), 0);
});
afterAll(() => standin.close());

const tokenFor = (debugToken: string) => exchangedToken(standin.url, debugToken);

/** What the gate does with a request carrying `token` (or none): 'passed' or its HttpError. */
async function gate(
  token: string | undefined,
  { enforced = true, base = standin.url } = {},
): Promise<string | HttpError> {
  const check = appCheckGate(
    () => enforced,
    () => appCheckAt(base, PROJECT),
  );
  const req = { get: (name: string) => (name === APP_CHECK_HEADER ? token : undefined) };
  let passed = false;
  try {
    await check(req as Request, {} as Response, (() => (passed = true)) as NextFunction);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  return passed ? 'passed' : 'stopped';
}

describe('the App Check gate', () => {
  it('passes a token the app got by exchanging its registered debug token', async () => {
    const token = await tokenFor(APP_CHECK_DEBUG_TOKEN);
    expect(await gate(token)).toBe('passed');
  });

  it('gives no token for a debug token that was never registered', async () => {
    expect(await tokenFor('a-guessed-debug-token')).toBe('403');
  });

  it('refuses a call without a token where App Check is enforced, and says how to send one', async () => {
    const refused = await gate(undefined);
    expect(refused).toMatchObject({ status: 401, message: MISSING_APP_CHECK });
    expect(MISSING_APP_CHECK).toContain('X-Firebase-AppCheck: <token>');
  });

  it('lets a call without a token through where App Check is not enforced (the emulators)', async () => {
    expect(await gate(undefined, { enforced: false })).toBe('passed');
  });

  it('refuses a forged, an altered or a foreign token even where it is not enforced', async () => {
    const token = await tokenFor(APP_CHECK_DEBUG_TOKEN);
    const other = await startStandin(appCheckStandin(), 0);
    const foreign = await exchangedToken(other.url);
    await other.close();
    for (const bad of ['not-a-jwt', withClaims(token, { sub: 'another-app' }), foreign]) {
      expect(await gate(bad, { enforced: false })).toMatchObject({
        status: 401,
        message: INVALID_APP_CHECK,
      });
    }
  });

  it('says App Check is unreachable, not that the token is bad, when its keys cannot be read', async () => {
    const token = await tokenFor(APP_CHECK_DEBUG_TOKEN);
    const closed = await startStandin(appCheckStandin(), 0);
    await closed.close();
    expect(await gate(token, { base: closed.url })).toMatchObject({
      status: 503,
      message: APP_CHECK_UNREACHABLE,
    });
  });
});
