// An emulator suite that runs in the background while other work goes on. It is a
// `firebase emulators:exec` whose script (holdEmulators.mjs) reports the emulators' environment
// once every emulator is up and then waits for its stdin to close, so firebase-tools itself
// stops every emulator, as after any `emulators:exec`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { FIREBASE, firebaseEnv, projectArgs } from './firebase.mjs';
import { EMULATORS, ROOT } from './paths.mjs';

const HOLD_SCRIPT = path.join(ROOT, 'scripts', 'lib', 'holdEmulators.mjs');
const BOOT_TIMEOUT_MS = 180_000;

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function tail(file, lines) {
  if (!fs.existsSync(file)) return '';
  return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}

/**
 * Starts the emulators with their output in `logFile`. `ready` resolves with the environment
 * the emulators' clients need (hosts, project id) or rejects when the suite does not come up;
 * `stop()` shuts the suite down and resolves with firebase-tools' exit code.
 */
export function startEmulators({ logFile, only = EMULATORS }) {
  const envFile = `${logFile}.env.json`;
  fs.rmSync(envFile, { force: true });
  const log = fs.openSync(logFile, 'w');
  const hold = `node ${JSON.stringify(HOLD_SCRIPT)} ${JSON.stringify(envFile)}`;
  const child = spawn(FIREBASE, ['emulators:exec', ...projectArgs, '--only', only, hold], {
    cwd: ROOT,
    env: firebaseEnv(),
    stdio: ['pipe', log, log],
    // Its own process group: a Ctrl-C in the terminal does not reach it; stop() ends it.
    detached: true,
  });
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  let done = false;
  exited.then(() => {
    done = true;
    fs.closeSync(log);
  });
  // Never leave emulators behind, whatever ends this process.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);

  const ready = (async () => {
    const deadline = Date.now() + BOOT_TIMEOUT_MS;
    while (!fs.existsSync(envFile)) {
      if (done || Date.now() > deadline) {
        const why = done ? 'exited before it was ready' : 'did not start in time';
        throw new Error(`The emulator suite ${why}. The end of ${logFile}:\n${tail(logFile, 30)}`);
      }
      await delay(250);
    }
    return { ...process.env, ...JSON.parse(fs.readFileSync(envFile, 'utf8')) };
  })();
  // A caller that never awaits `ready` must not crash the process when the boot fails.
  ready.catch(() => undefined);

  async function stop() {
    process.removeListener('exit', killOnExit);
    if (!done) {
      child.stdin.end();
      // firebase-tools needs a few seconds to stop the JVMs; insist if it hangs.
      const timer = setTimeout(() => child.kill('SIGINT'), 30_000);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  }

  return { ready, stop };
}
