// The folder firebase.json deploys the functions from (functions/dist): the built bundle, the
// params files, and a package.json without the workspace's dev tools whose lockfile is cut
// from the root lockfile, so Cloud Build's `npm ci` installs exactly the tested versions.
import fs from 'node:fs';
import path from 'node:path';
import { workspaceLockfile } from './lockfile.mjs';

export const STAGE_DIR = path.join('functions', 'dist');

/** The deployed package.json: the functions' own, less what only the build and tests use. */
export function deployedManifest(functionsPackage) {
  const { name, version, type, main, engines, dependencies } = functionsPackage;
  return { name, version, private: true, type, main, engines, dependencies };
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const writeJson = (file, value) => fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Writes functions/dist from the built functions/lib; answers the folder. */
export function stageFunctions(root) {
  const functionsDir = path.join(root, 'functions');
  const stage = path.join(root, STAGE_DIR);
  fs.rmSync(stage, { recursive: true, force: true });
  fs.mkdirSync(stage, { recursive: true });
  const manifest = deployedManifest(readJson(path.join(functionsDir, 'package.json')));
  writeJson(path.join(stage, 'package.json'), manifest);
  writeJson(
    path.join(stage, 'package-lock.json'),
    workspaceLockfile(readJson(path.join(root, 'package-lock.json')), 'functions', manifest),
  );
  fs.cpSync(path.join(functionsDir, 'lib'), path.join(stage, 'lib'), { recursive: true });
  for (const name of fs.readdirSync(functionsDir)) {
    // The params files; .env.local and .secret.local hold the emulators' values only.
    if (/^\.env(\.[\w-]+)?$/.test(name) && name !== '.env.local') {
      fs.copyFileSync(path.join(functionsDir, name), path.join(stage, name));
    }
  }
  return stage;
}
