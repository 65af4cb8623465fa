// The checks that refuse a deploy before anything leaves the machine. Each answers a list of
// problems, each naming the key at fault and how to fix it; an empty list lets the deploy on.
import fs from 'node:fs';
import path from 'node:path';

/** Params a deployed project cannot work without (their defaults only suit the emulators). */
export const REQUIRED_PARAMS = {
  WEB_API_KEY: "the web app's Firebase API key (Project settings › General › Web API key)",
  STRIPE_PUBLISHABLE_KEY:
    "Stripe's publishable key, pk_live_… or pk_test_… (Developers › API keys)",
};

/** The region the functions deploy to unless FUNCTIONS_REGION names another. */
export const DEFAULT_REGION = 'us-central1';

const LOOPBACK_HOSTS =
  /(^|[^a-z0-9.-])(localhost|127(\.\d{1,3}){3}|0\.0\.0\.0|\[::1\])([^a-z0-9.-]|$)/i;
/** Keys and ids only the local stand-ins accept. */
const STANDIN_VALUES = /sk_test_standin|pk_test_local|whsec_standin|(^|[^a-z])standin-|-standin\./i;

const problem = (key, message) => ({ key, message });

/** Required params that are missing or empty. */
export function missingParams(params, envFile) {
  return Object.entries(REQUIRED_PARAMS)
    .filter(([key]) => (params[key] ?? '').trim() === '')
    .map(([key, what]) => problem(key, `${key} is not set: add ${key}=<${what}> to ${envFile}`));
}

/** What APP_URL is asked for when the setup writes it. */
export const APP_URL_HINT = 'the https address users open, e.g. https://pomoplan.example.com';

/** APP_URL must be the public https address: mail links and OAuth redirects are built from it. */
export function appUrlProblems(params, envFile) {
  const value = params.APP_URL ?? '';
  let url;
  try {
    url = new URL(value);
  } catch {
    return [problem('APP_URL', `APP_URL "${value}" is not an address: set it in ${envFile}`)];
  }
  if (url.protocol !== 'https:' || LOOPBACK_HOSTS.test(url.hostname)) {
    return [
      problem(
        'APP_URL',
        `APP_URL is "${value}", which users cannot open: set it to your site's https address ` +
          `(e.g. https://<project-id>.web.app) in ${envFile}`,
      ),
    ];
  }
  return [];
}

/** The mail extension's params a project must set itself: where to send from, and through what. */
export const EXTENSION_PARAMS = {
  SMTP_CONNECTION_URI: 'your SMTP server, smtps://user@host:465 (the password is a secret)',
  DEFAULT_FROM: 'the sender, e.g. Pomoplan <hello@pomoplan.example.com>',
};

/** Extension params that are missing or empty. */
export function extensionParamProblems(params, envFile) {
  return Object.entries(EXTENSION_PARAMS)
    .filter(([key]) => (params[key] ?? '').trim() === '')
    .map(([key, what]) => problem(key, `${key} is not set: add ${key}=<${what}> to ${envFile}`));
}

/** Params pointing at this machine: the emulators, the stand-ins or any loopback address. */
export function localAddressProblems(params, envFile, localPorts) {
  const ports = new RegExp(`:(${localPorts.join('|')})(?!\\d)`);
  return Object.entries(params)
    .filter(
      ([key, value]) => key !== 'APP_URL' && (LOOPBACK_HOSTS.test(value) || ports.test(value)),
    )
    .map(([key, value]) =>
      problem(
        key,
        `${key} is "${value}", an address on this machine (the emulators or a stand-in): ` +
          `remove it from ${envFile} so the real service is used`,
      ),
    );
}

/**
 * Variables that switch on what only the emulators may have (the dev sign-in routes, the demo
 * passwords, loopback calls): set in a params file they would open them in production.
 */
const EMULATOR_ONLY = /^(FUNCTIONS_EMULATOR|[A-Z_]+_EMULATOR_HOST)$/;

