// Connecting Google Calendar: the authorization-code flow with PKCE, the callback that stores
// the grant, and disconnecting. The refresh token lives only in users/{uid}/private/google,
// sealed with TOKEN_ENCRYPTION_KEY; the user document carries the status and the account's
// e-mail for the UI.
import type { GoogleCalendarResult, GoogleCallbackQuery } from '@pomoplan/domain';
import type { OAuth2Client } from 'google-auth-library';
import { z } from 'zod';
import { tokenEncryptionKey } from '../platform/config';
import {
  calendarApi,
  canReadEvents,
  CONNECT_SCOPES,
  googleOptions,
  oauthClient,
  oauthErrorOf,
  pkceS256,
  statusOf,
  type GoogleOptions,
} from './google';
import * as logs from '../platform/logs';
import { calendarUser } from './calendarAccess';
import { db, serverTime, userDoc } from '../platform/firestore';
import { consumeState, createState, recordResult, resultOf } from './googleOAuthStates';
import { decryptToken, encryptToken } from '../platform/tokenCipher';

const grantRef = (uid: string) => userDoc(uid).collection('private').doc('google');

const StoredGrant = z.object({
  refreshToken: z.string(),
  email: z.string().nullable(),
  // Distinguishes one connection from the next (the events cache is keyed by it).
  connectionId: z.string(),
});

export interface Grant {
  refreshToken: string;
  email: string | null;
  connectionId: string;
}

/** The stored grant, decrypted; null when none is stored or it cannot be opened. */
export async function readGrant(uid: string): Promise<Grant | null> {
  const snapshot = await grantRef(uid).get();
  const parsed = StoredGrant.safeParse(snapshot.data());
  if (!parsed.success) return null;
  const refreshToken = decryptToken(parsed.data.refreshToken, tokenEncryptionKey.value());
  return refreshToken === null ? null : { ...parsed.data, refreshToken };
}

export interface AuthStart {
  authUrl: string;
  /** For the browser's `__session` cookie: binds the callback to this browser. */
  binding: string;
}

/** GET /api/integrations/google/auth: where to send the browser, pro and master only. */
export async function startConnection(uid: string, email: string | null): Promise<AuthStart> {
  await calendarUser(uid);
  const client = oauthClient(googleOptions());
  const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
  const { state, binding } = await createState(uid, codeVerifier);
  const authUrl = client.generateAuthUrl({
    access_type: 'offline',
    // Consent every time: Google hands out a refresh token again only when consent is asked.
    prompt: 'consent',
    scope: CONNECT_SCOPES,
    state,
    code_challenge_method: pkceS256(),
    code_challenge: codeChallenge,
    ...(email ? { login_hint: email } : {}),
  });
  return { authUrl, binding };
}

type Outcome = GoogleCalendarResult;

/** The Google account's e-mail from the verified id_token, or null when it names none. */
async function accountEmail(
  client: OAuth2Client,
  options: GoogleOptions,
  idToken: string | null | undefined,
): Promise<string | null> {
  if (!idToken) return null;
  const ticket = await client.verifyIdToken({ idToken, audience: options.clientId });
  return ticket.getPayload()?.email ?? null;
}

async function revokeQuietly(client: OAuth2Client, token: string): Promise<void> {
  try {
    await client.revokeToken(token);
  } catch (error) {
    logs.googleRevokeFailed(error);
  }
}

/**
 * GET /api/integrations/google/callback: Google sends the browser back here. Returns the
 * result for /settings?google_calendar=...; never throws.
 */
export async function finishConnection(
  query: GoogleCallbackQuery,
  binding: string | null,
): Promise<Outcome> {
  const { state } = query;
  if (!state) return failed('verification_error', 'no state');
  try {
    const consumed = await consumeState(state, binding);
    if (consumed.kind === 'fresh') {
      const outcome = await callback(query, consumed).catch((error: unknown) => {
        logs.googleConnectFailed('error', error);
        return 'error' as const;
      });
      // A state replaced meanwhile by a new round trip has nobody left to answer.
      await recordResult(state, outcome).catch(() => undefined);
      return outcome;
    }
    if (consumed.kind === 'spent') {
      logs.googleCallbackRepeated();
      return consumed.result ?? (await firstArrivalResult(state));
    }
    return consumed.reason === 'expired'
      ? failed('timestamp_error', 'state expired')
      : failed('verification_error', `state ${consumed.reason}`);
  } catch (error) {
    logs.googleConnectFailed('error', error);
    return 'error';
  }
}

/** How long a second arrival waits for the first to finish: its code exchange and first call. */
const FIRST_ARRIVAL_WAIT_MS = 15_000;
const FIRST_ARRIVAL_POLL_MS = 250;

