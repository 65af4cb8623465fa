// The script of the background `firebase emulators:exec` (see emulatorSession.mjs): firebase-tools
// runs it once every emulator is up, with the emulators' hosts in its environment. It writes that
// environment to the file named by its argument, then keeps the emulators up until its stdin
// closes. The api's workers are started first, so that no test waits for one.
import fs from 'node:fs';
import { warmApiWorkers } from './warmFunctions.mjs';

// What firebase-tools sets for an emulators:exec script: the project and every emulator's host.
const EMULATOR_VARIABLES = /^(GCLOUD_PROJECT|FIREBASE_CONFIG|\w+_EMULATOR_(HOST|ADDRESS|HUB))$/;

const [envFile] = process.argv.slice(2);
if (!envFile) {
  console.error('Usage: node holdEmulators.mjs <file for the environment>');
  process.exit(2);
}
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => EMULATOR_VARIABLES.test(name)),
);
await warmApiWorkers();
// Written to a temporary name first so that the reader never sees half a file.
fs.writeFileSync(`${envFile}.tmp`, JSON.stringify(env, null, 2));
fs.renameSync(`${envFile}.tmp`, envFile);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
