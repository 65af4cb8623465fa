import react from '@vitejs/plugin-react';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { directBarrelImports } from './vitePlugins/directBarrelImports';
import { firestoreWithoutPipelines } from './vitePlugins/firestoreWithoutPipelines';
import { firstScreenChunks } from './vitePlugins/firstScreenChunks';
import { muiStandIns } from './vitePlugins/muiStandIns';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));
/** A stand-in of ours for a module inside a package (`src/moduleStandIns/`). */
const standIn = (file: string) =>
  fileURLToPath(new URL(`src/moduleStandIns/${file}`, import.meta.url));
/**
 * React Router's package exports only its development build, whose dev warnings then stay in
 * the bundle; its production build beside it is the same code with them switched off.
 */
const reactRouterProduction = [
  { find: /^react-router$/, file: 'index.mjs' },
  { find: /^react-router\/dom$/, file: 'dom-export.mjs' },
].map(({ find, file }) => ({
  find,
  replacement: fileURLToPath(
    new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url),
  ),
}));
/** Each feature's index: what other features may use of it. */
const FEATURE_BARRELS = readdirSync(fileURLToPath(new URL('src/features', import.meta.url)))
  .map((feature) => fileURLToPath(new URL(`src/features/${feature}/index.ts`, import.meta.url)))
  .filter(existsSync)
  .map((file) => ({ file }));
/** The signed-in To Do screen's lazy modules, each loaded before that screen is complete. */
const FIRST_SCREEN = {
  entry: 'src/main.tsx',
  signedIn: [
    'src/app/SignedInApp.tsx',
    'src/features/todo/TodoPage.tsx',
    'src/features/quickAdd/QuickAddLauncher.tsx',
    'src/platform/session/session.ts',
    'src/platform/session/emailVerification.ts',
  ],
  // Not /subscribe: it reads the user document, so it loads Firestore and the signed-in chunk.
  signedOut: [
    'src/features/landing/LandingPage.tsx',
    'src/features/auth/LoginPage.tsx',
    'src/app/SignUpRoute.tsx',
    'src/features/auth/TestAccountsPage.tsx',
    'src/features/billing/CheckoutSignedOut.tsx',
    'src/platform/session/signIn.ts',
    'src/platform/session/session.ts',
  ],
  preloaders: ['src/app/signedInAppLoader.ts', 'src/features/billing/prepareCheckout.ts'],
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    firestoreWithoutPipelines(),
    directBarrelImports([
      {
        specifier: '@pomoplan/domain',
        file: fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
      },
      ...FEATURE_BARRELS,
    ]),
    muiStandIns([
      {
        importer: 'Select/SelectInput.mjs',
        source: '../Menu/Menu.mjs',
        file: standIn('selectMenu.ts'),
      },
      {
        importer: 'InputBase/InputBase.mjs',
        source: '../TextareaAutosize/index.mjs',
        file: standIn('textareaAutosize.tsx'),
      },
      {
        importer: 'ButtonBase/ButtonBase.mjs',
        source: './TouchRipple.mjs',
        file: standIn('touchRipple.tsx'),
      },
      ...['TextField/TextField.mjs', 'Select/Select.mjs'].flatMap((importer) => [
        { importer, source: '../Input/index.mjs', file: standIn('standardInput.ts') },
        { importer, source: '../FilledInput/index.mjs', file: standIn('filledInput.ts') },
      ]),
    ]),
  ],
  resolve: {
    // Firestore's regex engine for client-side pipeline queries, which the app never runs
    // (see src/moduleStandIns/re2js.ts), and a large share of the signed-in first load.
    alias: [
      { find: 're2js', replacement: standIn('re2js.ts') },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  build: {
    // The SSR build only prerenders the landing page (web/scripts/prerenderLanding.mjs).
    copyPublicDir: !isSsrBuild,
    outDir: 'dist',
    // Lists every chunk with its hashed name for the service worker's precache
    // (scripts/precacheServiceWorker.mjs).
    manifest: !isSsrBuild,
    // Written for the bench's breakdown of the chunks by package, but named by no script and
    // never deployed (firebase.json's Hosting ignores *.map): the app's source stays private.
    sourcemap: 'hidden',
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
