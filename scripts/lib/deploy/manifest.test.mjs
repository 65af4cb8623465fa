// Reads the manifest of the functions the way a deploy does, from a fresh bundle of the source.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../../../functions/build.mjs';
import { ROOT } from '../paths.mjs';
import { describeEndpoints, discoverManifest, secretNames } from './manifest.mjs';

// Inside functions/node_modules, so the bundle finds the functions' packages as lib/ does.
const cache = path.join(ROOT, 'functions', 'node_modules', '.cache');
let functionsDir;

beforeAll(async () => {
  fs.mkdirSync(cache, { recursive: true });
  functionsDir = fs.mkdtempSync(path.join(cache, 'deploy-manifest-'));
  fs.writeFileSync(
    path.join(functionsDir, 'package.json'),
    JSON.stringify({ type: 'module', main: 'lib/index.js' }),
  );
  await build({ ...buildOptions, outdir: path.join(functionsDir, 'lib'), sourcemap: false });
}, 60_000);

afterAll(() => fs.rmSync(functionsDir, { recursive: true, force: true }));

const discover = (params) =>
  discoverManifest({ root: ROOT, functionsDir, projectId: 'demo-x', params });
const names = (manifest) => describeEndpoints(manifest).map((endpoint) => endpoint.name);
const regions = (manifest) => [...new Set(describeEndpoints(manifest).flatMap((e) => e.regions))];

describe('the functions a deploy creates', () => {
  // Two discoveries: as a deploy sees the code, and as the emulator does in another region.
  let deployed;
  let emulatedElsewhere;
  beforeAll(() => {
    deployed = discover({});
    emulatedElsewhere = discover({ FUNCTIONS_EMULATOR: 'true', FUNCTIONS_REGION: 'europe-west1' });
  }, 60_000);

  it('leave out the emulators-only mail relay, which the emulators still load', () => {
    expect(names(deployed)).toEqual(expect.arrayContaining(['api', 'stripeWebhook', 'sendReminder']));
    expect(names(deployed)).not.toContain('relayMail');
    expect(names(emulatedElsewhere)).toContain('relayMail');
  });

  it('run in FUNCTIONS_REGION, us-central1 when it is unset', () => {
    expect(regions(deployed)).toEqual(['us-central1']);
    expect(regions(emulatedElsewhere)).toEqual(['europe-west1']);
  });

  it('name the secrets each function reads', () => {
    expect(secretNames(deployed)).toEqual(
      expect.arrayContaining(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'MAIL_UNSUBSCRIBE_KEY']),
    );
    const webhook = describeEndpoints(deployed).find((endpoint) => endpoint.name === 'stripeWebhook');
    expect(webhook.secrets).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('give every function the ceiling capacity.ts sets, the api its memory and concurrency', () => {
    const endpoints = describeEndpoints(deployed);
    expect(endpoints.filter((endpoint) => !(endpoint.maxInstances > 0))).toEqual([]);
    expect(endpoints.find((endpoint) => endpoint.name === 'api')).toMatchObject({
      maxInstances: 20,
      memoryMb: 512,
      concurrency: 80,
    });
    expect(endpoints.find((endpoint) => endpoint.name === 'dailyDigest')).toMatchObject({
      maxInstances: 1,
    });
  });
});
