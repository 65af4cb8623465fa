// After `vite build` (the SPA in dist/) and `vite build --ssr` (src/features/landing/prerender.tsx
// in dist-ssr/): writes the static landing page. dist/index.html becomes the landing page,
// served for `/` only, with the page's HTML and CSS and one small script (landing-boot.js);
// the SPA shell moves to dist/app.html, which Hosting serves for every other path.
import { build } from 'esbuild';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dist = path.join(web, 'dist');

const shell = await readFile(path.join(dist, 'index.html'), 'utf8');
const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const entry = entryTag.exec(shell)?.[1];
if (!entry) throw new Error('No module entry <script> in dist/index.html: did vite build run?');
const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const preloads = [...shell.matchAll(preloadTag)].map((match) => match[1]);

const { prerenderLanding } = await import(
  pathToFileURL(path.join(web, 'dist-ssr', 'prerender.js')).href
);
const landing = prerenderLanding();

// A signed-in user's browser starts the app at once: the static page must not flash first.
const hideWhileStarting = '<style>html.app-starting #landing-static{display:none}</style>';
const boot = `<script src="/landing-boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"></script>`;
// JSON inside <script>: only "</" could end the element early.
const plansJson = JSON.stringify(landing.plans).replaceAll('</', '<\\/');

const page = shell
  .replace(entryTag, '')
  .replace(preloadTag, '')
  .replace('</head>', `    ${hideWhileStarting}\n    ${landing.styles}\n    ${boot}\n  </head>`)
  .replace(
    '<div id="root"></div>',
    [
      `<div id="root"><div id="landing-static">${landing.page}</div></div>`,
      `<template id="pricing-yearly">${landing.yearlyPricing}</template>`,
      `<template id="pricing-monthly">${landing.monthlyPricing}</template>`,
      `<script type="application/json" id="landing-plans">${plansJson}</script>`,
    ].join('\n    '),
  );

await writeFile(path.join(dist, 'app.html'), shell);
await writeFile(path.join(dist, 'index.html'), page);
await build({
  entryPoints: [path.join(web, 'src/features/landing/boot.ts')],
  outfile: path.join(dist, 'landing-boot.js'),
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  // Beside the script, not named by it; never deployed (see vite.config.ts).
  sourcemap: 'external',
  logLevel: 'warning',
});
console.log('Prerendered the landing page into dist/index.html (the SPA shell is dist/app.html).');
