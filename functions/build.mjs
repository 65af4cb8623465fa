// Bundles the functions into lib/index.js. The shared @pomoplan/domain workspace is inlined so
// that the deployed package needs nothing outside this folder; every runtime dependency listed
// in package.json stays external and is installed by Cloud Build from that list.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** The bundle's options; a test builds with them too, to load the bundle as a cold start does. */
export const buildOptions = {
  entryPoints: [fileURLToPath(new URL('./src/index.ts', import.meta.url))],
  outdir: fileURLToPath(new URL('./lib', import.meta.url)),
  bundle: true,
  // What a function's handler imports dynamically becomes a chunk of its own, loaded on its
  // first call: lib/index.js holds only what every function needs to be declared.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // Chunks of an earlier build would otherwise stay beside the new ones (and be deployed).
  rmSync(buildOptions.outdir, { recursive: true, force: true });
  await build(buildOptions);
}
