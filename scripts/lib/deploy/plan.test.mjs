import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths.mjs';
import { deployTargets, describePlan, hostingSite } from './plan.mjs';

const firebaseJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'firebase.json'), 'utf8'));

describe('what the deploy is asked to deploy', () => {
  it('is every product firebase.json declares, the mail extension included and no Storage', () => {
    expect(deployTargets(firebaseJson)).toEqual([
      'firestore:rules',
      'firestore:indexes',
      'functions',
      'hosting',
      'extensions',
    ]);
    expect(firebaseJson).not.toHaveProperty('storage');
  });

  it("goes to the project's default Hosting site unless firebase.json names one", () => {
    expect(hostingSite(firebaseJson, 'demo-x')).toBe('demo-x');
    expect(hostingSite({ hosting: { site: 'pomoplan-www' } }, 'demo-x')).toBe('pomoplan-www');
  });

  it('lists each function with its region and secrets, the extension and the site', () => {
    const text = describePlan({
      projectId: 'demo-x',
      firebaseJson,
      endpoints: [
        {
          name: 'api',
          regions: ['europe-west1'],
          kind: 'https',
          secrets: ['STRIPE_SECRET_KEY'],
          maxInstances: 20,
          memoryMb: 512,
          concurrency: 80,
        },
      ],
      secrets: ['STRIPE_SECRET_KEY'],
    });
    expect(text).toContain(
      'api in europe-west1: https, secrets STRIPE_SECRET_KEY; max 20 instances, 512 MB, 80 requests at once',
    );
    expect(text).toMatch(/extension: firestore-send-email = firebase\/firestore-send-email@\d/);
    expect(text).toContain('hosting: site demo-x (https://demo-x.web.app) from web/dist');
  });
});

describe('the mail extension instance', () => {
  it("reads its params the way firebase-tools' extension deploy reads them", async () => {
    const { readInstanceParam } = await import(
      path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'extensions', 'manifest.js')
    );
    const params = readInstanceParam({
      projectDir: ROOT,
      instanceId: 'firestore-send-email',
      projectId: 'demo-x',
    });
    expect(params).toMatchObject({ MAIL_COLLECTION: 'mail', DATABASE: '(default)' });
    expect(params.SMTP_PASSWORD).toMatch(/secrets\/firestore-send-email-SMTP_PASSWORD\//);
    expect(params).not.toHaveProperty('SMTP_CONNECTION_URI');
  });
});
