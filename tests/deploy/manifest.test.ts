// What `firebase deploy` would create for each function, read the way the deploy reads it. A
// change to a function's trigger, limits or secrets shows here as a one-row diff.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  discoverFunctions,
  type DiscoveredFunctions,
  type Endpoint,
} from './support/functionsManifest';
import { secretsReadBy } from './support/secretReaders';
import { CAPACITY } from '../../functions/src/platform/capacity';

const REGION = 'us-central1';
/** What Cloud Functions (2nd gen) gives a function that names no memory or time limit. */
const DEFAULT_MEMORY_MB = 256;
const DEFAULT_TIMEOUT_SECONDS = 60;

interface Row {
  trigger: string;
  memoryMb: number;
  timeoutSeconds: number;
  secrets: string[];
  /** Task queues: attempts, backoff min-max seconds, doublings; dispatches at once, per second. */
  queue?: string;
}

const firestore = (event: string, document: string) => `firestore ${event} ${document}`;
const queue = (retry: string, limits: string) => `retry ${retry}; dispatch ${limits}`;
const MAIL = 'MAIL_UNSUBSCRIBE_KEY';

/** Every deployed function, in the region REGION. Defaults: 256 MB, 60 s. */
const EXPECTED: Record<string, Row> = {
  api: {
    trigger: 'https',
    memoryMb: 512,
    timeoutSeconds: 60,
    secrets: ['GOOGLE_CLIENT_SECRET', MAIL, 'STRIPE_SECRET_KEY', 'TOKEN_ENCRYPTION_KEY'],
  },
  stripeWebhook: {
    trigger: 'https',
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [MAIL, 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  dailyDigest: {
    trigger: 'schedule "0 * * * *" UTC',
    memoryMb: 256,
    timeoutSeconds: 540,
    secrets: [],
  },
  weeklyReport: {
    trigger: 'schedule "0 * * * *" UTC',
    memoryMb: 256,
    timeoutSeconds: 540,
    secrets: [],
  },
  recomputeReports: {
    trigger: 'schedule "0 3 * * 0" UTC',
    memoryMb: 256,
    timeoutSeconds: 540,
    secrets: [],
  },
  planNightlyAnalyses: {
    trigger: 'schedule "0 * * * *" UTC',
    memoryMb: 256,
    timeoutSeconds: 540,
    secrets: [],
  },
  pruneExpired: {
    trigger: 'schedule "0 * * * *" UTC',
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
  },
  sweepReminders: {
    trigger: 'schedule "* * * * *" UTC',
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [MAIL],
  },
  analyseUserTask: {
    trigger: 'task queue',
    memoryMb: 256,
    timeoutSeconds: 120,
    secrets: ['GEMINI_API_KEY'],
    queue: queue('4 attempts, 5-300 s, 4 doublings', '20 at once, 20/s'),
  },
  analysisRunPageTask: {
    trigger: 'task queue',
    memoryMb: 256,
    timeoutSeconds: 300,
    secrets: [],
    queue: queue('5 attempts, 5-120 s, default doublings', '1 at once, default/s'),
  },
  sendReminder: {
    trigger: 'task queue',
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [MAIL],
    queue: queue('60 attempts, 5-5 s, default doublings', '100 at once, default/s'),
  },
  endFocusPhase: {
    trigger: 'task queue',
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
    queue: queue('1500 attempts, 5-5 s, default doublings', '20 at once, default/s'),
  },
  sendDigestTask: {
    trigger: 'task queue',
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [MAIL],
    queue: queue('5 attempts, 10-300 s, default doublings', '20 at once, 100/s'),
  },
  deleteAccountTask: {
    trigger: 'task queue',
    memoryMb: 256,
    timeoutSeconds: 540,
    secrets: ['GOOGLE_CLIENT_SECRET', 'STRIPE_SECRET_KEY', 'TOKEN_ENCRYPTION_KEY'],
    queue: queue('10 attempts, 30-600 s, default doublings', '5 at once, default/s'),
  },
  sendWeeklyReportTask: {
    trigger: 'task queue',
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [MAIL],
    queue: queue('5 attempts, 10-300 s, default doublings', '20 at once, 100/s'),
  },
  recomputeReportsTask: {
    trigger: 'task queue',
    memoryMb: 512,
    timeoutSeconds: 540,
    secrets: [],
    queue: queue('3 attempts, 60-600 s, default doublings', '5 at once, 10/s'),
  },
  buildExportTask: {
    trigger: 'task queue',
    memoryMb: 256,
    timeoutSeconds: 300,
    secrets: [],
    queue: queue('3 attempts, 10-120 s, default doublings', '5 at once, default/s'),
  },
  onProjectCreated: {
    trigger: firestore('created', 'users/{uid}/projects/{projectId}'),
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
  },
  onTaskCreated: {
    trigger: firestore('created', 'users/{uid}/tasks/{taskId}'),
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
  },
  onTaskUpdated: {
    trigger: firestore('updated', 'users/{uid}/tasks/{taskId}'),
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
  },
  onTaskWrittenReminders: {
    trigger: firestore('written', 'users/{uid}/tasks/{taskId}'),
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
  },
  onTodoUpdated: {
    trigger: firestore('updated', 'users/{uid}/todos/{todoId}'),
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
  },
  onFocusSessionWritten: {
    trigger: firestore('written', 'users/{uid}/focusSessions/{sessionId}'),
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
  },
  onUserWritten: {
    trigger: firestore('written', 'users/{uid}'),
    memoryMb: 256,
    timeoutSeconds: 60,
    secrets: [],
  },
  // relayMail is exported on the emulators only: on a real project the Trigger Email
  // extension sends the mail.
};

/**
 * Secrets a function's module graph reaches but its own code never reads, with the reason.
 * (The check works per module: functions defined side by side share their imports.)
 */
const NOT_READ_BY: Record<string, Record<string, string>> = {
  deleteAccountTask: {
    MAIL_UNSUBSCRIBE_KEY:
      'reached through the mail builders; its farewell mail has no unsubscribe link',
  },
  analysisRunPageTask: {
    GEMINI_API_KEY: 'defined beside analyseUserTask; it only queues analyses, never calls a model',
  },
};

const orDefault = (value: number | string | null | undefined) => value ?? 'default';

function triggerOf(endpoint: Endpoint): string {
  if (endpoint.httpsTrigger) return 'https';
  if (endpoint.taskQueueTrigger) return 'task queue';
  const schedule = endpoint.scheduleTrigger;
  if (schedule) return `schedule "${schedule.schedule}" ${schedule.timeZone ?? 'UTC'}`;
  const event = endpoint.eventTrigger;
  if (event?.eventType.startsWith('google.cloud.firestore.document.v1.')) {
    const kind = event.eventType.split('.').at(-1) ?? '';
    return firestore(
      kind,
      event.eventFilterPathPatterns?.document ?? event.eventFilters?.document ?? '?',
    );
  }
  return event ? `event ${event.eventType}` : 'unknown';
}

function queueOf(endpoint: Endpoint): string | undefined {
  const trigger = endpoint.taskQueueTrigger;
  if (!trigger) return undefined;
  const retry = trigger.retryConfig ?? {};
  const limits = trigger.rateLimits ?? {};
  return queue(
    `${orDefault(retry.maxAttempts)} attempts, ${orDefault(retry.minBackoffSeconds)}-` +
      `${orDefault(retry.maxBackoffSeconds)} s, ${orDefault(retry.maxDoublings)} doublings`,
    `${orDefault(limits.maxConcurrentDispatches)} at once, ` +
      `${orDefault(limits.maxDispatchesPerSecond)}/s`,
  );
}

function rowOf(endpoint: Endpoint): Row {
  const memory = endpoint.availableMemoryMb;
  const timeout = endpoint.timeoutSeconds;
  const queued = queueOf(endpoint);
  return {
    trigger: triggerOf(endpoint),
    memoryMb: typeof memory === 'number' ? memory : DEFAULT_MEMORY_MB,
    timeoutSeconds: typeof timeout === 'number' ? timeout : DEFAULT_TIMEOUT_SECONDS,
    secrets: (endpoint.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort(),
    ...(queued ? { queue: queued } : {}),
  };
}

let discovered: DiscoveredFunctions;
beforeAll(async () => {
  discovered = await discoverFunctions();
});

describe('the functions manifest (firebase-functions discovery, as firebase deploy reads it)', () => {
  test('the codebase deploys on Node.js 22', () => {
    expect(discovered.runtime).toBe('nodejs22');
  });

  test('every function runs in the region the app is configured for, as 2nd gen', () => {
    const placement = Object.entries(discovered.endpoints).map(([name, e]) => ({
      name,
      platform: e.platform,
      region: e.region,
    }));
    expect(placement).toEqual(
      Object.keys(discovered.endpoints).map((name) => ({
        name,
        platform: 'gcfv2',
        region: [REGION],
      })),
    );
  });

  test('each function has the trigger, limits, secrets and queue settings of the table', () => {
    const actual = Object.fromEntries(
      Object.entries(discovered.endpoints).map(([name, endpoint]) => [name, rowOf(endpoint)]),
    );
    const sorted = (table: Record<string, Row>) =>
      Object.fromEntries(Object.entries(table).sort(([a], [b]) => a.localeCompare(b)));
    expect(sorted(actual)).toEqual(sorted(EXPECTED));
  });

  test('each function scales no further than functions/src/platform/capacity.ts says', () => {
    const ceilings = Object.entries(discovered.endpoints).map(([name, endpoint]) => ({
      name,
      maxInstances: endpoint.maxInstances,
      concurrency: endpoint.concurrency ?? 1,
    }));
    expect(ceilings).toEqual(
      Object.keys(discovered.endpoints).map((name) => {
        const capacity = (
          CAPACITY as Record<string, { maxInstances: number; concurrency?: number }>
        )[name];
        return {
          name,
          maxInstances: capacity?.maxInstances,
          concurrency: capacity?.concurrency ?? 1,
        };
      }),
    );
  });

  test('each function lists every secret its code can read', () => {
    const missing: string[] = [];
    for (const [name, read] of secretsReadBy(discovered.imports)) {
      const endpoint = discovered.endpoints[name];
      const listed = new Set(endpoint ? rowOf(endpoint).secrets : []);
      for (const [secret, reader] of read) {
        if (!listed.has(secret) && !NOT_READ_BY[name]?.[secret]) {
          missing.push(`${name} can read ${secret} (in ${reader}) but does not list it`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
