// The private iCalendar feed of a user's open tasks with due dates, at
// /api/calendar/feed/{secret}.ics, for calendar apps that subscribe by URL (no write scope at
// Google, Apple or Outlook). The secret is the only key: users/{uid}/private/calendarFeed keeps
// it for Settings to show, calendarFeeds/{sha256(secret)} finds its user. Both server-only.
import { createHash, randomBytes } from 'node:crypto';
import { addDays, CALENDAR_FEED_SECRET, todayIn, type Task, type User } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { appUrl } from '../platform/config';
import { calendarUser, hasCalendar } from './calendarAccess';
import { db, readableDocs, runTransaction, serverTime, userDoc } from '../platform/firestore';
import { entityTag, ifNoneMatchHas } from '../platform/http/etag';
import { calendarFeed } from './icalendar';
import { tasksCollection } from '../platform/refs';
import { taskConverter } from '../tasks/tasks';
import { findUser } from '../users/users';

/** Open tasks due from this many days ago on are in the feed (older ones are history). */
const FEED_PAST_DAYS = 365;
const FEED_MAX_EVENTS = 1000;
/** Part of every feed's version: raise it when the feed's content changes for the same tasks. */
const FEED_FORMAT = 1;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const secretRef = (uid: string) => userDoc(uid).collection('private').doc('calendarFeed');
const indexRef = (secret: string) => db().collection('calendarFeeds').doc(sha256(secret));

const StoredSecret = z.object({ secret: z.string().regex(CALENDAR_FEED_SECRET) });
const StoredIndex = z.object({ uid: z.string() });

const feedUrl = (secret: string) =>
  `${appUrl.value().replace(/\/$/, '')}/api/calendar/feed/${secret}.ics`;

/** GET /api/calendar/feed: the caller's feed address, made on first request. */
export async function feedAddress(uid: string): Promise<{ url: string }> {
  await calendarUser(uid);
  const secret = await runTransaction(async (transaction) => {
    const stored = StoredSecret.safeParse((await transaction.get(secretRef(uid))).data());
    if (stored.success) return stored.data.secret;
    const fresh = randomBytes(32).toString('base64url');
    transaction.set(secretRef(uid), { secret: fresh, createdAt: serverTime() });
    transaction.create(indexRef(fresh), { uid, createdAt: serverTime() });
    return fresh;
  });
  return { url: feedUrl(secret) };
}

/** POST /api/calendar/feed/regenerate: a new address; the old one stops answering at once. */
export async function regenerateFeed(uid: string): Promise<{ url: string }> {
  await calendarUser(uid);
  const fresh = randomBytes(32).toString('base64url');
  await runTransaction(async (transaction) => {
    const stored = StoredSecret.safeParse((await transaction.get(secretRef(uid))).data());
    if (stored.success) transaction.delete(indexRef(stored.data.secret));
    transaction.set(secretRef(uid), { secret: fresh, createdAt: serverTime() });
    transaction.create(indexRef(fresh), { uid, createdAt: serverTime() });
  });
  return { url: feedUrl(fresh) };
}

async function openTasksWithDueDates(user: User): Promise<Task[]> {
  const from = addDays(todayIn(user.timeZone), -FEED_PAST_DAYS);
  const snapshot = await tasksCollection(user.id)
    .withConverter(taskConverter)
    .where('isCompleted', '==', false)
    .where('dueDate', '>=', from)
    .orderBy('dueDate')
    .limit(FEED_MAX_EVENTS)
    .get();
  return readableDocs(snapshot.docs);
}

/**
 * The version of a user's feed, from two small reads instead of the tasks: every task write
 * restamps updatedAt (the rules require it), so the newest stamp and the number of tasks move
 * with any create, edit, completion or delete; the day and the zone move the window of dates.
 */
async function feedVersion(user: User): Promise<string> {
  const tasks = tasksCollection(user.id);
  const [newest, count] = await Promise.all([
    tasks.orderBy('updatedAt', 'desc').limit(1).select('updatedAt').get(),
    tasks.count().get(),
  ]);
  const stamp: unknown = newest.docs[0]?.get('updatedAt');
  const millis = stamp instanceof Timestamp ? stamp.toMillis() : 0;
  return entityTag([
    FEED_FORMAT,
    user.timeZone,
    todayIn(user.timeZone),
    millis,
    newest.docs[0]?.id ?? '',
    count.data().count,
  ]);
}

/** A feed's answer: its version, and its content unless the caller already has that version. */
export interface FeedAnswer {
  etag: string;
  /** Null when If-None-Match named this version (the answer is then 304). */
  body: string | null;
}

/**
 * The feed for a secret, or null when the secret names no feed or its user's plan no longer
 * has the calendar (the address then simply stops answering). A calendar app that sends back
 * the version it has gets no content when nothing changed, and the tasks are not read.
 */
export async function feedFor(
  secret: string,
  ifNoneMatch: string | undefined,
): Promise<FeedAnswer | null> {
  if (!CALENDAR_FEED_SECRET.test(secret)) return null;
  const index = StoredIndex.safeParse((await indexRef(secret).get()).data());
  if (!index.success) return null;
  const user = await findUser(index.data.uid);
  if (!user || !(await hasCalendar(user))) return null;
  const etag = await feedVersion(user);
  if (ifNoneMatchHas(ifNoneMatch, etag)) return { etag, body: null };
  const tasks = await openTasksWithDueDates(user);
  const body = calendarFeed(
    'Pomoplan tasks',
    tasks.flatMap((task) =>
      task.dueDate === null
        ? []
        : [
            {
              uid: `${task.id}@pomoplan`,
              day: task.dueDate,
              summary: task.title,
              description: task.description,
              updatedAt: task.updatedAt,
            },
          ],
    ),
  );
  return { etag, body };
}
