// Every parameter and secret the functions read, in one place (Firebase params). Local values
// for the emulators are written by scripts/start.mjs into functions/.env.local.
import { defineString } from 'firebase-functions/params';

export const REGION = 'us-central1';

/** Public address of the web app, used to build links back into it. */
export const appUrl = defineString('APP_URL', { default: 'http://localhost:5000' });
