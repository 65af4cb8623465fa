// What loading the functions bundle costs a fresh Node process: what every function instance
// (and every worker process of the functions emulator) pays before its first answer. The
// Functions Framework loads the whole module whichever function the instance serves, with
// FUNCTION_TARGET naming it, so this loads it the same way, once per process.
import { execFile } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface ModuleLoad {
  /** CPU time of the import (user + system), the figure least disturbed by other processes. */
  cpuMs: number;
  wallMs: number;
}

const IMPORT_AND_TIME = `
const cpu = process.cpuUsage();
const start = performance.now();
await import(process.env.BUNDLE_ENTRY);
const used = process.cpuUsage(cpu);
process.stdout.write(JSON.stringify({
  cpuMs: (used.user + used.system) / 1000,
  wallMs: performance.now() - start,
}));
`;

/** Imports `entry` (a built lib/index.js) in a new Node process serving `target`. */
export async function loadInFreshProcess(entry: string, target: string): Promise<ModuleLoad> {
  const { stdout } = await run(
    process.execPath,
    ['--input-type=module', '--eval', IMPORT_AND_TIME],
    {
      env: {
        PATH: process.env.PATH,
        BUNDLE_ENTRY: pathToFileURL(entry).href,
        FUNCTION_TARGET: target,
        GCLOUD_PROJECT: 'demo-pomoplan',
        METADATA_SERVER_DETECTION: 'none',
      },
    },
  );
  return JSON.parse(stdout) as ModuleLoad;
}
