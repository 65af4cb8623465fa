import { serverTimestamp } from 'firebase/firestore';
import { UID, useRulesEnv } from './support/env';
import { describeClosed } from './support/serverWrittenSuites';

const rules = useRulesEnv();

// Google tokens, push tokens and OAuth state: the owner may not even read them.
describeClosed(
  rules,
  `users/${UID.free}/private/google`,
  () => ({
    accessToken: 'ya29.secret',
    refreshToken: '1//secret',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  }),
  UID.free,
);
