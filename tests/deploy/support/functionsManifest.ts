// The functions manifest as `firebase deploy` sees it: the source bundled with the build's own
// options, then loaded by firebase-functions' discovery binary (what firebase-tools spawns, with
// FUNCTIONS_MANIFEST_OUTPUT_PATH) in a child process that has no network to talk to.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { build, type Metafile } from 'esbuild';
import { z } from 'zod';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
const FUNCTIONS = path.join(ROOT, 'functions');

const nullable = <T extends z.ZodType>(schema: T) => schema.nullish();
const paramOr = <T extends z.ZodType>(schema: T) => z.union([schema, z.string()]);

const retryConfigSchema = z.object({
  maxAttempts: nullable(paramOr(z.number())),
  maxDoublings: nullable(paramOr(z.number())),
  maxBackoffSeconds: nullable(paramOr(z.number())),
  maxRetrySeconds: nullable(paramOr(z.number())),
  minBackoffSeconds: nullable(paramOr(z.number())),
});

const endpointSchema = z.object({
  platform: z.string(),
  region: z.array(z.string()),
  availableMemoryMb: nullable(paramOr(z.number())),
  maxInstances: nullable(paramOr(z.number())),
  concurrency: nullable(paramOr(z.number())),
  timeoutSeconds: nullable(paramOr(z.number())),
  secretEnvironmentVariables: z.array(z.object({ key: z.string() })).optional(),
  httpsTrigger: z.object({}).passthrough().optional(),
  scheduleTrigger: z
    .object({ schedule: z.string(), timeZone: nullable(z.string()) })
    .passthrough()
    .optional(),
  taskQueueTrigger: z
    .object({
      retryConfig: retryConfigSchema.optional(),
      rateLimits: z
        .object({
          maxConcurrentDispatches: nullable(paramOr(z.number())),
          maxDispatchesPerSecond: nullable(paramOr(z.number())),
        })
        .optional(),
    })
    .optional(),
  eventTrigger: z
    .object({
      eventType: z.string(),
      eventFilters: z.record(z.string(), z.string()).optional(),
      eventFilterPathPatterns: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});

const manifestSchema = z.object({
  specVersion: z.literal('v1alpha1'),
  params: z.array(z.object({ name: z.string(), default: z.unknown().optional() })).optional(),
  endpoints: z.record(z.string(), endpointSchema),
});

export type Endpoint = z.infer<typeof endpointSchema>;

export interface DiscoveredFunctions {
  endpoints: Record<string, Endpoint>;
  /** The runtime firebase.json deploys the codebase with (the manifest does not carry it). */
  runtime: string;
  /** What the bundle's modules import: files relative to the repository root. */
  imports: Metafile['inputs'];
}

const codebaseSchema = z.object({ source: z.string(), runtime: z.string() });
// `functions` is one codebase or a list of them.
const firebaseJsonSchema = z.object({
  functions: z.union([codebaseSchema.transform((codebase) => [codebase]), z.array(codebaseSchema)]),
});

type YamlToBuild = (manifest: unknown, project: string, region: string, runtime: string) => unknown;

/** firebase-tools' own reading of a manifest: it throws where the deploy would refuse it. */
function checkAsTheDeployReads(manifest: unknown, runtime: string): void {
  const discovery = z
    .object({ yamlToBuild: z.custom<YamlToBuild>((value) => typeof value === 'function') })
    .parse(
      createRequire(import.meta.url)(
        'firebase-tools/lib/deploy/functions/runtimes/discovery/index.js',
      ),
    );
  discovery.yamlToBuild(manifest, 'demo-deploy-check', 'us-central1', runtime);
}

/** A `{{ params.NAME }}` expression replaced by the param's default (what a fresh project gets). */
function withParamDefaults(value: unknown, defaults: Map<string, unknown>): unknown {
  if (typeof value === 'string') {
    const param = /^\{\{\s*params\.(\w+)\s*\}\}$/.exec(value)?.[1];
    return param && defaults.has(param) ? defaults.get(param) : value;
  }
  if (Array.isArray(value)) return value.map((item) => withParamDefaults(item, defaults));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withParamDefaults(item, defaults)]),
    );
  }
  return value;
}

async function bundle(outDir: string): Promise<Metafile> {
  // The build script's own options, so the bundle is the one a deploy uploads.
  const { buildOptions } = (await import(path.join(FUNCTIONS, 'build.mjs'))) as {
    buildOptions: Parameters<typeof build>[0];
  };
  const result = await build({
    ...buildOptions,
    // The entry and its chunks, as functions/lib holds them.
    outdir: path.join(outDir, 'lib'),
    sourcemap: false,
    metafile: true,
    absWorkingDir: ROOT,
  });
  fs.copyFileSync(path.join(FUNCTIONS, 'package.json'), path.join(outDir, 'package.json'));
  return result.metafile;
}

/** Bundles functions/src and reads its manifest with firebase-functions' discovery. */
export async function discoverFunctions(): Promise<DiscoveredFunctions> {
  // Inside functions/node_modules, so the bundle resolves the same dependencies as functions/lib
  // does, and out of the way of the emulators, which load functions/lib meanwhile.
  const cache = path.join(FUNCTIONS, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const outDir = fs.mkdtempSync(path.join(cache, 'manifest-'));
  try {
    const metafile = await bundle(outDir);
    const manifestFile = path.join(outDir, 'functions.yaml');
    // The environment firebase-tools gives the discovery process, and a project id of the
    // emulators' kind so nothing could reach a real project.
    await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/firebase-functions'), [outDir], {
      cwd: outDir,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        FUNCTIONS_CONTROL_API: 'true',
        FUNCTIONS_MANIFEST_OUTPUT_PATH: manifestFile,
        GCLOUD_PROJECT: 'demo-deploy-check',
        METADATA_SERVER_DETECTION: 'none',
      },
    });
    const firebaseJson = firebaseJsonSchema.parse(
      JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')),
    );
    // The one codebase: the deploy uploads its staged copy (functions/dist) of functions/.
    const runtime = firebaseJson.functions[0]?.runtime ?? '';
    // The binary writes JSON, which is YAML too.
    const manifest: unknown = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    checkAsTheDeployReads(manifest, runtime);
    const raw = manifestSchema.parse(manifest);
    const defaults = new Map((raw.params ?? []).map((param) => [param.name, param.default]));
    const endpoints = z
      .record(z.string(), endpointSchema)
      .parse(withParamDefaults(raw.endpoints, defaults));
    return { endpoints, runtime, imports: metafile.inputs };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}
