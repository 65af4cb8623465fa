import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { directBarrelImports } from './build/directBarrelImports';
import { firestoreWithoutPipelines } from './build/firestoreWithoutPipelines';
import { firstScreenChunks } from './build/firstScreenChunks';
import { muiStandIns } from './build/muiStandIns';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
/** A stand-in of ours for a module inside a package (`src/vendor/`). */
const vendor = (file: string) => fileURLToPath(new URL(`src/vendor/${file}`, import.meta.url));
/** The signed-in To Do screen's lazy modules, each loaded before that screen is complete. */
const FIRST_SCREEN = {
  entry: 'src/main.tsx',
  signedIn: [
    'src/app/SignedInApp.tsx',
    'src/features/todo/TodoPage.tsx',
    'src/features/quickAdd/QuickAddLauncher.tsx',
    'src/app/auth/session.ts',
    'src/app/auth/emailVerification.ts',
  ],
  // Not /subscribe: it reads the user document, so it loads Firestore and the signed-in chunk.
  signedOut: [
    'src/features/landing/LandingPage.tsx',
    'src/features/auth/LoginPage.tsx',
    'src/app/SignUpRoute.tsx',
    'src/features/auth/TestAccountsPage.tsx',
    'src/features/checkout/CheckoutSignedOut.tsx',
    'src/app/auth/signIn.ts',
    'src/app/auth/session.ts',
  ],
  preloaders: ['src/app/signedInAppLoader.ts', 'src/app/billing/prepareCheckout.ts'],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    firestoreWithoutPipelines(),
    directBarrelImports(
      '@pomoplan/domain',
      fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
    ),
    muiStandIns([
      {
        importer: 'Select/SelectInput.mjs',
        source: '../Menu/Menu.mjs',
        file: vendor('selectMenu.ts'),
      },
      {
        importer: 'ButtonBase/ButtonBase.mjs',
        source: './TouchRipple.mjs',
        file: vendor('touchRipple.tsx'),
      },
      ...['TextField/TextField.mjs', 'Select/Select.mjs'].flatMap((importer) => [
        { importer, source: '../Input/index.mjs', file: vendor('standardInput.ts') },
        { importer, source: '../FilledInput/index.mjs', file: vendor('filledInput.ts') },
      ]),
    ]),
  ],
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
          groups: firstScreenChunks(WEB_ROOT, FIRST_SCREEN),
        },
      },
    },
  },
  server: { port: 5173 },
}));
