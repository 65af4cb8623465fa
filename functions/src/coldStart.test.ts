import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without declarations; only its options are read.
import { buildOptions } from '../build.mjs';

const run = promisify(execFile);

// Under functions/node_modules, so that the bundle finds the functions' packages as it does in lib/.
const CACHE = fileURLToPath(new URL('../node_modules/.cache/', import.meta.url));

/**
 * Loads the bundle as the Functions Framework does (one fresh Node process, the whole entry,
 * FUNCTION_TARGET naming one function) and answers the address of every module it resolved.
 */
const LOAD_AND_LIST = `
import { registerHooks } from 'node:module';
const resolved = new Set();
registerHooks({ resolve(specifier, context, next) {
  const result = next(specifier, context);
  resolved.add(result.url);
  return result;
} });
await import(process.env.BUNDLE_ENTRY);
process.stdout.write(JSON.stringify([...resolved]));
`;

let outdir = '';

async function modulesLoadedBy(target: string): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', LOAD_AND_LIST], {
    env: {
      PATH: process.env.PATH,
      BUNDLE_ENTRY: pathToFileURL(join(outdir, 'index.js')).href,
      FUNCTION_TARGET: target,
      GCLOUD_PROJECT: 'demo-pomoplan',
      METADATA_SERVER_DETECTION: 'none',
    },
  });
  return JSON.parse(stdout) as string[];
}

/** The modules among `urls` that belong to `name`, a package or a folder of one. */
function of(urls: string[], name: string): string[] {
  return urls.filter((url) => url.includes(`/node_modules/${name}/`));
}

beforeAll(async () => {
  await mkdir(CACHE, { recursive: true });
  outdir = await mkdtemp(join(CACHE, 'cold-start-'));
  await build({ ...buildOptions, outdir, sourcemap: false, logLevel: 'silent' });
});

afterAll(async () => {
  if (outdir) await rm(outdir, { recursive: true, force: true });
});

describe('a cold start of any function', () => {
  // A function instance loads the whole entry, so anything imported there at the top is paid by
  // every function; these are used by some functions only and must be loaded where used.
  const USED_BY_SOME = [
    'stripe',
    '@google/genai',
    '@googleapis/calendar',
    'googleapis-common',
    'express',
    'firebase-admin/lib/messaging',
    'firebase-admin/lib/functions',
    '@firebase/database-compat',
  ];

  // One target stands for all: the entry is the same whichever function the instance serves.
  it('loads Firestore but none of the SDKs only some functions use', async () => {
    const loaded = await modulesLoadedBy('sendReminder');
    expect(of(loaded, '@google-cloud/firestore')).not.toEqual([]);
    for (const name of USED_BY_SOME) expect(of(loaded, name), name).toEqual([]);
  }, 60_000);
});
