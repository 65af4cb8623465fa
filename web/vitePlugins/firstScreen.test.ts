// The chunks of the signed-in first screen, built as `npm run build` builds them: code that only
// later screens or later clicks use must stay out of them, or every first load pays for it again
// without any test noticing (each line below once cost the To Do page 1-8 KB gzip).
import { fileURLToPath } from 'node:url';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

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
  'the MUI code drawn only after an input': [
    '@mui/material/ButtonBase/TouchRipple.mjs',
    '@mui/material/Input/Input.mjs',
    '@mui/material/FilledInput/FilledInput.mjs',
    '@mui/material/Menu/Menu.mjs',
    '@mui/material/Tooltip/Tooltip.mjs',
    '@mui/material/Collapse/Collapse.mjs',
  ],
};

let chunks: OutputChunk[];

beforeAll(async () => {
  const output = (await build({
    root: WEB_ROOT,
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  })) as RolldownOutput;
  chunks = output.output.filter(
    (item): item is OutputChunk => item.type === 'chunk' && FIRST_SCREEN_CHUNKS.includes(item.name),
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

  it.each(Object.entries(LATER))('leaves out %s', (_, files) => {
    expect(inFirstScreen(files)).toEqual([]);
  });

  it("leaves out Firestore's pipeline stages and expressions", () => {
    const firestore = chunks.find((chunk) => chunk.name === 'firestore');
    expect(firestore?.code).not.toContain('Unrecognized stage');
    expect(firestore?.code).not.toContain('Unrecognized expr');
  });
});
