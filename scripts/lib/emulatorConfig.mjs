// The firebase.json the emulators run with: the deployed one, whose Content-Security-Policy
// names only production origins, plus the loopback origins a local build talks to (the Auth and
// Firestore emulators, the Stripe stand-in serving Stripe.js and its card API, and the App Check
// stand-in that issues the app's tokens). Written next to firebase.json because firebase-tools
// resolves every path in it from the file's folder.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const readJson = (...parts) => JSON.parse(fs.readFileSync(path.join(ROOT, ...parts), 'utf8'));
const standinPorts = readJson('standins', 'ports.json');
const { emulators } = readJson('firebase.json');

export const EMULATOR_CONFIG = 'firebase.emulators.json';

const loopback = (port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/** The origins each directive gains on the emulators. */
const LOCAL_SOURCES = {
  'script-src': [`http://127.0.0.1:${standinPorts.stripe}`],
  'connect-src': [
    ...loopback(emulators.auth.port),
    ...loopback(emulators.firestore.port),
    `http://127.0.0.1:${standinPorts.stripe}`,
    ...loopback(standinPorts.appCheck),
  ],
  'frame-src': loopback(emulators.auth.port),
};

/** `policy` with `extra` sources appended to its directives. */
export function widenPolicy(policy, extra = LOCAL_SOURCES) {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
    .map((directive) => {
      const [name] = directive.split(/\s+/);
      const added = extra[name] ?? [];
      return added.length > 0 ? `${directive} ${added.join(' ')}` : directive;
    })
    .join('; ');
}

/** Writes the emulators' config and answers its name, relative to the project root. */
export function writeEmulatorConfig() {
  const config = readJson('firebase.json');
  // The emulators load the functions as built (the deploy stages them in functions/dist) and
  // never fetch the mail extension: the relayMail trigger does its job locally.
  delete config.extensions;
  delete config.hosting?.predeploy;
  for (const codebase of config.functions ?? []) {
    codebase.source = 'functions';
    delete codebase.predeploy;
  }
  for (const rule of config.hosting?.headers ?? []) {
    for (const header of rule.headers ?? []) {
      if (header.key === 'Content-Security-Policy') header.value = widenPolicy(header.value);
    }
  }
  fs.writeFileSync(path.join(ROOT, EMULATOR_CONFIG), `${JSON.stringify(config, null, 2)}\n`);
  return EMULATOR_CONFIG;
}
