// The rules and the domain schemas must accept the same stored shapes. A value the rules let
// through but the schema refuses is stored by a client and then fails every server read of it;
// a value the schema accepts but the rules refuse is an app write that can never succeed.
//
// For every client-writable field, a table of edge cases: each value is written through the
// client SDK (an update of one field of a valid document, so that only that field is judged)
// and the outcome must equal what the field's domain schema says about the value. The rules
// are stricter in a few named cases only, where no writer ever stores the value.

import { readFileSync } from 'node:fs';
import {
  BLANK_TEXT_PATTERN,
  CALENDAR_DAY_PATTERN,
  GoalSchema,
  GroupSchema,
  HTTP_URL_PATTERN,
  isMultiLineText,
  isSingleLineText,
  MULTI_LINE_TEXT_PATTERN,
  ProjectSchema,
  SINGLE_LINE_TEXT_PATTERN,
  STORED_RECURRENCE_RULE_PATTERN,
  SubtaskSchema,
  TaskSchema,
  textLength,
  TIME_ZONE_NAME_PATTERN,
  TodoSchema,
  UserProfileUpdateSchema,
  UserSchema,
} from '@pomoplan/domain';
import { doc, getDoc, serverTimestamp, updateDoc, type DocumentData } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { UID, useRulesEnv } from './support/env';
import { onePerCollection, onePerCollectionDocs, type Collection } from './support/fixtures';

// Each write below either is refused (nothing changes) or is undone at once, so the documents
// are seeded once for the file rather than before each of its hundreds of tests.
const rules = useRulesEnv({ resetEach: false });
const uid = UID.pro;

const PATHS = onePerCollection(uid);

beforeAll(() => rules.seed(onePerCollectionDocs(uid)));

/** Each document as seeded, read once: every accepted write puts it back. */
const seeded = new Map<Collection, DocumentData>();

async function seededDoc(collection: Collection): Promise<DocumentData> {
  const known = seeded.get(collection);
  if (known) return known;
  const data = await rules.read(PATHS[collection]);
  if (!data) throw new Error(`${PATHS[collection]} is not seeded`);
  seeded.set(collection, data);
  return data;
}

/** Whether the rules let the owner write `value`; an accepted write is undone at once. */
async function rulesAccept(collection: Collection, field: string, value: unknown) {
  const path = PATHS[collection];
  const before = await seededDoc(collection);
  try {
    await updateDoc(doc(rules.db(uid), path), { [field]: value, updatedAt: serverTimestamp() });
  } catch {
    return false;
  }
  await rules.seed({ [path]: before });
  return true;
}

const DAYS: unknown[] = [
  '2026-12-31',
  '2027-02-28',
  '2027-02-29',
  '2028-02-29',
  '2000-02-29',
  '2100-02-29',
  '2400-02-29',
  '2026-04-30',
  '2026-04-31',
  '2026-06-31',
  '2026-11-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '2026-1-01',
  '0000-01-01',
  '0001-01-01',
  '0004-02-29',
  '9999-12-31',
  ' 2026-01-01',
  '2026-01-01T00:00:00Z',
  20260101,
  null,
];

const URLS: unknown[] = [
  'https://example.com',
  'https://example.com/a/b.png?size=64#top',
  'http://lh3.googleusercontent.com/a/photo=s96-c',
  'https://x:99999/',
  'https://x:65536/',
  'https://x:65535/',
  'https://x:0/',
  'https://x:/',
  'https://example.com:8080/path',
  'https://1.2.3.4/',
  'https://256.1.1.1/',
  'https://999/',
  'https://0x7f.1/',
  'https://a.1/',
  'https://[::1]/',
  'https://user:secret@example.com/',
  'https://exa mple.com/',
  'https://example.com/a b',
  'https://-bad-.com/',
  'https://xn--zz.com/',
  'https://',
  'https:example.com',
  'HTTPS://EXAMPLE.COM/',
  'ftp://example.com/',
  'javascript:alert(1)',
  `https://example.com/${'a'.repeat(2040)}`,
  `https://example.com/${'a'.repeat(2028)}`,
  null,
  42,
];

