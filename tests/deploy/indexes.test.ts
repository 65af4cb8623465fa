// The composite indexes every query needs, against firestore.indexes.json. The emulator
// serves any query without an index, so only this test notices a missing one before a real
// project answers FAILED_PRECONDITION.
import fs from 'node:fs';
import path from 'node:path';
import { TIMELINE_GROUPS, timelineCompletedQuery, timelineGroupQuery } from '@pomoplan/domain';
import type { TimelineTaskQuery } from '@pomoplan/domain';
import { beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS_NAMING_A_USER } from '../../functions/src/accountDeletion/indexEntries';
import { EXPIRING_COLLECTION_GROUPS } from '../../functions/src/platform/pruneExpired';
import { ROOT } from './support/functionsManifest';
import { indexFileSchema, missingIndex, type IndexFile } from './support/indexRules';
import {
  readQueryShapes,
  type QueryShape,
  type Step,
  type UnreadQuery,
} from './support/queryShapes';

const SOURCES = ['functions/src/**/*.ts', 'web/src/data/**/*.{ts,tsx}'];
const A_DAY = '2026-01-15';

const timelineSteps = ({ filters, orderBy }: TimelineTaskQuery): Step[] => [
  ...filters.map(([field, op]): Step => ({ kind: 'where', field, op })),
  ...orderBy.map((field): Step => ({ kind: 'orderBy', field, direction: 'asc' })),
];
const timelineSets = () => [
  ...TIMELINE_GROUPS.map(({ key }) => ({ name: key, set: timelineGroupQuery(key, A_DAY) })),
  { name: 'completed', set: timelineCompletedQuery(A_DAY) },
];

/**
 * Queries whose fields or collection come from data, by `file#function`: the shapes they can
 * take (from the same data), or none with the reason when their callers' queries are read.
 */
const DATA_DRIVEN: Record<string, { shapes: () => Omit<QueryShape, 'at'>[]; reason?: string }> = {
  'web/src/data/tasks.ts#timelineGroupTasksQuery': {
    shapes: () =>
      timelineSets()
        .filter(({ name }) => name !== 'completed')
        .map(({ set }) => ({ collection: 'tasks', group: false, steps: timelineSteps(set) })),
  },
  'functions/src/platform/pruneExpired.ts#pruneGroup': {
    shapes: () =>
      EXPIRING_COLLECTION_GROUPS.map((collection) => ({
        collection,
        group: true,
        steps: [{ kind: 'where', field: 'expiresAt', op: '<=' }],
      })),
  },
  'functions/src/accountDeletion/indexEntries.ts#deleteWhereUid': {
    shapes: () =>
      COLLECTIONS_NAMING_A_USER.map((collection) => ({
        collection,
        group: false,
        steps: [{ kind: 'where', field: 'uid', op: '==' }],
      })),
  },
  'functions/src/analysis/planNightlyAnalyses.ts#nightlyUsers': {
    shapes: () => [
      {
        collection: 'users',
        group: false,
        steps: [
          { kind: 'where', field: 'timeZone', op: 'in' },
          { kind: 'orderBy', field: '__name__', direction: 'asc' },
        ],
      },
    ],
  },
  'functions/src/mail/mailSchedule.ts#queueDueMail': {
    shapes: () =>
      ['nextDigestAt', 'nextWeeklyReportAt'].map((field) => ({
        collection: 'users',
        group: false,
        steps: [
          { kind: 'where', field, op: '<=' },
          { kind: 'orderBy', field, direction: 'asc' },
        ],
      })),
  },
  'functions/src/reports/rollupBuckets.ts#inBucket': {
    shapes: () =>
      [
        ['focusSessions', 'startedAt'],
        ['reportDone', 'completedAt'],
      ].map(([collection = '', field = '']) => ({
        collection,
        group: false,
        steps: [
          { kind: 'where', field, op: '>=' },
          { kind: 'where', field, op: '<' },
        ],
      })),
  },
  'functions/src/reports/recompute.ts#pages': {
    shapes: () => [],
    reason: 'orders whole collections by one field or the id, which single-field indexes serve',
  },
  'functions/src/reports/recompute.ts#recountCompletions': {
    shapes: () =>
      [
        ['tasks', 'isCompleted'],
        ['todos', 'completed'],
      ].map(([collection = '', field = '']) => ({
        collection,
        group: false,
        steps: [
          { kind: 'where', field, op: '==' },
          { kind: 'orderBy', field: '__name__', direction: 'asc' },
        ],
      })),
  },
  'functions/src/exports/collect.ts#pagesOfCollection': {
    shapes: () => [],
    reason: 'orders a whole collection by document id, which needs no index',
  },
  'functions/src/platform/paging.ts#listPage': {
    shapes: () => [],
    reason: 'orders whole collections by (createdAt, id), which single-field indexes serve',
  },
  'web/src/data/batches.ts#updateAllMatching': {
    shapes: () => [],
    reason: "adds only a limit to its caller's query, which is read where it is built",
  },
  'web/src/data/userCollection.ts#at': {
    shapes: () => [],
    reason: "the typed collection's query(), whose callers are read",
  },
};

/**
 * Queries narrowed by a domain helper (whereTimeline), which the reading does not see through:
 * the timeline's counts, one per set.
 */
