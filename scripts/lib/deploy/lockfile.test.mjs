import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths.mjs';
import { resolveFrom, workspaceLockfile } from './lockfile.mjs';
import { deployedManifest } from './stage.mjs';

const readJson = (...parts) => JSON.parse(fs.readFileSync(path.join(ROOT, ...parts), 'utf8'));
const rootLock = readJson('package-lock.json');
const manifest = deployedManifest(readJson('functions', 'package.json'));

describe('the lockfile the functions are deployed with', () => {
  const lock = workspaceLockfile(rootLock, 'functions', manifest);

  it('pins every dependency of the functions at the version and integrity CI installed', () => {
    for (const name of Object.keys(manifest.dependencies)) {
      const tested = rootLock.packages[resolveFrom(rootLock.packages, 'functions', name)];
      const deployed = lock.packages[`node_modules/${name}`];
      expect({ name, version: deployed.version, integrity: deployed.integrity }).toEqual({
        name,
        version: tested.version,
        integrity: tested.integrity,
      });
    }
  });

  it('holds only packages of the root lockfile, each at a version it pins', () => {
    const pinned = new Set(
      Object.entries(rootLock.packages).map(([, entry]) => `${entry.version} ${entry.integrity}`),
    );
    const entries = Object.entries(lock.packages).filter(([location]) => location !== '');
    expect(entries.length).toBeGreaterThan(Object.keys(manifest.dependencies).length);
    for (const [location, entry] of entries) {
      expect(entry.integrity, location).toMatch(/^sha512-/);
      expect(pinned.has(`${entry.version} ${entry.integrity}`), location).toBe(true);
    }
  });

  it('declares the same dependencies as the deployed package.json, and no dev tools', () => {
    expect(lock.packages[''].dependencies).toEqual(manifest.dependencies);
    expect(manifest).not.toHaveProperty('devDependencies');
    expect(Object.keys(lock.packages)).not.toContain('node_modules/@pomoplan/domain');
  });

  it('nests a package whose version clashes with one already at the top', () => {
    const packages = {
      '': {},
      app: { dependencies: { a: '1', b: '2' } },
      'app/node_modules/b': { version: '2.0.0', integrity: 'b2' },
      'node_modules/a': { version: '1.0.0', integrity: 'a1', dependencies: { b: '1' } },
      'node_modules/b': { version: '1.0.0', integrity: 'b1' },
    };
    const nested = workspaceLockfile({ packages }, 'app', {
      name: 'app',
      version: '1.0.0',
      dependencies: { a: '1', b: '2' },
    });
    expect(nested.packages['node_modules/b'].version).toBe('2.0.0');
    expect(nested.packages['node_modules/a/node_modules/b'].version).toBe('1.0.0');
  });
});
