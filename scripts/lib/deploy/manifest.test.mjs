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
  await build({ ...buildOptions, outfile: path.join(functionsDir, 'lib', 'index.js'), sourcemap: false });
}, 60_000);

afterAll(() => fs.rmSync(functionsDir, { recursive: true, force: true }));

const discover = (params) =>
  discoverManifest({ root: ROOT, functionsDir, projectId: 'demo-x', params });

describe('the functions a deploy creates', () => {
  it('leave out the emulators-only mail relay, which the emulators still load', () => {
    const deployed = describeEndpoints(discover({})).map((endpoint) => endpoint.name);
    expect(deployed).toEqual(expect.arrayContaining(['api', 'stripeWebhook', 'sendReminder']));
    expect(deployed).not.toContain('relayMail');
    const emulated = describeEndpoints(discover({ FUNCTIONS_EMULATOR: 'true' }));
    expect(emulated.map((endpoint) => endpoint.name)).toContain('relayMail');
  }, 60_000);

  it('run in FUNCTIONS_REGION, us-central1 when it is unset', () => {
    const regions = (params) => new Set(describeEndpoints(discover(params)).flatMap((e) => e.regions));
    expect([...regions({})]).toEqual(['us-central1']);
    expect([...regions({ FUNCTIONS_REGION: 'europe-west1' })]).toEqual(['europe-west1']);
  }, 60_000);

  it('name the secrets each function reads', () => {
    const manifest = discover({});
    expect(secretNames(manifest)).toEqual(
      expect.arrayContaining(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'MAIL_UNSUBSCRIBE_KEY']),
    );
    const webhook = describeEndpoints(manifest).find((endpoint) => endpoint.name === 'stripeWebhook');
    expect(webhook.secrets).toContain('STRIPE_WEBHOOK_SECRET');
  }, 60_000);
});