/** The result of the first arrival of a state still under way, once it has one. */
async function firstArrivalResult(state: string): Promise<Outcome> {
  const deadline = Date.now() + FIRST_ARRIVAL_WAIT_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, FIRST_ARRIVAL_POLL_MS));
    const result = await resultOf(state);
    if (result) return result;
  }
  return failed('verification_error', 'state spent, its first use unfinished');
}

async function callback(
  query: GoogleCallbackQuery,
  { uid, codeVerifier }: { uid: string; codeVerifier: string },
): Promise<Outcome> {
  if (query.error === 'access_denied') {
    logs.googleConsentDenied(uid);
    return 'denied';
  }
  if (query.error) return failed('redirect_error', `Google answered ${query.error}`, uid);
  if (!query.code) return failed('redirect_error', 'no code', uid);

  const options = googleOptions();
  const client = oauthClient(options);
  let tokens;
  try {
    ({ tokens } = await client.getToken({ code: query.code, codeVerifier }));
  } catch (error) {
    const code = oauthErrorOf(error);
    return failed(
      code === 'redirect_uri_mismatch' ? 'redirect_error' : 'token_error',
      `code exchange: ${code ?? String(error)}`,
      uid,
    );
  }
  const refreshToken = tokens.refresh_token;
  const accessToken = tokens.access_token;
  if (!refreshToken || !accessToken) return failed('token_error', 'no refresh token', uid);
  client.setCredentials(tokens);
  if (!canReadEvents(tokens.scope)) {
    await revokeQuietly(client, refreshToken);
    return failed('verification_error', `calendar scope not granted (${tokens.scope})`, uid);
  }
  let email: string | null;
  try {
    email = await accountEmail(client, options, tokens.id_token);
  } catch (error) {
    await revokeQuietly(client, refreshToken);
    return failed('token_error', `id_token: ${String(error)}`, uid);
  }
  try {
    // The first calendar call: proves the grant reads this account's calendar.
    await calendarApi(options, client).events.list({
      calendarId: 'primary',
      maxResults: 1,
      timeMin: new Date().toISOString(),
      singleEvents: true,
    });
  } catch (error) {
    await revokeQuietly(client, refreshToken);
    return failed('api_error', `first calendar call: ${statusOf(error) ?? String(error)}`, uid);
  }
  await saveGrant(uid, { refreshToken, email });
  logs.googleConnected(uid);
  return 'connected';
}

function failed(result: Outcome, reason: string, uid?: string): Outcome {
  logs.googleConnectFailed(result, reason, uid);
  return result;
}

async function saveGrant(uid: string, grant: { refreshToken: string; email: string | null }) {
  const batch = db().batch();
  batch.set(grantRef(uid), {
    refreshToken: encryptToken(grant.refreshToken, tokenEncryptionKey.value()),
    email: grant.email,
    connectionId: db().collection('_').doc().id,
    connectedAt: serverTime(),
  });
  batch.update(userDoc(uid), {
    googleCalendarConnected: true,
    googleCalendarStatus: 'connected',
    googleCalendarEmail: grant.email,
    updatedAt: serverTime(),
  });
  await batch.commit();
}

/** Google refused the stored grant: the user has to connect again. */
export async function markNeedsReconnect(uid: string): Promise<void> {
  await userDoc(uid).update({
    googleCalendarConnected: false,
    googleCalendarStatus: 'reconnect',
    updatedAt: serverTime(),
  });
}

/**
 * Revokes the stored grant at Google, so the refresh token no longer works there. A token
 * Google already forgot is what was wanted; any other failure is logged and not retried.
 */
export async function revokeAtGoogle(uid: string): Promise<void> {
  const grant = await readGrant(uid);
  if (!grant) return;
  const client = oauthClient(googleOptions());
  try {
    await client.revokeToken(grant.refreshToken);
  } catch (error) {
    if (oauthErrorOf(error) !== 'invalid_token') logs.googleRevokeFailed(error);
  }
}

/** Revokes the grant at Google and deletes its tokens, leaving the user document as it is. */
export async function forgetGrant(uid: string): Promise<void> {
  await revokeAtGoogle(uid);
  await grantRef(uid).delete();
}

/**
 * DELETE /api/integrations/google/disconnect: revokes the grant at Google (a token Google no
 * longer knows counts as revoked; Google being down is logged, not the user's problem), then
 * forgets it. Only our own writes can fail the call.
 */
export async function disconnect(uid: string): Promise<void> {
  await revokeAtGoogle(uid);
  const batch = db().batch();
  batch.delete(grantRef(uid));
  batch.update(userDoc(uid), {
    googleCalendarConnected: false,
    googleCalendarStatus: 'disconnected',
    googleCalendarEmail: null,
    updatedAt: serverTime(),
  });
  await batch.commit();
}
