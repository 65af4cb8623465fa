// What keeps `npm start`, `npm test` and the bench on this machine: every Google library and the
// firebase CLI read these variables, and without them they reach out on their own (the metadata
// server, the npm registry, Firebase's message-of-the-day host) even with every emulator set.
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ID, ROOT } from './paths.mjs';

/** For every process of a run. */
export const LOCAL_ONLY_ENV = {
  // google-auth-library (inside firebase-admin, @google-cloud/*, the functions) otherwise probes
  // 169.254.169.254 and metadata.google.internal to learn whether it runs on Google Cloud.
  METADATA_SERVER_DETECTION: 'none',
  // An explicit project: no library needs to discover one from credentials or the metadata server.
  GCLOUD_PROJECT: PROJECT_ID,
  GOOGLE_CLOUD_PROJECT: PROJECT_ID,
  // firebase-tools asks the npm registry whether it is out of date.
  NO_UPDATE_NOTIFIER: '1',
};

/** Read by credential discovery: a developer's real credentials must never reach a local run. */
const CREDENTIAL_VARIABLES = ['GOOGLE_APPLICATION_CREDENTIALS', 'CLOUDSDK_CONFIG'];

/** Puts LOCAL_ONLY_ENV into this process's environment, inherited by everything it starts. */
export function applyLocalOnlyEnv() {
  Object.assign(process.env, LOCAL_ONLY_ENV);
  for (const name of CREDENTIAL_VARIABLES) Reflect.deleteProperty(process.env, name);
}

const CLI_CONFIG_HOME = path.join(ROOT, '.emulators', 'config');

/**
 * Only for the firebase CLI and what it spawns. Its own config folder holds no login and says
 * that the message of the day was fetched (far in the future), so the CLI neither fetches it nor
 * uses a developer's real account; npm offline keeps the functions emulator's
 * `npm show firebase-functions` version check off the registry.
 */
export function firebaseCliEnv() {
  const store = path.join(CLI_CONFIG_HOME, 'configstore', 'firebase-tools.json');
  if (!fs.existsSync(store)) {
    fs.mkdirSync(path.dirname(store), { recursive: true });
    const farFuture = Date.UTC(2999, 0, 1);
    fs.writeFileSync(store, `${JSON.stringify({ motd: { fetched: farFuture }, usage: false })}\n`);
  }
  return { XDG_CONFIG_HOME: CLI_CONFIG_HOME, npm_config_offline: 'true' };
}
