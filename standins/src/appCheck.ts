// Firebase App Check's token service, for the emulators: what the web SDK's debug provider
// asks of it and what firebase-admin reads to verify a token.
//
//   POST /v1/projects/{project}/apps/{app}:exchangeDebugToken  {debug_token}
//        200 {token, ttl: "3600s"}: an RS256 JWT as App Check issues it (iss
//        https://firebaseappcheck.googleapis.com/{number}, aud projects/{number} and
//        projects/{project}, sub the app); 403 PERMISSION_DENIED for a debug token that was
//        never registered (APP_CHECK_DEBUG_TOKEN is the one registered, as in the console)
//   GET  /v1/jwks  the public key that signs the tokens, as a JWK set
//
// The key is made when the stand-in starts, so a token of another run is refused.
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { StandinRequest, StandinResponse, StandinSpec } from './harness';

/** The debug token the emulators' web app sends; registered here as one is in the console. */
export const APP_CHECK_DEBUG_TOKEN = 'pomoplan-emulator-debug-token';

/** The project number of the demo project, as App Check names projects in its tokens. */
const PROJECT_NUMBER = '1000000000001';

const TOKEN_TTL_SECONDS = 3600;

/** The web app asks from its own origin (a simple request: no preflight to answer). */
const ANY_ORIGIN = { 'access-control-allow-origin': '*' };

interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  jwk: Record<string, unknown>;
}

function newSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  const jwk = {
    ...publicKey.export({ format: 'jwk' }),
    kid,
    alg: 'RS256',
    use: 'sig',
  };
  return { kid, privateKey, jwk };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An App Check token for `app` of `project`, signed with `key`. */
export function appCheckToken(
  key: SigningKey,
  project: string,
  app: string,
  nowMs: number,
): string {
  const issuedAt = Math.floor(nowMs / 1000);
  const header = base64url({ alg: 'RS256', typ: 'JWT', kid: key.kid });
  const payload = base64url({
    iss: `https://firebaseappcheck.googleapis.com/${PROJECT_NUMBER}`,
    sub: app,
    aud: [`projects/${PROJECT_NUMBER}`, `projects/${project}`],
    provider: 'debug',
    iat: issuedAt,
    exp: issuedAt + TOKEN_TTL_SECONDS,
  });
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), key.privateKey);
  return `${header}.${payload}.${signature.toString('base64url')}`;
}

function permissionDenied(message: string): StandinResponse {
  return { status: 403, body: { error: { code: 403, message, status: 'PERMISSION_DENIED' } } };
}

export function appCheckStandin(now: () => number = Date.now): StandinSpec {
  const key = newSigningKey();

  function exchange(request: StandinRequest): StandinResponse {
    const body = request.body as { debug_token?: unknown } | undefined;
    if (body?.debug_token !== APP_CHECK_DEBUG_TOKEN) {
      return { ...permissionDenied('App attestation failed.'), headers: ANY_ORIGIN };
    }
    const { project = '', app = '' } = request.params;
    return {
      status: 200,
      body: { token: appCheckToken(key, project, app, now()), ttl: `${TOKEN_TTL_SECONDS}s` },
      headers: ANY_ORIGIN,
    };
  }

  return {
    name: 'appCheck',
    faults: {
      unavailable: () => ({
        status: 503,
        body: {
          error: {
            code: 503,
            message: 'The service is currently unavailable.',
            status: 'UNAVAILABLE',
          },
        },
      }),
    },
    routes: [
      {
        method: 'POST',
        path: '/v1/projects/{project}/apps/{app}:exchangeDebugToken',
        handle: exchange,
      },
      {
        method: 'GET',
        path: '/v1/jwks',
        handle: () => ({ status: 200, body: { keys: [key.jwk] } }),
      },
    ],
  };
}
