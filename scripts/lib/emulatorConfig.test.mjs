import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EMULATOR_CONFIG, widenPolicy, writeEmulatorConfig } from './emulatorConfig.mjs';
import { ROOT } from './paths.mjs';

const policyOf = (file) => {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
  const headers = config.hosting.headers.flatMap((rule) => rule.headers);
  return headers.find((header) => header.key === 'Content-Security-Policy').value;
};

const directive = (policy, name) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('the Content-Security-Policy', () => {
  it('names no loopback origin in the deployed firebase.json, and Stripe as Stripe documents', () => {
    const policy = policyOf('firebase.json');
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(directive(policy, 'script-src')).toContain('https://js.stripe.com');
    expect(directive(policy, 'connect-src')).toContain('https://api.stripe.com');
    expect(directive(policy, 'frame-src')).toContain('https://hooks.stripe.com');
  });

  it("lets the emulators' build load the Stripe stand-in's script and reach its API", () => {
    expect(writeEmulatorConfig()).toBe(EMULATOR_CONFIG);
    const policy = policyOf(EMULATOR_CONFIG);
    expect(directive(policy, 'script-src')).toContain('http://127.0.0.1:9902');
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:9902');
    expect(directive(policy, 'connect-src')).toContain('http://127.0.0.1:9099');
    expect(directive(policy, 'connect-src')).toContain('http://localhost:9907');
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('appends sources only to the directives named', () => {
    expect(widenPolicy("default-src 'self'; script-src 'self'", { 'script-src': ['x'] })).toBe(
      "default-src 'self'; script-src 'self' x",
    );
  });
});

describe("the emulators' firebase.json", () => {
  it('loads the functions from their build and fetches no extension, unlike a deploy', () => {
    const read = (file) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));
    expect(read('firebase.json').extensions).toHaveProperty('firestore-send-email');
    writeEmulatorConfig();
    const config = read(EMULATOR_CONFIG);
    expect(config).not.toHaveProperty('extensions');
    expect(config.functions.map((codebase) => codebase.source)).toEqual(['functions']);
    expect(config.functions[0]).not.toHaveProperty('predeploy');
    expect(config.hosting).not.toHaveProperty('predeploy');
  });
});
