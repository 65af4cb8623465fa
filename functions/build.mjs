// Bundles the functions into lib/index.js. The shared @pomoplan/domain workspace is inlined so
// that the deployed package needs nothing outside this folder; every runtime dependency listed
// in package.json stays external and is installed by Cloud Build from that list.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
});
