// Every port a run listens on, checked before anything starts, so that a start that finds one
// taken (most often by an earlier run that was killed) says which process holds it instead of
// failing half-way with an emulator's own error.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const readJson = (...parts) => JSON.parse(fs.readFileSync(path.join(ROOT, ...parts), 'utf8'));

/**
 * What the emulators and stand-ins listen on: [{ name, host, port }]. `only` (as firebase's
 * --only, comma-separated) narrows the emulators; the hub and its logging port always start.
 */
export function runPorts({ only } = {}) {
  const { emulators } = readJson('firebase.json');
  const wanted = only ? new Set([...only.split(','), 'hub', 'logging']) : null;
  const ports = [];
  for (const [name, config] of Object.entries(emulators)) {
    if (wanted && !wanted.has(name)) continue;
    if (config && typeof config === 'object' && typeof config.port === 'number') {
      ports.push({ name: `${name} emulator`, host: config.host ?? '127.0.0.1', port: config.port });
    }
    if (config && typeof config.websocketPort === 'number') {
      ports.push({
        name: `${name} emulator (websocket)`,
        host: config.host ?? '127.0.0.1',
        port: config.websocketPort,
      });
    }
  }
  for (const [name, port] of Object.entries(readJson('standins', 'ports.json'))) {
    ports.push({ name: `${name} stand-in`, host: '127.0.0.1', port });
  }
  return ports;
}

/** Resolves true when `host:port` can be listened on now. */
export function isFree(host, port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The socket inodes listening on `port`, from the kernel's TCP tables. */
function listeningInodes(port, procRoot) {
  const inodes = new Set();
  for (const table of ['tcp', 'tcp6']) {
    let text;
    try {
      text = fs.readFileSync(`${procRoot}/net/${table}`, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [, local, , state] = fields;
      const inode = fields[9];
      // State 0A is LISTEN; the local address ends in the port, in hex.
      if (state === '0A' && local && parseInt(local.split(':')[1], 16) === port && inode) {
        inodes.add(inode);
      }
    }
  }
  return inodes;
}

/**
 * The process listening on `port` as `{ pid, command }`, or null when none can be named (not
 * Linux, or a process we may not look into).
 */
export function portHolder(port, { procRoot = '/proc' } = {}) {
  const inodes = listeningInodes(port, procRoot);
  if (inodes.size === 0) return null;
  for (const entry of fs.readdirSync(procRoot)) {
    if (!/^\d+$/.test(entry)) continue;
    let fds;
    try {
      fds = fs.readdirSync(`${procRoot}/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target;
      try {
        target = fs.readlinkSync(`${procRoot}/${entry}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        let command = '';
        try {
          command = fs
            .readFileSync(`${procRoot}/${entry}/cmdline`, 'utf8')
            .split('\0')
            .join(' ')
            .trim();
        } catch {
          // exited meanwhile
        }
        return { pid: Number(entry), command };
      }
    }
  }
  return null;
}

/** One line per process holding ports of the run, naming it; empty when every port is free. */
export async function takenPorts(ports = runPorts()) {
  const byHolder = new Map();
  for (const { name, host, port } of ports) {
    if (await isFree(host, port)) continue;
    const holder = portHolder(port);
    const key = holder ? holder.pid : 'unknown';
    if (!byHolder.has(key)) byHolder.set(key, { holder, taken: [] });
    byHolder.get(key).taken.push(`${port} (${name})`);
  }
  return [...byHolder.values()].map(({ holder, taken }) => {
    const ports = `Port${taken.length > 1 ? 's' : ''} ${taken.join(', ')}`;
    if (!holder) return `${ports}: taken by a process this user cannot see`;
    return `${ports}: held by process ${holder.pid} (${holder.command.slice(0, 100)}); stop it with \`kill ${holder.pid}\``;
  });
}

/** Exits with a message naming the holders when any port of the run is taken. */
export async function exitIfPortsTaken(ports) {
  const problems = await takenPorts(ports);
  if (problems.length === 0) return;
  console.error('✖ Cannot start: another process holds the ports this run needs.');
  for (const line of problems) console.error(`  ${line}`);
  console.error('An earlier npm start, npm test or bench may still be running.');
  process.exit(1);
}
