import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { runOrExit } from './run.mjs';

/**
 * Installs the workspace dependencies when they are missing or older than the lockfile, so
 * that `npm start` and `npm test` work on a fresh clone with nothing but Node and npm.
 */
export async function ensureDependencies() {
  const lockfile = path.join(ROOT, 'package-lock.json');
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const upToDate =
    fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lockfile).mtimeMs;
  if (upToDate) return;
  console.log('Installing dependencies (npm ci)...');
  await runOrExit('npm ci', 'npm', ['ci', '--no-audit', '--no-fund']);
}