const RULES: unknown[] = [
  'FREQ=DAILY',
  'FREQ=WEEKLY;INTERVAL=2',
  'FREQ=MONTHLY;INTERVAL=365',
  'FREQ=MONTHLY;INTERVAL=366',
  'FREQ=DAILY;INTERVAL=0',
  'FREQ=YEARLY;INTERVAL=1;UNTIL=20261231T235959Z',
  'FREQ=DAILY;INTERVAL=1;UNTIL=20270229T235959Z',
  'FREQ=DAILY;INTERVAL=1;UNTIL=20280229T235959Z',
  'FREQ=DAILY;UNTIL=20270231T235959Z',
  'FREQ=DAILY;UNTIL=20260431',
  'FREQ=DAILY;UNTIL=20260430',
  'FREQ=DAILY;UNTIL=20261231T240000Z',
  'FREQ=DAILY;UNTIL=20261231T235959',
  'FREQ=DAILY;UNTIL=00000101',
  'FREQ=HOURLY',
  'FREQ=DAILY;COUNT=3',
  '',
  null,
];

// Spellings the domain parser tolerates from a person or an API caller, but that are never
// stored: every writer stores the canonical form (formatRuleForWrite), and the rules accept
// only that form. Here the rules are stricter on purpose, which cannot break a read.
const NON_CANONICAL_RULES = [
  'freq=daily',
  'RRULE:FREQ=DAILY',
  'INTERVAL=2;FREQ=DAILY',
  'FREQ=DAILY;INTERVAL=01',
  'FREQ=DAILY;',
  ' FREQ=DAILY',
];

/** Text edge cases around a maximum length, blank text and Unicode white space. */
function texts(max: number, nullable: boolean): unknown[] {
  return [
    'Plan',
    '  Plan  ',
    'x'.repeat(max),
    'x'.repeat(max + 1),
    ` ${'x'.repeat(max)} `,
    // Characters outside the Basic Multilingual Plane: two UTF-16 units each.
    '😀'.repeat(Math.floor(max / 2)),
    '😀'.repeat(max),
    'é'.repeat(max),
    '',
    '   ',
    '\t\n',
    '\u00a0',
    '\u3000',
    '\u2028',
    '\ufeff',
    '\u200b',
    42,
    ...(nullable ? [null] : []),
  ];
}

interface FieldCases {
  collection: Collection;
  field: string;
  /** The schema that reads the stored field back. */
  schema: z.ZodMiniType;
  values: unknown[];
}

