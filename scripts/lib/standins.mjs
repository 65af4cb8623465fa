// The local stand-ins for outside services (standins/), run beside the emulators by `npm start`
// and `npm test`, and the fake secrets the functions read on the emulators.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { emulatorUrl } from './emulatorUrls.mjs';
import { bin, PROJECT_ID, ROOT } from './paths.mjs';

/** Fake values for the secrets the functions declare; never valid anywhere but a stand-in. */
const LOCAL_SECRETS = {
  GEMINI_API_KEY: 'standin-gemini-key',
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin',
  GOOGLE_CLIENT_SECRET: 'standin-google-client-secret',
  TOKEN_ENCRYPTION_KEY: 'standin-token-encryption-key',
  MAIL_UNSUBSCRIBE_KEY: 'standin-mail-unsubscribe-key',
};

/** Where the Stripe stand-in delivers its events: the webhook function behind Hosting. */
const STRIPE_WEBHOOK_URL = 'http://127.0.0.1:5000/api/webhooks/stripe';

const READY_TIMEOUT_MS = 30_000;

/**
 * Adds the missing fake secrets to functions/.secret.local (git-ignored), keeping any value a
 * developer put there to try a real service.
 */
export function writeLocalSecrets() {
  const file = path.join(ROOT, 'functions', '.secret.local');
  const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const missing = Object.entries(LOCAL_SECRETS).filter(
    ([key]) => !new RegExp(`^${key}=`, 'm').test(existing),
  );
  if (missing.length > 0) {
    const lines = missing.map(([key, value]) => `${key}=${value}\n`).join('');
    const separator = existing && !existing.endsWith('\n') ? '\n' : '';
    fs.writeFileSync(file, `${existing}${separator}${lines}`);
  }
  return secretsIn(fs.readFileSync(file, 'utf8'));
}

/** The KEY=value lines of a .secret.local file. */
export function secretsIn(text) {
  const secrets = {};
  for (const line of text.split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) secrets[match[1]] = match[2];
  }
  return secrets;
}

/**
 * Starts every stand-in (standins/src/main.ts, one process) and resolves once all listen, with
 * `{ urls: {name: url}, stop }`; `stop()` resolves when the process has exited.
 */
export async function startStandins() {
  const secrets = writeLocalSecrets();
  const child = spawn(bin('tsx'), [path.join('standins', 'src', 'main.ts')], {
    cwd: ROOT,
    // The Stripe stand-in signs its events with the secret the webhook function checks.
    env: {
      ...process.env,
      STANDIN_STRIPE_WEBHOOK_URL: STRIPE_WEBHOOK_URL,
      STANDIN_STRIPE_WEBHOOK_SECRET: secrets.STRIPE_WEBHOOK_SECRET,
      // The mailbox lists the verification links the Auth emulator holds.
      STANDIN_AUTH_EMULATOR_URL: emulatorUrl('auth'),
      STANDIN_PROJECT_ID: PROJECT_ID,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // A script that exits early must not leave the stand-ins holding their ports.
  process.once('exit', () => child.kill('SIGTERM'));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const urls = {};
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no answer within 30 s')), READY_TIMEOUT_MS);
    exited.then(() => reject(new Error('their process exited (see above)')));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const listening = /^stand-in (\S+) listening on (\S+)$/.exec(line);
      if (listening) urls[listening[1]] = listening[2];
      if (line === 'stand-ins ready') {
        clearTimeout(timer);
        resolve();
      }
      if (!listening && line !== 'stand-ins ready') console.log(line);
    });
  });
  try {
    await ready;
  } catch (error) {
    await stop();
    throw new Error(`The stand-ins did not start: ${error.message}`);
  }
  return { urls, stop };
}
