// After the build: writes into dist/sw.js the list of files the service worker keeps for
// offline use, read from Vite's manifest (the app's entry and every chunk, style and asset it
// loads, now or lazily), with their hashed names. The list's hash is the cache's version, so
// each deploy that changes a file changes sw.js, and browsers install the new worker.
import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(web, 'dist');
const manifestPath = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));

/** Every file the chunk `key` needs, with everything it imports, statically or lazily. */
function filesOf(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.assets ?? []),
    ...[...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].flatMap((next) =>
      filesOf(next, seen),
    ),
  ];
}

// The SPA's page (served for every path but `/`), the landing page and its script, the icons.
const pages = ['/app.html', '/', '/landing-boot.js', '/manifest.webmanifest'];
const icons = ['/favicon.svg', '/icon-192.png', '/icon-512.png', '/icon-maskable-512.png'];
const chunks = [...new Set(filesOf('index.html'))].map((file) => `/${file}`);
const urls = [...pages, ...icons, ...chunks.sort()];

const hash = createHash('sha256');
hash.update(await readFile(path.join(dist, 'app.html')));
hash.update(await readFile(path.join(dist, 'index.html')));
hash.update(urls.join('\n'));
const version = hash.digest('hex').slice(0, 12);

const swPath = path.join(dist, 'sw.js');
const placeholder = "const PRECACHE = { version: 'dev', urls: [] };";
const sw = await readFile(swPath, 'utf8');
if (!sw.includes(placeholder)) throw new Error(`dist/sw.js lacks the line: ${placeholder}`);
await writeFile(
  swPath,
  sw.replace(placeholder, `const PRECACHE = ${JSON.stringify({ version, urls })};`),
);
// The manifest only feeds this list; Hosting need not serve it.
await rm(path.join(dist, '.vite'), { recursive: true, force: true });
console.log(`Service worker precaches ${urls.length} files (version ${version}).`);
