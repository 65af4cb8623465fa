// How every entry script that starts emulators begins (npm start, npm test, emulators:exec, the
// bench): it owns what it will start, keeps it on this machine, and refuses to start when one of
// its ports is taken, naming the holder.
import { applyLocalOnlyEnv } from './localOnly.mjs';
import { ownProcesses } from './ownedProcesses.mjs';
import { exitIfPortsTaken, runPorts } from './ports.mjs';

/**
 * `stop` is the script's graceful shutdown (see ownProcesses); `only` narrows the emulators whose
 * ports are checked. Resolves with `shutdown(code)` for the script's own early end.
 */
export async function beginLocalRun({ stop, only } = {}) {
  const { shutdown } = ownProcesses({ stop });
  applyLocalOnlyEnv();
  await exitIfPortsTaken(runPorts({ only }));
  return shutdown;
}