const HELPER_QUERIES = (): QueryShape[] => {
  const file = 'functions/src/tasks/tasks.ts';
  const lines = fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n');
  const line = lines.findIndex((text) => text.includes('whereTimeline<')) + 1;
  return timelineSets().map(({ name, set }) => ({
    collection: 'tasks',
    group: false,
    steps: timelineSteps({ ...set, orderBy: [] }),
    at: `${file}:${line} (${name})`,
  }));
};

function readIndexFile(text: string): IndexFile {
  return indexFileSchema.parse(JSON.parse(text));
}

function problemsWith(file: IndexFile, queries: QueryShape[]): string[] {
  const problems = queries.flatMap((query) => {
    const missing = missingIndex(file, query);
    return missing ? [`${query.at} needs ${missing}`] : [];
  });
  return [...new Set(problems)];
}

let queries: QueryShape[];
let unread: UnreadQuery[];
let indexFileText: string;
beforeAll(() => {
  const files = fs
    .globSync(SOURCES, { cwd: ROOT })
    .filter((file) => !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(ROOT, file));
  const read = readQueryShapes(files);
  unread = read.unread;
  const dataDriven = unread.flatMap(({ at, inFunction }) => {
    const entry = DATA_DRIVEN[`${at.split(':')[0]}#${inFunction}`];
    return (entry?.shapes() ?? []).map((shape) => ({ ...shape, at }));
  });
  queries = [...read.shapes, ...dataDriven, ...HELPER_QUERIES()];
  indexFileText = fs.readFileSync(path.join(ROOT, 'firestore.indexes.json'), 'utf8');
});

describe('composite indexes (firestore.indexes.json)', () => {
  test('the queries of the functions and the web data layer are read', () => {
    // A few known queries, so that a reading that finds nothing cannot pass.
    const at = (file: string) => queries.filter((q) => q.at.startsWith(file)).length;
    expect(at('functions/src/reminders/sweep.ts')).toBeGreaterThanOrEqual(2);
    expect(at('web/src/data/todos.ts')).toBeGreaterThanOrEqual(3);
    expect(queries.some((q) => q.group)).toBe(true);
  });

  test('every query whose shape cannot be read is a known data-driven one', () => {
    const unknown = unread
      .filter(({ at, inFunction }) => !DATA_DRIVEN[`${at.split(':')[0]}#${inFunction}`])
      .map(({ at, inFunction, reason }) => `${at} (in ${inFunction}): ${reason}`);
    expect(unknown).toEqual([]);
  });

  test('every query has the index it needs', () => {
    expect(problemsWith(readIndexFile(indexFileText), queries)).toEqual([]);
  });

  test('a missing composite index fails, naming the query and where it is written', () => {
    const file = readIndexFile(indexFileText);
    const withoutSweepIndex: IndexFile = {
      ...file,
      indexes: file.indexes.filter(
        (index) =>
          !(index.collectionGroup === 'reminders' && index.fields[0]?.fieldPath === 'queued'),
      ),
    };
    const sweep = queries.filter((q) => q.at.startsWith('functions/src/reminders/sweep.ts:'));
    expect(sweep.length).toBeGreaterThan(0);
    expect(problemsWith(withoutSweepIndex, queries)).toEqual(
      sweep.map(
        (q) => `${q.at} needs a COLLECTION index on reminders: queued (equality), dueAt ASCENDING`,
      ),
    );
  });

  test('a missing collection-group field override fails too', () => {
    const file = readIndexFile(indexFileText);
    const withoutOverride: IndexFile = {
      ...file,
      fieldOverrides: file.fieldOverrides.filter((o) => o.collectionGroup !== 'reminderSends'),
    };
    expect(problemsWith(withoutOverride, queries)).toEqual([
      expect.stringMatching(
        /^functions\/src\/platform\/pruneExpired\.ts:\d+ needs a collection-group field override on reminderSends\.expiresAt \(ASCENDING\)$/,
      ),
    ]);
  });

  test('the rules: equalities alone need no index, an order on another field does', () => {
    const file = readIndexFile('{"indexes": []}');
    const query = (steps: Step[], group = false): QueryShape => ({
      collection: 'things',
      group,
      steps,
      at: 'x',
    });
    const eq = (field: string): Step => ({ kind: 'where', field, op: '==' });
    const asc = (field: string): Step => ({ kind: 'orderBy', field, direction: 'asc' });
    expect(missingIndex(file, query([eq('a'), eq('b')]))).toBeNull();
    expect(missingIndex(file, query([asc('a'), asc('__name__')]))).toBeNull();
    expect(
      missingIndex(file, query([{ kind: 'where', field: 'a', op: '<' }, asc('a')])),
    ).toBeNull();
    expect(missingIndex(file, query([eq('a'), asc('b')]))).toBe(
      'a COLLECTION index on things: a (equality), b ASCENDING',
    );
    expect(
      missingIndex(file, query([{ kind: 'where', field: 'tags', op: 'array-contains' }, eq('a')])),
    ).toBe('a COLLECTION index on things: a (equality), tags CONTAINS');
    expect(missingIndex(file, query([asc('a')], true))).toBe(
      'a collection-group field override on things.a (ASCENDING)',
    );
  });
});
