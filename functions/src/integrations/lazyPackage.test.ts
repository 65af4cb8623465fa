import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without declarations; only its options are read.
import { buildOptions } from '../../build.mjs';

/** The packages the bundle imports statically: what every cold start loads. */
async function staticImports(): Promise<string[]> {
  const result = await build({
    ...buildOptions,
    write: false,
    sourcemap: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles?.find((file) => file.path.endsWith('.js'))?.text ?? '';
  return [...text.matchAll(/^import\s+(?:[^;]*?\s*from\s*)?"([^"]+)";$/gm)].map(
    (match) => match[1] ?? '',
  );
}

describe('the functions bundle', () => {
  it('imports the SDKs that only some functions call on first use, not at load', async () => {
    const imports = await staticImports();
    expect(imports).toContain('firebase-admin/firestore');
    for (const name of ['stripe', '@google/genai', '@googleapis/calendar', 'google-auth-library']) {
      expect(imports).not.toContain(name);
    }
  });
});
