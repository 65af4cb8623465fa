import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function run(command, args, { env = process.env, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env, cwd });
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a command and exits the whole script if it fails. */
export async function runOrExit(label, command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (exit code ${code}).`);
    process.exit(code);
  }
}