const FIELDS: FieldCases[] = [
  // A stored user may lack a first name (an identity-provider account without one), but a
  // client may not blank it: compared with the profile form's schema, a subset of the stored.
  {
    collection: 'users',
    field: 'firstName',
    schema: UserProfileUpdateSchema.shape.firstName.def.innerType,
    values: [],
  },
  { collection: 'users', field: 'lastName', schema: UserSchema.shape.lastName, values: [] },
  {
    collection: 'users',
    field: 'profileImageUrl',
    schema: UserSchema.shape.profileImageUrl,
    values: URLS,
  },
  { collection: 'projects', field: 'name', schema: ProjectSchema.shape.name, values: [] },
  {
    collection: 'projects',
    field: 'description',
    schema: ProjectSchema.shape.description,
    values: [],
  },
  {
    collection: 'projects',
    field: 'color',
    schema: ProjectSchema.shape.color,
    values: ['#3B82F6', '#3b82f6', '#3B82F', '#3B82F6 ', 'blue', null],
  },
  { collection: 'goals', field: 'name', schema: GoalSchema.shape.name, values: [] },
  { collection: 'goals', field: 'description', schema: GoalSchema.shape.description, values: [] },
  {
    collection: 'goals',
    field: 'color',
    schema: GoalSchema.shape.color,
    values: ['#EF4444', '#ef4444', '#123456', null],
  },
  { collection: 'goals', field: 'startDate', schema: GoalSchema.shape.startDate, values: DAYS },
  { collection: 'goals', field: 'endDate', schema: GoalSchema.shape.endDate, values: DAYS },
  { collection: 'groups', field: 'name', schema: GroupSchema.shape.name, values: [] },
  {
    collection: 'groups',
    field: 'color',
    schema: GroupSchema.shape.color,
    values: ['#EF4444', 'EF4444', null],
  },
  { collection: 'tasks', field: 'title', schema: TaskSchema.shape.title, values: [] },
  { collection: 'tasks', field: 'description', schema: TaskSchema.shape.description, values: [] },
  {
    collection: 'tasks',
    field: 'estimatedPomodoros',
    schema: TaskSchema.shape.estimatedPomodoros,
    values: [0, 1, 99, 100, -1, 1.5, '3', null],
  },
  {
    collection: 'tasks',
    field: 'pomodoroLength',
    schema: TaskSchema.shape.pomodoroLength,
    values: [0, 1, 60, 61, 2.5, null],
  },
  { collection: 'tasks', field: 'dueDate', schema: TaskSchema.shape.dueDate, values: DAYS },
  {
    collection: 'tasks',
    field: 'recurrenceRule',
    schema: TaskSchema.shape.recurrenceRule,
    values: RULES,
  },
  {
    collection: 'tasks',
    field: 'reminderTimeZone',
    schema: TaskSchema.shape.reminderTimeZone,
    values: [
      'Europe/Berlin',
      'America/Argentina/Salta',
      'Etc/GMT+5',
      'UTC',
      'Mars/Olympus_Mons',
      'Europe/Berlin ',
      '../etc',
      'a/b/c/d',
      'Z'.repeat(65),
      5,
      null,
    ],
  },
  {
    collection: 'tasks',
    field: 'reminderEnabled',
    schema: TaskSchema.shape.reminderEnabled,
    values: [true, 'yes', null],
  },
  { collection: 'subtasks', field: 'title', schema: SubtaskSchema.shape.title, values: [] },
  { collection: 'todos', field: 'text', schema: TodoSchema.shape.text, values: [] },
  {
    collection: 'todos',
    field: 'dueType',
    schema: TodoSchema.shape.dueType,
    values: ['today', 'tomorrow', 'anytime', 'Today', 'yesterday', null],
  },
  {
    collection: 'todos',
    field: 'goalId',
    schema: TodoSchema.shape.goalId,
    values: ['goal-1', '', 'a/b', '__id__', '.', '..', 'x'.repeat(1500), 'x'.repeat(1501), null],
  },
];

/** Each text field's maximum, and whether it holds lines (a description) or one line. */
const TEXT_MAX: Record<string, { max: number; nullable: boolean; lines?: true }> = {
  'users.firstName': { max: 100, nullable: false },
  'users.lastName': { max: 100, nullable: true },
  'projects.name': { max: 100, nullable: false },
  'projects.description': { max: 2000, nullable: true, lines: true },
  'goals.name': { max: 200, nullable: false },
  'goals.description': { max: 2000, nullable: true, lines: true },
  'groups.name': { max: 100, nullable: false },
  'tasks.title': { max: 500, nullable: false },
  'tasks.description': { max: 5000, nullable: true, lines: true },
  'subtasks.title': { max: 500, nullable: false },
  'todos.text': { max: 1000, nullable: false },
};

function casesOf({ collection, field, values }: FieldCases): unknown[] {
  const text = TEXT_MAX[`${collection}.${field}`];
  return text ? texts(text.max, text.nullable) : values;
}

