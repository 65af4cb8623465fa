// Every parameter and secret the functions read, in one place (Firebase params). Outside
// services default to the real ones; the emulators point them at the local stand-ins through
// functions/.env.demo-pomoplan (the demo project exists only on the emulators), and read
// fake secrets from functions/.secret.local, which `npm start` and `npm test` write.
import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';

/**
 * Where every function runs. Read from the params file at discovery and at run time alike (the
 * task queues are addressed by it); the emulators keep the default.
 */
export const REGION = process.env.FUNCTIONS_REGION || 'us-central1';

/** Public address of the web app, used to build links back into it. */
export const appUrl = defineString('APP_URL', { default: 'http://localhost:5000' });

/** Requests per user per minute per instance, where no environment file sets another. */
export const RATE_LIMIT_PER_MINUTE_DEFAULT = 600;
/**
 * API requests one signed-in user may make per minute. Counted per function instance (in
 * memory), so with several instances a user may get somewhat more.
 */
export const rateLimitPerMinute = defineInt('RATE_LIMIT_PER_MINUTE', {
  default: RATE_LIMIT_PER_MINUTE_DEFAULT,
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

/**
 * Where firebase-admin reads App Check's public keys; empty means Google's own
 * (firebaseappcheck.googleapis.com). The emulators name the local stand-in that issues their
 * tokens.
 */
export const appCheckApiBase = defineString('APP_CHECK_API_BASE', {
  default: '',
  description: "Base URL of App Check's token service (empty: Google)",
});

/**
 * Whether the API refuses a call of the web app that carries no App Check token. A token that
 * comes is verified either way. Off only on the emulators, whose tests call the API as
 * scripts do; a deployed project keeps the default.
 */
export const appCheckEnforced = defineBoolean('APP_CHECK_ENFORCED', {
  default: true,
  description: 'Refuse API calls of the web app without an App Check token',
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

/**
 * Which provider writes the AI analyses until an admin chooses one: `auto` (Gemini when
 * GEMINI_API_KEY is set, else built-in), `gemini` or `builtin`.
 */
export const aiProvider = defineString('AI_PROVIDER', {
  default: 'auto',
  description: 'AI analysis provider: auto, gemini or builtin',
});

/** API key of the Gemini API (Google AI Studio); `none` when the project has no model. */
export const geminiApiKey = defineSecret('GEMINI_API_KEY');

/** Base URL of the Stripe API; empty means Stripe's own (api.stripe.com). */
export const stripeApiBase = defineString('STRIPE_API_BASE', {
  default: '',
  description: 'Base URL of the Stripe API (empty: Stripe)',
});

/**
 * Stripe's publishable key (pk_...), served to the web app at run time so that changing
 * accounts needs no rebuild. Not a secret: Stripe.js sends it from every browser.
 */
export const stripePublishableKey = defineString('STRIPE_PUBLISHABLE_KEY', {
  default: '',
  description: "Stripe's publishable key (pk_...) for the checkout page",
});

/** Stripe's secret API key (sk_... or a restricted rk_...). */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');

/** The signing secret (whsec_...) of the webhook endpoint /api/webhooks/stripe. */
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/**
 * Where mail/{id} documents are relayed on the emulators (the local mailbox stand-in). Empty in
 * production, where Firebase's "Trigger Email from Firestore" extension sends them.
 */
export const mailRelayUrl = defineString('MAIL_RELAY_URL', {
  default: '',
  description:
    'Local mailbox that receives mail/{id} documents (empty: the Trigger Email extension sends them)',
});

/**
 * Base URL of an FCM HTTP v1 outbox that records web push messages instead of sending them
 * (the push stand-in on the emulators, which have no FCM). Empty: firebase-admin's messaging.
 */
export const pushOutboxBase = defineString('PUSH_OUTBOX_BASE', {
  default: '',
  description: 'FCM outbox stand-in for the emulators (empty: Firebase Cloud Messaging)',
});
/** Base URL of Google's OAuth server; empty means Google's own (accounts.google.com). */
export const googleOAuthBase = defineString('GOOGLE_OAUTH_BASE', {
  default: '',
  description: "Base URL of Google's OAuth 2.0 server (empty: Google)",
});

/** Base URL of Google's APIs (Calendar v3); empty means Google's own (www.googleapis.com). */
export const googleApiBase = defineString('GOOGLE_API_BASE', {
  default: '',
  description: "Base URL of Google's APIs, for Calendar v3 (empty: Google)",
});

/**
 * The OAuth client id of the Google Cloud project (…apps.googleusercontent.com). Not a secret:
 * it is in every authorization URL. Empty turns the Google Calendar connection off.
 */
export const googleClientId = defineString('GOOGLE_CLIENT_ID', {
  default: '',
  description: 'OAuth 2.0 client id for the Google Calendar connection',
});

/** The OAuth client's secret. */
export const googleClientSecret = defineSecret('GOOGLE_CLIENT_SECRET');

/** Encrypts the stored Google refresh tokens (AES-256-GCM, key derived with SHA-256). */
export const tokenEncryptionKey = defineSecret('TOKEN_ENCRYPTION_KEY');

/**
 * Signs the unsubscribe link of every mail a user can turn off (HMAC-SHA256 over the user and
 * the kind of mail), so the link works without signing in and cannot be forged. Changing it
 * makes the links of mail already sent answer 'not valid'.
 */
export const mailUnsubscribeKey = defineSecret('MAIL_UNSUBSCRIBE_KEY');
