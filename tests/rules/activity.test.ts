import { serverTimestamp } from 'firebase/firestore';
import { useRulesEnv } from './support/env';
import { describeOwnerReadOnly } from './support/serverWrittenSuites';

const rules = useRulesEnv();

describeOwnerReadOnly(rules, 'activity', () => ({
  action: 'subscription_changed',
  details: { newTier: 'pro', previousTier: 'free' },
  changedBy: 'stripe',
  timestamp: serverTimestamp(),
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
}));
