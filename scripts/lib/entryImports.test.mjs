// `npm start` and `npm test` install the packages themselves, so on a fresh clone nothing they
// import before that install may be a package: only Node's built-ins and the project's files.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './paths.mjs';

const STATIC_IMPORT = /^\s*import\s[^;]*?from\s+'([^']+)'/gms;

function packagesImportedBy(file, seen = new Set()) {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  return [...source.matchAll(STATIC_IMPORT)].flatMap(([, specifier]) => {
    if (specifier.startsWith('node:')) return [];
    if (specifier.startsWith('.'))
      return packagesImportedBy(path.resolve(path.dirname(file), specifier), seen);
    return [`${path.relative(ROOT, file)} imports ${specifier}`];
  });
}

describe('the entry scripts of a fresh clone', () => {
  it.each(['scripts/start.mjs', 'scripts/test.mjs'])(
    '%s imports no package before installing them',
    (entry) => {
      expect(packagesImportedBy(path.join(ROOT, entry))).toEqual([]);
    },
  );
});