/**
 * The one place the rules are stricter for a field of the table: the domain trims text before
 * it judges it, the rules judge the untrimmed string, so they refuse it when too long, or with
 * a tab or line break at an end of a one-line field. Every writer stores trimmed text. (The
 * stored schemas still read control characters inside text, written before the rules refused
 * them: controlCharacters.test.ts checks those writes.)
 */
function untrimmedRefused({ collection, field }: FieldCases, value: unknown): boolean {
  const text = TEXT_MAX[`${collection}.${field}`];
  if (text === undefined || typeof value !== 'string') return false;
  const plain = text.lines ? isMultiLineText(value) : isSingleLineText(value);
  return textLength(value) > text.max || !plain;
}

/** A short name for a value in the test title. */
function label(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 30)}… (${json.length} chars)` : json;
}

describe.each(FIELDS.map((cases) => ({ ...cases, name: `${cases.collection}.${cases.field}` })))(
  '$name: rules agree with the domain schema',
  (cases) => {
    it.each(casesOf(cases).map((value) => ({ value, name: label(value) })))(
      '$name',
      async ({ value }) => {
        const schemaAccepts = cases.schema.safeParse(value).success;
        const expected = schemaAccepts && !untrimmedRefused(cases, value);
        const accepted = await rulesAccept(cases.collection, cases.field, value);
        expect({ value, rulesAccept: accepted }).toEqual({ value, rulesAccept: expected });
      },
    );
  },
);

describe('the grammars the rules copy from domain/src/schemas/grammar.ts', () => {
  const rulesText = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  // In a rules string literal a backslash is written twice.
  const literal = (pattern: string) => `'${pattern.replaceAll('\\', '\\\\')}'`;

  it.each([
    ['CALENDAR_DAY_PATTERN', CALENDAR_DAY_PATTERN],
    ['STORED_RECURRENCE_RULE_PATTERN', STORED_RECURRENCE_RULE_PATTERN],
    ['HTTP_URL_PATTERN', HTTP_URL_PATTERN],
    ['BLANK_TEXT_PATTERN', BLANK_TEXT_PATTERN],
    ['TIME_ZONE_NAME_PATTERN', TIME_ZONE_NAME_PATTERN],
    ['SINGLE_LINE_TEXT_PATTERN', SINGLE_LINE_TEXT_PATTERN],
    ['MULTI_LINE_TEXT_PATTERN', MULTI_LINE_TEXT_PATTERN],
  ])('firestore.rules holds %s verbatim', (_name, pattern) => {
    expect(rulesText).toContain(literal(pattern));
  });
});

describe('tasks.recurrenceRule: non-canonical spellings', () => {
  it.each(NON_CANONICAL_RULES)('the domain parses %j, the rules refuse it', async (value) => {
    expect(TaskSchema.shape.recurrenceRule.safeParse(value).success).toBe(true);
    expect(await rulesAccept('tasks', 'recurrenceRule', value)).toBe(false);
  });
});

describe('ill-formed text (a lone UTF-16 surrogate)', () => {
  // The rules language cannot see a lone surrogate: the client SDK sends strings as UTF-8,
  // which has no form for one, and the emulator never confirms such a write. This proves the
  // write does not land, so nothing ill-formed can be stored through a client.
  it('never stores a lone surrogate written through the client SDK', async () => {
    const client = rules.newClient(uid);
    const write = updateDoc(doc(client, PATHS.todos), {
      text: 'a\ud800b',
      updatedAt: serverTimestamp(),
    }).then(
      () => 'stored',
      () => 'refused',
    );
    const outcome = await Promise.race([
      write,
      new Promise((resolve) => setTimeout(() => resolve('pending'), 2000)),
    ]);
    expect(outcome).not.toBe('stored');
    expect((await rules.read(PATHS.todos))?.text).toBe('Buy running shoes');
    // The owner still reads the document the server would read.
    const stored = await getDoc(doc(rules.db(uid), PATHS.todos));
    expect(TodoSchema.shape.text.safeParse(stored.get('text')).success).toBe(true);
  });
});
