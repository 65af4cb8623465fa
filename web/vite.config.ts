import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// reactfire imports every Firebase product it has hooks for. The app uses only its Firestore
// hooks, so nothing of these three is ever called; as published they count as having side
// effects, which kept ~43 kB of them in the signed-in bundle. Declared side-effect free they are
// dropped. A module whose exports are used keeps its side effects (registration), so using one
// of them later still works.
const UNUSED_BY_REACTFIRE =
  /[\\/]node_modules[\\/]@firebase[\\/](storage|remote-config|functions)[\\/]/;

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
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: UNUSED_BY_REACTFIRE, sideEffects: false }],
      },
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
