import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { carries, OWNER_VARIABLE } from './ownedProcesses.mjs';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'owner.mjs');
/** Every pid a test started, killed at the end whatever happened. */
const started = [];

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function gone(pid, withinMs) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !alive(pid);
}

/** Starts `command` and resolves with it and the grandchild pid the fixture prints. */
async function startRun(command, args) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child.pid);
  const line = await new Promise((resolve) => {
    readline.createInterface({ input: child.stdout }).once('line', resolve);
  });
  const grandchild = Number(/grandchild (\d+)/.exec(line)?.[1]);
  started.push(grandchild);
  return { child, grandchild };
}

afterAll(() => {
  for (const pid of started.splice(0)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone, as it should be
    }
  }
});

// Each test waits on processes of its own: they run side by side.
describe.concurrent('ownProcesses', () => {
  it.each(['SIGTERM', 'SIGINT', 'SIGHUP'])(
    'on %s kills a detached grandchild that ignores SIGTERM, then exits',
    async (signal) => {
      const { child, grandchild } = await startRun(process.execPath, [FIXTURE]);
      expect(alive(grandchild)).toBe(true);
      const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(signal);
      expect(await exited).toBe({ SIGHUP: 129, SIGINT: 130, SIGTERM: 143 }[signal]);
      expect(await gone(grandchild, 5_000)).toBe(true);
    },
  );

  it.each([
    ['dies', ''],
    ['dies while the shell between them lives on', 'sh -c "$0 $1; true" '],
  ])('ends the run when the process that started it %s, passing no signal on', async (_, shell) => {
    // bash stands for npm, which dies of SIGHUP without telling the script; npm runs the
    // script through `sh -c`, which does not exec it.
    const { child, grandchild } = await startRun('bash', [
      '-c',
      `${shell}${JSON.stringify(process.execPath)} ${JSON.stringify(FIXTURE)} & wait`,
      process.execPath,
      FIXTURE,
    ]);
    child.kill('SIGKILL');
    expect(await gone(grandchild, 5_000)).toBe(true);
  });
});

describe('carries', () => {
  const environ = (value) => `PATH=/usr/bin\0${OWNER_VARIABLE}=${value}\0HOME=/root\0`;

  it('finds a marker alone or among the markers of nested runs', () => {
    expect(carries(environ('a'), 'a')).toBe(true);
    expect(carries(environ('a:b'), 'a')).toBe(true);
    expect(carries(environ('a:b'), 'b')).toBe(true);
  });

  it('does not match another run, a prefix, or a process without the variable', () => {
    expect(carries(environ('ab'), 'a')).toBe(false);
    expect(carries(environ('b:c'), 'a')).toBe(false);
    expect(carries('PATH=/usr/bin\0', 'a')).toBe(false);
  });
});
