import { serverTimestamp, Timestamp } from 'firebase/firestore';
import { UID, useRulesEnv } from './support/env';
import { describeClosed } from './support/serverWrittenSuites';

const rules = useRulesEnv();

// The reminder index and the send guards: a client that could write them could send itself
// (or anyone) reminders, or stop its own.
describeClosed(
  rules,
  'reminders/entry-1',
  () => ({
    uid: UID.free,
    taskId: 'task-1',
    seriesId: 'task-1',
    dueAt: Timestamp.fromMillis(Date.UTC(2026, 10, 23, 9)),
    queued: false,
    version: 'v1',
    updatedAt: serverTimestamp(),
  }),
  null,
);

describeClosed(
  rules,
  'reminderSends/send-1',
  () => ({
    uid: UID.free,
    taskId: 'task-1',
    dueAt: Timestamp.fromMillis(Date.UTC(2026, 10, 23, 9)),
    channels: ['in-app'],
    push: 'off',
    sentAt: serverTimestamp(),
  }),
  null,
);

describeClosed(
  rules,
  `users/${UID.free}/private/push`,
  () => ({ tokens: { abc: { token: 'fcm-token', lastSeenAt: serverTimestamp() } } }),
  UID.free,
);
