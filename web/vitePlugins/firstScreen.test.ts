// The chunks of the signed-in first screen, built as `npm run build` builds them: code that only
// later screens or later clicks use must stay out of them, or every first load pays for it again
// without any test noticing (each line below once cost the To Do page 1-8 KB gzip).
import { build as esbuild } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_LOAD_GZIP } from '../../bench/suite/budgets';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const FIRST_SCREEN_CHUNKS = ['shell', 'signed-in', 'firestore', 'react'];

/** Modules that only later screens, or the first screen after an input, use. */
const LATER = {
  'the domain modules of later screens': [
    'domain/src/recurrence.ts',
    'domain/src/timeline.ts',
    'domain/src/calendarMonth.ts',
    'domain/src/imports.ts',
    'domain/src/exportFormat.ts',
    'domain/src/schemas/admin.ts',
  ],
  'the app code run only after an input': [
    'web/src/features/notifications/NotificationPanel.tsx',
    'web/src/features/notifications/SnoozeMenu.tsx',
    'web/src/data/writeBack.ts',
    'web/src/data/capRefusal.ts',
    'web/src/features/focus/RunningTimer.tsx',
    'web/src/features/focus/PhaseEndChime.tsx',
    'web/src/data/focusSettings.ts',
    'web/src/features/focus/FocusPanel.tsx',
    'web/src/features/focus/startFocusNow.ts',
    'web/src/features/focus/FocusShortcut.tsx',
    'web/src/features/billing/UpgradeRequired.tsx',
    'web/src/app/shell/PaymentBanner.tsx',
    'web/src/app/shell/paymentBanner.ts',
  ],
  'the MUI code drawn only after an input': [
    '@mui/material/ButtonBase/TouchRipple.mjs',
    '@mui/material/Input/Input.mjs',
    '@mui/material/FilledInput/FilledInput.mjs',
    '@mui/material/Menu/Menu.mjs',
    '@mui/material/Tooltip/Tooltip.mjs',
    '@mui/material/Collapse/Collapse.mjs',
    '@mui/material/MenuItem/MenuItem.mjs',
    '@mui/material/TextareaAutosize/TextareaAutosize.mjs',
    '@mui/material/Chip/Chip.mjs',
  ],
  "zod's messages, read only once someone has typed": ['zod/v4/locales/en.js'],
};

/** The boot script of index.html, bundled as web/scripts/prerenderLanding.mjs bundles it. */
async function landingBoot(): Promise<Uint8Array> {
  const built = await esbuild({
    entryPoints: [fileURLToPath(new URL('../src/features/landing/boot.ts', import.meta.url))],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const [file] = built.outputFiles;
  if (!file) throw new Error('The landing boot script did not build');
  return file.contents;
}

let chunks: OutputChunk[];
/**
 * Besides those chunks, the entry, the bundler's runtime and App Check, which the first call to
 * the API (the backend user) loads: every script of the first load.
 */
let firstLoad: OutputChunk[];

beforeAll(async () => {
  // Vitest sets NODE_ENV to 'test', which would build React's development code.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let output: RolldownOutput;
  try {
    output = (await build({
      root: WEB_ROOT,
      logLevel: 'silent',
      build: { write: false, sourcemap: false },
    })) as RolldownOutput;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const built = output.output.filter((item): item is OutputChunk => item.type === 'chunk');
  chunks = built.filter((chunk) => FIRST_SCREEN_CHUNKS.includes(chunk.name));
  firstLoad = built.filter(
    (chunk) =>
      FIRST_SCREEN_CHUNKS.includes(chunk.name) ||
      chunk.isEntry ||
      chunk.name === 'rolldown-runtime' ||
      chunk.name === 'appCheck',
  );
}, 120_000);

/** Those of `files` (paths ending module ids) that the first screen's chunks hold. */
function inFirstScreen(files: string[]): string[] {
  const modules = chunks.flatMap((chunk) => chunk.moduleIds.map((id) => id.replace(/\\/g, '/')));
  return files.filter((file) => modules.some((id) => id.endsWith(file)));
}

describe('the signed-in first screen', () => {
  it('is built into its four chunks', () => {
    expect(chunks.map((chunk) => chunk.name).sort()).toEqual([...FIRST_SCREEN_CHUNKS].sort());
  });

  // The bench measures the same scripts as a browser loads them (bench/suite/sections/firstLoad.ts).
  it('stays within its first-load budget, gzip', async () => {
    const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).length;
    const total =
      firstLoad.reduce((sum, chunk) => sum + gzip(chunk.code), 0) + gzip(await landingBoot());
    expect(firstLoad.map((chunk) => chunk.name).sort()).toEqual(
      [...FIRST_SCREEN_CHUNKS, 'appCheck', 'index', 'rolldown-runtime'].sort(),
    );
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_GZIP.signedInTodo);
  });

  it.each(Object.entries(LATER))('leaves out %s', (_, files) => {
    expect(inFirstScreen(files)).toEqual([]);
  });

  it("leaves out Firestore's pipeline stages and expressions", () => {
    const firestore = chunks.find((chunk) => chunk.name === 'firestore');
    expect(firestore?.code).not.toContain('Unrecognized stage');
    expect(firestore?.code).not.toContain('Unrecognized expr');
  });
});
