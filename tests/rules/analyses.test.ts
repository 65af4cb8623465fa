import { serverTimestamp } from 'firebase/firestore';
import { useRulesEnv } from './support/env';
import { describeOwnerReadOnly } from './support/serverWrittenSuites';

const rules = useRulesEnv();

describeOwnerReadOnly(rules, 'analyses', () => ({
  aiResponse: 'Start with the overdue thesis chapter, then the two quick todos.',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
}));
