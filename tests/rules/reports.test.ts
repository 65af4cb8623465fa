import { Timestamp } from 'firebase/firestore';
import { UID, useRulesEnv } from './support/env';
import { describeClosed } from './support/serverWrittenSuites';

const rules = useRulesEnv();

// The reports' rollups and completion records: the API decides what of them a tier may read,
// so not even the owner reads them directly, and only the server writes them.
describeClosed(
  rules,
  `users/${UID.master}/reportMonths/2026-12`,
  () => ({
    focus: { '03T1445': { minutes: 25, pomodoros: 1, projects: {} } },
    done: {},
    updatedAt: Timestamp.now(),
  }),
  UID.master,
);

describeClosed(
  rules,
  `users/${UID.pro}/reportDone/task-t1`,
  () => ({
    kind: 'task',
    completedAt: Timestamp.now(),
    title: 'Write report',
    projectId: 'p1',
    projectName: 'Work',
    goalId: null,
    estimated: 2,
    spent: 3,
  }),
  UID.pro,
);
