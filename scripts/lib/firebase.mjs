import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { emulatorEnv } from '../emulators/setup.mjs';
import { COMPILE_CACHE_ENV, warmFunctionsWorkerCache } from './compileCache.mjs';
import { writeEmulatorConfig } from './emulatorConfig.mjs';
import { firebaseCliEnv, LOCAL_ONLY_ENV } from './localOnly.mjs';
import { bin, PROJECT_ID, ROOT } from './paths.mjs';

/** The Node major the Cloud Functions run on (firebase.json `nodejs22`). */
export const FUNCTIONS_NODE_MAJOR = 22;

/**
 * The Node binary of the npm package `node@22` (a root devDependency). firebase-tools spawns
 * the functions with the Node it runs on itself ("Using node@22 from host"); its lookup of
 * `functions/node_modules/node` never finds a binary, so the CLI itself must run on Node 22.
 */
const NODE_PACKAGE_BIN = path.join(ROOT, 'node_modules', 'node', 'bin', 'node');

/** The Node binary for the firebase CLI and everything it spawns, checked once. */
export function functionsNode() {
  const candidates = [NODE_PACKAGE_BIN, process.execPath];
  for (const candidate of candidates) {
    if (!fs.existsSync(candidate)) continue;
    const run = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    const major = Number(/^v(\d+)/.exec(run.stdout ?? '')?.[1]);
    if (major === FUNCTIONS_NODE_MAJOR) return { bin: candidate, version: run.stdout.trim() };
  }
  throw new Error(
    `the functions run on Node ${FUNCTIONS_NODE_MAJOR}, found neither ${NODE_PACKAGE_BIN} ` +
      `(installed by npm ci from the devDependency "node") nor a host Node ${FUNCTIONS_NODE_MAJOR}.`,
  );
}

/**
 * The environment for firebase-tools, or exits with a message naming what is missing. Its
 * PATH starts with Node 22, so the CLI (a `#!/usr/bin/env node` script), the functions it
 * spawns and any command run by `emulators:exec` all run on Node 22.
 */
export function firebaseEnv() {
  try {
    const node = functionsNode();
    const base = emulatorEnv().env;
    const env = {
      ...COMPILE_CACHE_ENV,
      ...process.env,
      ...base,
      PATH: `${path.dirname(node.bin)}${path.delimiter}${base.PATH}`,
      // Among them METADATA_SERVER_DETECTION: the Pub/Sub client inside firebase-tools otherwise
      // probes for a GCE metadata server before it subscribes, which also stalls the start for
      // minutes on machines with no network.
      ...LOCAL_ONLY_ENV,
      ...firebaseCliEnv(),
      // Loading the functions bundle to read its triggers must finish within 10 s by default;
      // a busy 2-core machine (a browser suite beside it) can take longer, and then the
      // emulator serves no function at all.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
    };
    warmFunctionsWorkerCache(node.bin, env);
    return env;
  } catch (error) {
    console.error(`✖ The Firebase emulators cannot start: ${error.message}`);
    process.exit(1);
  }
}

export const FIREBASE = bin('firebase');
/**
 * What every emulator run passes to firebase-tools: the demo project and the emulators' own
 * config (firebase.json with the local origins in its Content-Security-Policy).
 */
export const projectArgs = ['--project', PROJECT_ID, '--config', writeEmulatorConfig()];
