import { serverTimestamp } from 'firebase/firestore';
import { useRulesEnv } from './support/env';
import { describeClosed } from './support/serverWrittenSuites';

const rules = useRulesEnv();

// The Trigger Email extension sends whatever lands here: a client write would be an open relay.
describeClosed(
  rules,
  'mail/welcome-1',
  () => ({
    to: ['free@pomoplan.test'],
    message: { subject: 'Welcome to Pomoplan', text: 'Hello!' },
    createdAt: serverTimestamp(),
  }),
  null,
);
