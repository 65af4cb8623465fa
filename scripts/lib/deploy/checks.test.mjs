import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths.mjs';
import {
  appUrlProblems,
  capacityProblems,
  emulatorFlagProblems,
  extensionParamProblems,
  localAddressProblems,
  missingParams,
  regionProblems,
  standinKeyProblems,
  webBuildProblems,
} from './checks.mjs';
import { parseEnv } from './envFiles.mjs';
import { localPorts } from './project.mjs';

const FILE = 'functions/.env.demo-x';
const keys = (problems) => problems.map((problem) => problem.key);
const ports = localPorts(ROOT);
const emulatorParams = parseEnv(
  fs.readFileSync(path.join(ROOT, 'functions', '.env.demo-pomoplan'), 'utf8'),
);

describe('the params check', () => {
  it('refuses a localhost, loopback or plain http APP_URL, naming the file to fix', () => {
    for (const url of ['http://localhost:5000', 'https://127.0.0.1', 'http://pomoplan.example.com']) {
      const [problem] = appUrlProblems({ APP_URL: url }, FILE);
      expect(problem.key).toBe('APP_URL');
      expect(problem.message).toContain(FILE);
    }
    expect(appUrlProblems({ APP_URL: 'not a url' }, FILE)).toHaveLength(1);
  });

  it('accepts the https address of a site', () => {
    expect(appUrlProblems({ APP_URL: 'https://pomoplan.example.com' }, FILE)).toEqual([]);
  });

  it('names every required param left empty', () => {
    expect(keys(missingParams({ WEB_API_KEY: ' ' }, FILE))).toEqual([
      'WEB_API_KEY',
      'STRIPE_PUBLISHABLE_KEY',
    ]);
    expect(missingParams({ WEB_API_KEY: 'AIza', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }, FILE)).toEqual(
      [],
    );
  });

  it("refuses every stand-in address and key of the emulators' params file", () => {
    expect(keys(localAddressProblems(emulatorParams, FILE, ports)).sort()).toEqual([
      'APP_CHECK_API_BASE',
      'GEMINI_API_BASE',
      'GOOGLE_API_BASE',
      'GOOGLE_OAUTH_BASE',
      'MAIL_RELAY_URL',
      'PUSH_OUTBOX_BASE',
      'STRIPE_API_BASE',
    ]);
    expect(keys(standinKeyProblems(emulatorParams, FILE)).sort()).toEqual([
      'GOOGLE_CLIENT_ID',
      'STRIPE_PUBLISHABLE_KEY',
    ]);
    expect(keys(standinKeyProblems({ STRIPE_SECRET_KEY: 'sk_test_standin' }, FILE))).toEqual([
      'STRIPE_SECRET_KEY',
    ]);
  });

  it('refuses an emulator port even behind a real-looking host', () => {
    expect(keys(localAddressProblems({ X: 'http://devbox.lan:9099' }, FILE, ports))).toEqual(['X']);
    expect(localAddressProblems({ X: 'https://api.example.com', Y: '600' }, FILE, ports)).toEqual([]);
  });

  it('refuses a params file that switches on what only the emulators may have', () => {
    const params = parseEnv('FUNCTIONS_EMULATOR=true\nFIRESTORE_EMULATOR_HOST=x:1\nAPP_URL=https://a.b\n');
    const problems = emulatorFlagProblems(params, FILE);
    expect(keys(problems)).toEqual(['FUNCTIONS_EMULATOR', 'FIRESTORE_EMULATOR_HOST']);
    expect(problems[0].message).toBe(
      'FUNCTIONS_EMULATOR is set in functions/.env.demo-x: it switches on what only the ' +
        'emulators may have (the dev sign-in routes and demo passwords); remove it',
    );
    expect(emulatorFlagProblems(parseEnv('APP_URL=https://a.b\n'), FILE)).toEqual([]);
  });

  it("refuses the emulators' App Check setting, which lets scripts call the API", () => {
    expect(keys(emulatorFlagProblems(emulatorParams, FILE))).toEqual(['APP_CHECK_ENFORCED']);
    expect(emulatorFlagProblems(parseEnv('APP_CHECK_ENFORCED=true\n'), FILE)).toEqual([]);
  });

  it('refuses a function with no ceiling on its instances', () => {
    const problems = capacityProblems([
      { name: 'api', maxInstances: 20 },
      { name: 'stray', maxInstances: null },
    ]);
    expect(keys(problems)).toEqual(['stray']);
    expect(problems[0].message).toMatch(/^stray has no maxInstances/);
  });

  it('refuses a Hosting rewrite to a function in another region than the deploy', () => {
    const firebaseJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));
    expect(regionProblems(firebaseJson, 'us-central1')).toEqual([]);
    expect(keys(regionProblems(firebaseJson, 'europe-west1'))).toEqual([
      'FUNCTIONS_REGION',
      'FUNCTIONS_REGION',
    ]);
  });

  it("refuses the mail extension without the project's SMTP server and sender", () => {
    expect(keys(extensionParamProblems({ MAIL_COLLECTION: 'mail' }, 'x.env'))).toEqual([
      'SMTP_CONNECTION_URI',
      'DEFAULT_FROM',
    ]);
  });
});

describe('the web build check', () => {
  const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pomoplan-web-'));
  const env = {
    VITE_FIREBASE_PROJECT_ID: 'demo-x',
    VITE_FIREBASE_API_KEY: 'AIza',
    VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '6Lc-site-key',
  };
  const writeBundle = (text) => {
    fs.mkdirSync(path.join(webDir, 'dist', 'assets'), { recursive: true });
    fs.writeFileSync(path.join(webDir, 'dist', 'assets', 'index.js'), text);
  };

  it('refuses a build without web/.env.production, which talks to the emulators', () => {
    expect(keys(webBuildProblems(webDir, 'demo-x', undefined, ports))).toEqual(['web/.env.production']);
  });

  it('refuses web/.env.production naming another project', () => {
    expect(keys(webBuildProblems(webDir, 'demo-y', env, ports))).toEqual(['VITE_FIREBASE_PROJECT_ID']);
  });

  it('refuses a bundle built before web/.env.production named the project', () => {
    writeBundle('const options={projectId:"demo-pomoplan"};');
    expect(keys(webBuildProblems(webDir, 'demo-x', env, ports))).toEqual(['web/dist']);
  });

  it('refuses web/.env.production without the reCAPTCHA Enterprise key App Check needs', () => {
    writeBundle('const env={VITE_FIREBASE_PROJECT_ID:`demo-x`};');
    const withoutKey = { ...env, VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: '' };
    expect(keys(webBuildProblems(webDir, 'demo-x', withoutKey, ports))).toEqual([
      'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
    ]);
  });

  it('accepts a bundle built for the project', () => {
    writeBundle('const env={VITE_FIREBASE_PROJECT_ID:`demo-x`};');
    expect(webBuildProblems(webDir, 'demo-x', env, ports)).toEqual([]);
  });
});
