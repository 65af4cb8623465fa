import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    // Firestore's regex engine for client-side pipeline queries, which the app never runs
    // (see src/vendor/re2js.ts): 150 kB of the signed-in first load.
    alias: { re2js: fileURLToPath(new URL('src/vendor/re2js.ts', import.meta.url)) },
  },
  build: {
    // The SSR build only prerenders the landing page (web/scripts/prerenderLanding.mjs).
    copyPublicDir: !isSsrBuild,
    outDir: 'dist',
    // Lists every chunk with its hashed name for the service worker's precache
    // (scripts/precacheServiceWorker.mjs).
    manifest: !isSsrBuild,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React, ReactDOM and the router change only on upgrades: in a chunk of their own they
          // stay cached across deploys of the app code (81 kB gzip of the 92 kB entry chunk).
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: { port: 5173 },
}));
