// Which secrets each exported function's code may read, from the bundle's import graph: a
// deployed function sees only the secrets it lists, so a function that can reach a module
// calling `someSecret.value()` must list that secret or fail at run time in production.
import fs from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { ROOT } from './functionsManifest';

const CONFIG = 'functions/src/platform/config.ts';
const INDEX = 'functions/src/index.ts';

/** Variable name → secret name, from the defineSecret calls of the config module. */
function secretsByVariable(): Map<string, string> {
  const source = fs.readFileSync(path.join(ROOT, CONFIG), 'utf8');
  const found = source.matchAll(/export const (\w+) = defineSecret\(\s*'(\w+)'/g);
  return new Map([...found].map(([, variable = '', secret = '']) => [variable, secret]));
}

/** Exported function name → the module it is exported from (a `export { x } from` line). */
function exportedFunctions(imports: Metafile['inputs']): Map<string, string> {
  const source = fs.readFileSync(path.join(ROOT, INDEX), 'utf8');
  const exports = new Map<string, string>();
  for (const [, names = '', from = ''] of source.matchAll(
    /export\s*\{([^}]+)\}\s*from\s*'([^']+)'/g,
  )) {
    const module = path.posix.join(path.posix.dirname(INDEX), from);
    const file = [`${module}.ts`, `${module}/index.ts`].find((candidate) => candidate in imports);
    if (!file) throw new Error(`${INDEX}: cannot find the module '${from}' in the bundle`);
    // `a as b` exports b.
    const exported = names.split(',').map(
      (n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .at(-1) ?? '',
    );
    for (const name of exported) if (name) exports.set(name, file);
  }
  return exports;
}

/** Every module `entry` loads, at once or later through a dynamic import. */
function reachable(entry: string, imports: Metafile['inputs']): Set<string> {
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imported of imports[file]?.imports ?? []) {
      if (!imported.external && imported.path in imports) pending.push(imported.path);
    }
  }
  return seen;
}

/** For each exported function: the secrets some module it can load reads, and where. */
export function secretsReadBy(imports: Metafile['inputs']): Map<string, Map<string, string>> {
  const secrets = secretsByVariable();
  const readers = new Map<string, string[]>();
  for (const file of Object.keys(imports).filter((f) => f.startsWith('functions/src/'))) {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const read = [...secrets].filter(([variable]) =>
      new RegExp(`\\b${variable}\\.value\\(\\)`).test(source),
    );
    readers.set(
      file,
      read.map(([, secret]) => secret),
    );
  }
  const result = new Map<string, Map<string, string>>();
  for (const [name, entry] of exportedFunctions(imports)) {
    const read = new Map<string, string>();
    for (const file of reachable(entry, imports)) {
      for (const secret of readers.get(file) ?? []) if (!read.has(secret)) read.set(secret, file);
    }
    result.set(name, read);
  }
  return result;
}
