// App Check in front of the routes the web app calls: its token (header X-Firebase-AppCheck)
// says the call comes from the app on a real browser, not from a script holding a user's ID
// token. A token that comes is always verified; a call without one is refused where
// APP_CHECK_ENFORCED is on (every deployed project).
//
// firebase-admin verifies against App Check's public keys at a fixed Google address. Where
// APP_CHECK_API_BASE names another service (the emulators' stand-in), the verifier runs on an
// app of its own whose HTTP agent takes its requests there, so the SDK's own checks run.
import { Agent as HttpsAgent, type RequestOptions } from 'node:https';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck, type AppCheck } from 'firebase-admin/app-check';
import { appCheckApiBase, appCheckEnforced } from '../../config';
import { adminApp } from '../../firestore';
import { HttpError } from '../errors';

export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';

export const MISSING_APP_CHECK = `This API answers the Pomoplan app only: send its App Check token as "${APP_CHECK_HEADER}: <token>"`;
export const INVALID_APP_CHECK = 'The App Check token is invalid or expired: reload the app';
export const APP_CHECK_UNREACHABLE = 'App Check could not be reached: try again in a moment';

/**
 * Whether `error` says the public keys could not be fetched: the SDK reports that as it does a
 * bad token, and only its message tells the two apart. Not the caller's fault, so not a 401.
 */
function isKeyFetchFailure(error: unknown): boolean {
  return error instanceof Error && error.message.includes('Error fetching');
}

/** Sends every request of its app to `base`'s host and port, in plain HTTP. */
class StandinAgent extends HttpsAgent {
  constructor(private readonly base: URL) {
    super();
  }

  override createConnection(_options: RequestOptions): Duplex {
    return connect(Number(this.base.port || 80), this.base.hostname);
  }
}

/** App Check of `projectId` as the token service at `base` answers it. */
export function appCheckAt(base: string, projectId: string | undefined): AppCheck {
  const name = `app-check-verifier ${base}`;
  const app: App =
    getApps().find((known) => known.name === name) ??
    initializeApp({ projectId, httpAgent: new StandinAgent(new URL(base)) }, name);
  return getAppCheck(app);
}

function appCheck(): AppCheck {
  const base = appCheckApiBase.value();
  if (!base) return getAppCheck(adminApp());
  return appCheckAt(base, process.env.GCLOUD_PROJECT ?? adminApp().options.projectId);
}

/** The App Check gate itself, with what it reads passed in (tests set both). */
export function appCheckGate(
  enforced: () => boolean,
  verifier: () => AppCheck = appCheck,
): RequestHandler {
  return async (req, _res, next) => {
    const token = req.get(APP_CHECK_HEADER);
    if (!token) {
      if (enforced()) throw new HttpError(401, MISSING_APP_CHECK);
      next();
      return;
    }
    try {
      await verifier().verifyToken(token);
    } catch (error) {
      if (isKeyFetchFailure(error)) throw new HttpError(503, APP_CHECK_UNREACHABLE);
      throw new HttpError(401, INVALID_APP_CHECK);
    }
    next();
  };
}

export const requireAppCheck: RequestHandler = appCheckGate(() => appCheckEnforced.value());