export function emulatorFlagProblems(params, envFile) {
  const flags = Object.keys(params)
    .filter((key) => EMULATOR_ONLY.test(key))
    .map((key) =>
      problem(
        key,
        `${key} is set in ${envFile}: it switches on what only the emulators may have ` +
          '(the dev sign-in routes and demo passwords); remove it',
      ),
    );
  // Scripts holding a user's ID token may call the API only where nothing is deployed.
  if (params.APP_CHECK_ENFORCED !== undefined && params.APP_CHECK_ENFORCED !== 'true') {
    flags.push(
      problem(
        'APP_CHECK_ENFORCED',
        `APP_CHECK_ENFORCED is "${params.APP_CHECK_ENFORCED}" in ${envFile}: a deployed api ` +
          'refuses calls without an App Check token; remove it',
      ),
    );
  }
  return flags;
}

/** Every function must have a ceiling on its instances (functions/src/platform/capacity.ts). */
export function capacityProblems(endpoints) {
  return endpoints
    .filter((endpoint) => !(endpoint.maxInstances > 0))
    .map((endpoint) =>
      problem(
        endpoint.name,
        `${endpoint.name} has no maxInstances: a flood would scale it without bound; give it ` +
          'a line in functions/src/platform/capacity.ts',
      ),
    );
}

/** Params holding a key only the local stand-ins accept. */
export function standinKeyProblems(params, envFile) {
  return Object.entries(params)
    .filter(([, value]) => STANDIN_VALUES.test(value))
    .map(([key]) => problem(key, `${key} holds a stand-in key: put the real one in ${envFile}`));
}

/** Every Hosting rewrite to a function must name the region the functions deploy to. */
export function regionProblems(firebaseJson, region) {
  return (firebaseJson.hosting?.rewrites ?? [])
    .filter((rewrite) => rewrite.function && (rewrite.function.region ?? region) !== region)
    .map((rewrite) =>
      problem(
        'FUNCTIONS_REGION',
        `the Hosting rewrite of ${rewrite.source} goes to ${rewrite.function.functionId} in ` +
          `${rewrite.function.region}, but the functions deploy to ${region}: make the two agree ` +
          `(firebase.json hosting.rewrites, or FUNCTIONS_REGION in the params file)`,
      ),
    );
}

/**
 * The web build must be made for this project: with web/.env.production naming it, and the
 * built bundle carrying its project id (a build without it talks to the emulators).
 */
export function webBuildProblems(webDir, projectId, webEnv, localPorts) {
  const envFile = path.join('web', '.env.production');
  if (!webEnv) {
    return [
      problem(
        'web/.env.production',
        `${envFile} is missing, so the web app is built for the emulators: create it with ` +
          `VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID=${projectId} ` +
          'and VITE_FIREBASE_APP_ID (Project settings › General › Your apps › Config)',
      ),
    ];
  }
  const problems = [
    ...localAddressProblems(webEnv, envFile, localPorts),
    ...standinKeyProblems(webEnv, envFile),
  ];
  if (!webEnv.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY) {
    problems.push(
      problem(
        'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
        `VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is missing from ${envFile}: without it the web app ` +
          'gets no App Check token and the API refuses its calls (reCAPTCHA Enterprise › Keys)',
      ),
    );
  }
  if (webEnv.VITE_FIREBASE_PROJECT_ID !== projectId) {
    problems.push(
      problem(
        'VITE_FIREBASE_PROJECT_ID',
        `VITE_FIREBASE_PROJECT_ID is "${webEnv.VITE_FIREBASE_PROJECT_ID ?? ''}" in ${envFile}, ` +
          `not ${projectId}: set it to the project you deploy to`,
      ),
    );
    return problems;
  }
  if (!bundleNames(path.join(webDir, 'dist'), projectId)) {
    problems.push(
      problem(
        'web/dist',
        `web/dist was not built for ${projectId} (it would talk to the emulators): ` +
          'run `npm run build -w web` after writing web/.env.production',
      ),
    );
  }
  return problems;
}

/** Whether some script of the built web app names `projectId`. */
function bundleNames(distDir, projectId) {
  const assets = path.join(distDir, 'assets');
  if (!fs.existsSync(assets)) return false;
  // The minifier quotes strings with any of the three quote characters.
  const quoted = new RegExp(`["'\`]${projectId}["'\`]`);
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .some((name) => quoted.test(fs.readFileSync(path.join(assets, name), 'utf8')));
}
