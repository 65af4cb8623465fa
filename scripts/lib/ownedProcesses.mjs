// Every process that `npm start`, `npm test` or the bench starts, however deep (the emulators'
// JVMs are spawned detached by firebase-tools, so they leave our process group, and they outlive
// firebase-tools when it is killed), carries the run's marker in its environment. A script run
// by another one (emulators:exec inside npm test) adds its own marker to the inherited ones, so
// each cleans up what it started and never its caller. On SIGTERM, SIGINT or SIGHUP, or when the
// process that started the script (npm) goes away, the script asks its children to stop, waits
// for their own shutdown, then kills every process still carrying the marker.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';

export const OWNER_VARIABLE = 'POMOPLAN_OWNER';

/** A process carries `marker` when its `POMOPLAN_OWNER` (markers joined by `:`) names it. */
export function carries(environ, marker) {
  const prefix = `${OWNER_VARIABLE}=`;
  const line = environ.split('\0').find((entry) => entry.startsWith(prefix));
  return line !== undefined && line.slice(prefix.length).split(':').includes(marker);
}

/** The pids (but `exclude`) whose environment carries `marker`; none where /proc is missing. */
export function processesCarrying(marker, { procRoot = '/proc', exclude = [process.pid] } = {}) {
  const found = [];
  let entries;
  try {
    entries = fs.readdirSync(procRoot);
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (exclude.includes(pid)) continue;
    let environ;
    try {
      environ = fs.readFileSync(`${procRoot}/${entry}/environ`, 'latin1');
    } catch {
      continue; // gone already, or not ours to read
    }
    if (carries(environ, marker)) found.push(pid);
  }
  return found;
}

function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Sends SIGKILL to each pid; a pid that is gone already is fine. */
function killAll(pids) {
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // exited meanwhile
    }
  }
}

const EXIT_CODES = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 };

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The parent's pid and command name from /proc, or null. */
function parentOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return { comm, ppid };
  } catch {
    return null;
  }
}

const SHELLS = new Set(['sh', 'dash', 'bash']);

/**
 * Who started this script: its parent and, when that is the shell npm runs scripts through,
 * the shell's parent (npm itself), which may die while the shell lives on.
 */
function startedBy() {
  const pids = [process.ppid];
  const parent = parentOf(process.ppid);
  if (parent && SHELLS.has(parent.comm) && parent.ppid > 1) pids.push(parent.ppid);
  return pids;
}

/**
 * Marks this process (and so everything it spawns from now on with `process.env`) as the owner
 * of a run, and installs the handlers that end the run. `stop(reason)` is the script's own
 * graceful shutdown; whatever still carries the marker `graceMs` after it began is killed.
 * Returns `shutdown(code)` for the script's own normal end.
 */
export function ownProcesses({ stop = async () => {}, graceMs = 20_000, log = console.log } = {}) {
  const marker = randomUUID();
  const inherited = process.env[OWNER_VARIABLE];
  process.env[OWNER_VARIABLE] = inherited ? `${inherited}:${marker}` : marker;
  const parent = process.ppid;
  let ending = null;

  async function shutdown(code, reason) {
    if (ending) return ending;
    ending = (async () => {
      clearInterval(watchdog);
      if (reason) log(`\n${reason}: stopping everything this run started...`);
      await Promise.race([Promise.resolve(stop(reason)).catch(() => undefined), delay(graceMs)]);
      const left = processesCarrying(marker);
      if (left.length > 0) {
        log(
          `Killing ${left.length} process(es) that did not stop by themselves: ${left.join(' ')}`,
        );
        killAll(left);
      }
      process.exit(code);
    })();
    return ending;
  }

  for (const signal of Object.keys(EXIT_CODES)) {
    process.on(signal, () => {
      // A second Ctrl-C while stopping: do not wait any longer.
      if (ending) {
        killAll(processesCarrying(marker));
        process.exit(EXIT_CODES[signal]);
      }
      void shutdown(EXIT_CODES[signal], `${signal} received`);
    });
  }
  // npm does not pass SIGHUP on to the script, and dies of it: the script ends the run as if it
  // had been hung up on when the process that started it (npm, through a shell) is gone.
  const watched = startedBy();
  const watchdog = setInterval(() => {
    if (process.ppid !== parent || !watched.every(isAlive)) {
      void shutdown(EXIT_CODES.SIGHUP, 'The process that started this run is gone');
    }
  }, 1_000);
  watchdog.unref();
  // A plain process.exit() (a failed step) must not leave anything behind either.
  process.on('exit', () => killAll(processesCarrying(marker)));

  return { shutdown: (code) => shutdown(code) };
}
