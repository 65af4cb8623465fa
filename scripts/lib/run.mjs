import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/**
 * Starts a command with inherited output. `exited` resolves with its exit code (never rejects);
 * `stop()` sends it SIGINT, as a Ctrl-C would, and resolves once it has exited.
 */
export function start(command, args, { env = process.env, cwd = ROOT } = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env, cwd });
  const exited = new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    await exited;
  };
  return { exited, stop };
}

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function run(command, args, options) {
  return start(command, args, options).exited;
}

/** Runs a command and exits the whole script if it fails. */
export async function runOrExit(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit code ${code}).`);
    process.exit(code);
  }
}

/**
 * Runs a command with its output (stdout and stderr, interleaved) kept, so that commands run
 * side by side can print theirs one after another; resolves with `{ code, output }`.
 */
export function runCaptured(command, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env, cwd });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      resolve({ code: 127, output: `Could not start ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString('utf8') });
    });
  });
}
