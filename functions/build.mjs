// Bundles the functions into lib/index.js. The shared @pomoplan/domain workspace is inlined so
// that the deployed package needs nothing outside this folder; every runtime dependency listed
// in package.json stays external and is installed by Cloud Build from that list.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** The bundle's options; a test builds with them too, to read what the bundle imports. */
export const buildOptions = {
  entryPoints: [fileURLToPath(new URL('./src/index.ts', import.meta.url))],
  outfile: fileURLToPath(new URL('./lib/index.js', import.meta.url)),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await build(buildOptions);
