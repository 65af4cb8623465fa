// Every parameter and secret the functions read, in one place (Firebase params). Local values
// for the emulators are written by scripts/start.mjs into functions/.env.local.
import { defineInt, defineString } from 'firebase-functions/params';

export const REGION = 'us-central1';

/** Public address of the web app, used to build links back into it. */
export const appUrl = defineString('APP_URL', { default: 'http://localhost:5000' });

/**
 * API requests one signed-in user may make per minute. Counted per function instance (in
 * memory), so with several instances a user may get somewhat more.
 */
export const rateLimitPerMinute = defineInt('RATE_LIMIT_PER_MINUTE', {
  default: 600,
  description: 'API requests one signed-in user may make per minute, per function instance',
});

/**
 * The web app's Firebase API key, used to check admin credentials with Firebase Auth
 * (Identity Toolkit accounts:signInWithPassword). Not a secret: the web app ships it too.
 * Empty disables the admin API outside the emulators.
 */
export const webApiKey = defineString('WEB_API_KEY', {
  default: '',
  description: "The web app's Firebase API key, for checking admin credentials",
});
