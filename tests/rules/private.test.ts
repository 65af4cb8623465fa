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

// The feed's secret, for Settings to show through the API only.
describeClosed(
  rules,
  `users/${UID.free}/private/calendarFeed`,
  () => ({ secret: 'a'.repeat(43), createdAt: serverTimestamp() }),
  UID.free,
);

// Pending OAuth round trips and the feed index: server-only top-level collections.
describeClosed(
  rules,
  `googleOAuthStates/${'a'.repeat(64)}`,
  () => ({ uid: UID.free, codeVerifier: 'v', bindingHash: 'h', createdAt: serverTimestamp() }),
  UID.free,
);

describeClosed(
  rules,
  `calendarFeeds/${'a'.repeat(64)}`,
  () => ({ uid: UID.free, createdAt: serverTimestamp() }),
  UID.free,
);

// The admin sign-in's failed attempts: only the api function reads and writes them.
describeClosed(
  rules,
  `adminSignInFailures/${'a'.repeat(64)}`,
  () => ({ failures: [], blockedUntil: 0, expiresAt: serverTimestamp() }),
  UID.free,
);
