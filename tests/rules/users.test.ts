import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FIRESTORE_HOST, FIRESTORE_PORT } from '../support/emulators';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    // A project id of its own so the rules under test never replace the app's.
    projectId: 'demo-pomoplan-rules',
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      host: FIRESTORE_HOST,
      port: FIRESTORE_PORT,
    },
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('users/{uid}', () => {
  it('refuses a signed-out read', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'users/x')));
  });
});
