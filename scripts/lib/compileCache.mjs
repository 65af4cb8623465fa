// Every functions worker the emulator starts (one per function per concurrent request) loads the
// same modules again: firebase-tools' worker runtime, firebase-admin, firebase-functions and the
// bundle, about 1.5 CPU-s each on these machines. Node's compile cache keeps V8's compiled code
// of those modules on disk, which cuts a worker's start by a fifth. A worker never writes that
// cache itself (Node writes it at a normal exit, and the emulator ends its workers with a
// signal), so one short process that loads what a worker loads fills it before the emulators
// start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PROJECT_ID, ROOT } from './paths.mjs';

const CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'node-compile-cache');
const FUNCTIONS_DIR = path.join(ROOT, 'functions');
const WORKER_RUNTIME = path.join(
  ROOT,
  'node_modules',
  'firebase-tools',
  'lib',
  'emulator',
  'functionsEmulatorRuntime.js',
);

/**
 * For every Node process of an emulator run. `NODE_DISABLE_COMPILE_CACHE=1` (read by Node
 * itself) turns the cache off, e.g. to measure what it saves.
 */
export const COMPILE_CACHE_ENV = { NODE_COMPILE_CACHE: CACHE_DIR };

// Requiring the runtime does not start it (it starts only as the main module); the bundle is
// missing before the first build, and a worker then fails on its own with a clearer message.
const LOAD_WHAT_A_WORKER_LOADS = `
require(${JSON.stringify(WORKER_RUNTIME)});
require('firebase-admin');
require('firebase-functions');
import('./lib/index.js').catch(() => undefined);
`;

/** Fills the compile cache with the modules of a functions worker, run by `nodeBin`. */
export function warmFunctionsWorkerCache(nodeBin, env) {
  if (env.NODE_DISABLE_COMPILE_CACHE) return;
  // Best effort: a failure here costs only the saving, never the run.
  spawnSync(nodeBin, ['--eval', LOAD_WHAT_A_WORKER_LOADS], {
    cwd: FUNCTIONS_DIR,
    env: { ...env, GCLOUD_PROJECT: PROJECT_ID },
    stdio: 'ignore',
    timeout: 60_000,
  });
}
