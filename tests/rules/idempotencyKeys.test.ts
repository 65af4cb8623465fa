import { Timestamp } from 'firebase/firestore';
import { UID, useRulesEnv } from './support/env';
import { describeClosed } from './support/serverWrittenSuites';

const rules = useRulesEnv();

// The API's stored answers to creates sent with an Idempotency-Key: not even the owner may
// read, forge or remove one.
describeClosed(
  rules,
  `users/${UID.free}/idempotencyKeys/${'a'.repeat(64)}`,
  () => ({
    requestHash: 'b'.repeat(64),
    state: 'done',
    response: { status: 201, body: '{"id":"t1"}' },
    createdAt: Timestamp.now(),
    expiresAt: Timestamp.fromMillis(Date.now() + 24 * 60 * 60 * 1000),
  }),
  UID.free,
);
