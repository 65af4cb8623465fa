import { serverTimestamp } from 'firebase/firestore';
import { useRulesEnv } from './support/env';
import { describeClosed } from './support/serverWrittenSuites';

const rules = useRulesEnv();

describeClosed(
  rules,
  'stripeEvents/evt_1',
  () => ({ type: 'checkout.session.completed', createdAt: serverTimestamp() }),
  null,
);
