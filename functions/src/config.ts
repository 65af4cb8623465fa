// Every parameter and secret the functions read, in one place (Firebase params). Outside
// services default to the real ones; the emulators point them at the local stand-ins through
// functions/.env.demo-pomoplan (the demo project exists only on the emulators), and read
// fake secrets from functions/.secret.local, which `npm start` and `npm test` write.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

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

/** Base URL of the Gemini API; empty means Google's own (generativelanguage.googleapis.com). */
export const geminiApiBase = defineString('GEMINI_API_BASE', {
  default: '',
  description: 'Base URL of the Gemini API (empty: Google)',
});

/** The Gemini model the AI features call. */
export const aiModel = defineString('AI_MODEL', {
  default: 'gemini-2.5-flash',
  description: 'Gemini model for the AI features',
});

/** API key of the Gemini API (Google AI Studio). */
export const geminiApiKey = defineSecret('GEMINI_API_KEY');
