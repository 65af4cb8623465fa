// App Check: a token on each call of this app to the API, Firestore and Auth, which tells the
// real app on a real browser from a script holding a user's ID token. A deployed build proves
// itself with reCAPTCHA Enterprise; on the emulators the app exchanges the debug token the
// local stand-in has registered, as the SDK's debug provider does with Google's service.
//
// Loaded on its own chunk, so the first screen does not carry it: by the first API call, and
// in a deployed build as soon as Auth or Firestore starts (firebase/auth.ts, firestore.ts),
// whose requests carry its token once it is initialised.
import {
  CustomProvider,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import { firebaseApp } from './app';
import {
  APP_CHECK_STANDIN,
  appCheckSiteKey,
  emulatorHost,
  firebaseOptions,
  usesEmulators,
} from './config';

/** The stand-in's answer, as App Check's exchange endpoint gives it: `ttl` is like "3600s". */
interface Exchanged {
  token: string;
  ttl: string;
}

function isExchanged(value: unknown): value is Exchanged {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Exchanged).token === 'string' &&
    typeof (value as Exchanged).ttl === 'string'
  );
}

/** The emulators' provider: the debug token exchanged at the stand-in. */
function standinProvider(): CustomProvider {
  const { projectId = '', appId = '' } = firebaseOptions;
  const url = `http://${emulatorHost()}:${APP_CHECK_STANDIN.port}/v1/projects/${projectId}/apps/${appId}:exchangeDebugToken`;
  return new CustomProvider({
    getToken: async () => {
      // text/plain keeps the request simple, so no CORS preflight comes before it.
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: JSON.stringify({ debug_token: APP_CHECK_STANDIN.debugToken }),
      });
      const answer: unknown = await response.json();
      if (!response.ok || !isExchanged(answer)) {
        throw new Error(`App Check's stand-in answered ${response.status}`);
      }
      return { token: answer.token, expireTimeMillis: Date.now() + parseInt(answer.ttl) * 1000 };
    },
  });
}

let appCheck: AppCheck | undefined;

/** Starts App Check once; Firestore and Auth use it for their requests from then on. */
export function startAppCheck(): AppCheck {
  appCheck ??= initializeAppCheck(firebaseApp(), {
    provider: usesEmulators ? standinProvider() : new ReCaptchaEnterpriseProvider(appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return appCheck;
}

/** A current App Check token; none when one cannot be had (the API then says why). */
export async function appCheckToken(): Promise<string | undefined> {
  try {
    return (await getToken(startAppCheck())).token;
  } catch {
    return undefined;
  }
}
