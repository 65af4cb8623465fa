// The first-time setup of a Firebase project: the commands that can run unattended, the
// values to ask for, and the steps only a person can click. Planned here without the network,
// so the plan is testable; scripts/deploy-setup.mjs prints or runs it.
import fs from 'node:fs';
import path from 'node:path';
import { APP_URL_HINT, REQUIRED_PARAMS } from './checks.mjs';

/** The Google APIs the functions, their triggers, queues and schedules and the web app use. */
export const REQUIRED_APIS = [
  'cloudfunctions',
  'cloudbuild',
  'artifactregistry',
  'run',
  'eventarc',
  'pubsub',
  'cloudtasks',
  'cloudscheduler',
  'secretmanager',
  'firestore',
  'identitytoolkit',
  'fcm',
  'firebaseextensions',
].map((name) => `${name}.googleapis.com`);

/** Roles the default compute service account needs to put tasks on the queues as itself. */
export const SERVICE_ACCOUNT_ROLES = ['roles/cloudtasks.enqueuer', 'roles/iam.serviceAccountUser'];

/** The mail extension's SMTP password (extensions/firestore-send-email.env names it). */
export const EXTENSION_SMTP_SECRET = 'firestore-send-email-SMTP_PASSWORD';

/** The string items of `export const NAME = [ ... ]` (or `= '…'`) in a source file. */
export function readConstant(source, name) {
  const match = new RegExp(`export const ${name}\\s*=\\s*(\\[[^\\]]*\\]|'[^']*')`).exec(source);
  if (!match) throw new Error(`${name} is not declared in the source`);
  const strings = [...match[1].matchAll(/'([^']*)'/g)].map((item) => item[1]);
  return match[1].startsWith('[') ? strings : strings[0];
}

/** The Stripe API version and webhook events, read from the functions' source. */
export function stripeFacts(root) {
  const read = (file) => fs.readFileSync(path.join(root, 'functions', 'src', file), 'utf8');
  return {
    apiVersion: readConstant(read('billing/stripe.ts'), 'STRIPE_API_VERSION'),
    events: readConstant(read('billing/stripeEvents.ts'), 'HANDLED_EVENTS'),
  };
}

/**
 * The setup of `projectId`: `commands` (argv lists) that need no answer, `secrets` to prompt
 * for, `params` to ask, and `manual` steps for a person. `projectNumber` names the default
 * compute service account; unknown, the command looks it up first.
 */
export function setupPlan({ projectId, projectNumber, appUrl, secrets, stripe }) {
  const member = `serviceAccount:${projectNumber ?? '<PROJECT_NUMBER>'}-compute@developer.gserviceaccount.com`;
  const commands = [
    ['gcloud', 'services', 'enable', ...REQUIRED_APIS, '--project', projectId],
    ...SERVICE_ACCOUNT_ROLES.map((role) => [
      'gcloud',
      'projects',
      'add-iam-policy-binding',
      projectId,
      '--member',
      member,
      '--role',
      role,
      '--condition=None',
    ]),
  ];
  // Each secret is read from standard input, so it is neither echoed nor left in the history.
  const secretCommands = [
    ...secrets.map((name) => ({
      name,
      argv: ['firebase', 'functions:secrets:set', name, '--data-file=-', '--project', projectId],
    })),
    {
      name: EXTENSION_SMTP_SECRET,
      argv: ['gcloud', 'secrets', 'create', EXTENSION_SMTP_SECRET, '--data-file=-', '--project', projectId],
    },
  ];
  const host = appUrl ? new URL(appUrl).host : `${projectId}.web.app`;
  const manual = [
    `Stripe (Developers › Webhooks › Add endpoint): URL https://${host}/api/webhooks/stripe, ` +
      `API version ${stripe.apiVersion}, events: ${stripe.events.join(', ')}. ` +
      'Copy its signing secret into STRIPE_WEBHOOK_SECRET.',
    'Stripe (Settings › Billing › Customer portal): turn the portal on; under Subscriptions and ' +
      'emails › Manage failed payments, mark the subscription unpaid when all retries fail.',
    'Google Cloud console › APIs & Services: enable the Google Calendar API; configure the OAuth ' +
      'consent screen (External; scopes openid, email, calendar.events.readonly) and publish it.',
    `Google Cloud console › Credentials › Create OAuth client ID (Web application), redirect URI ` +
      `https://${host}/api/integrations/google/callback; put its id in GOOGLE_CLIENT_ID and its ` +
      'secret in GOOGLE_CLIENT_SECRET.',
    'Google AI Studio › Get API key: the Gemini key for GEMINI_API_KEY (or `none`: the built-in ' +
      'analyser writes the analyses).',
    'Firebase console › Authentication › Sign-in method: turn on Email/Password and Google.',
    `Firebase console › Authentication › Settings › Authorised domains: add ${host}.`,
    'Firebase console › Project settings › Cloud Messaging › Web Push certificates: generate a ' +
      'key pair; put the public key in web/.env.production as VITE_FIREBASE_VAPID_KEY.',
    'Firebase console › Project settings › General › Your apps: add a web app; copy its config ' +
      'into web/.env.production (VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, ' +
      `VITE_FIREBASE_PROJECT_ID=${projectId}, VITE_FIREBASE_APP_ID).`,
    'Google Cloud console › Security › reCAPTCHA Enterprise: create a website key for ' +
      `${host} (score-based); put its id in web/.env.production as ` +
      'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY.',
    'Firebase console › App Check › Apps: register the web app with reCAPTCHA Enterprise and ' +
      'that key. Then, once the deployed app is seen sending verified requests (App Check › ' +
      'APIs › metrics), press Enforce for Cloud Firestore and for Authentication. The api ' +
      'function refuses calls without a token from the first deploy (APP_CHECK_ENFORCED).',
  ];
  const params = {
    APP_URL: APP_URL_HINT,
    ...REQUIRED_PARAMS,
    GOOGLE_CLIENT_ID:
      'the OAuth client id (…apps.googleusercontent.com); empty turns Google Calendar off',
    FUNCTIONS_REGION:
      'where the functions run (default us-central1; the Hosting rewrites name it too)',
  };
  return { commands, secretCommands, params, manual };
}

/** The secrets config.ts declares (defineSecret), in its order. */
export function declaredSecrets(root) {
  const source = fs.readFileSync(path.join(root, 'functions', 'src', 'platform', 'config.ts'), 'utf8');
  return [...source.matchAll(/defineSecret\(\s*'([A-Z0-9_]+)'/g)].map((match) => match[1]);
}
