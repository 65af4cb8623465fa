// The mail that goes out on a user's own clock (the daily digest, the weekly report): a field
// of the user document says when the next one is due, kept by the trigger on the user
// document (switch on or off, a new time zone) and moved on by the hourly job after each one.
// The job reads only the users whose time has come, not every user.
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { EnqueueReport } from '../platform/taskQueue';
import { db, userDoc } from '../platform/firestore';
import { readTimeZone } from '../reminders/stored';

export interface ScheduledMail {
  /** The user's switch that sends it. */
  setting: 'notifyDigest' | 'notifyWeeklyReport';
  /** The user field holding when the next one is due. */
  dueField: 'nextDigestAt' | 'nextWeeklyReportAt';
  /** When the next one is due in `timeZone`, strictly after `after`. */
  next: (timeZone: string, after: Date) => Date;
}

/** Keeps the due time of `mail` in step with the user document as a write leaves it. */
export async function keepMailScheduled(
  mail: ScheduledMail,
  uid: string,
  before: DocumentSnapshot | undefined,
  after: DocumentSnapshot | undefined,
): Promise<void> {
  if (!after?.exists) return;
  const on = after.get(mail.setting) === true;
  const scheduled = after.get(mail.dueField) !== undefined;
  if (!on) {
    if (scheduled) await userDoc(uid).update({ [mail.dueField]: FieldValue.delete() });
    return;
  }
  // A user created with its time already set (the seed, an import) keeps it.
  if (scheduled && !before?.exists) return;
  const turnedOn = before?.get(mail.setting) !== true;
  const movedZone = before?.get('timeZone') !== after.get('timeZone');
  // Each write of this trigger fires it again; only a change it has not answered writes.
  if (scheduled && !turnedOn && !movedZone) return;
  const next = mail.next(readTimeZone(after), new Date());
  await userDoc(uid).update({ [mail.dueField]: Timestamp.fromDate(next) });
}

/** One batch of writes at most. */
const PAGE_SIZE = 500;
/** 100,000 users in one run; whoever is left waits for the next run. */
const MAX_PAGES = 200;

export interface DueUser {
  uid: string;
  timeZone: string;
}

/**
 * Queues, through `enqueue`, one task per user whose `mail` is due by `now`, and moves each of
 * them on to their next one. It sends nothing itself, so its time grows with the users it
 * queues, not with the mail it writes.
 */
export async function queueDueMail(
  mail: ScheduledMail,
  now: Date,
  enqueue: (users: readonly DueUser[]) => Promise<EnqueueReport>,
): Promise<EnqueueReport> {
  const report: EnqueueReport = { queued: 0, duplicates: 0 };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    // No cursor: each page moves its users past `now`, so the next query starts after them.
    const due = await db()
      .collection('users')
      .where(mail.dueField, '<=', Timestamp.fromDate(now))
      .orderBy(mail.dueField)
      .select('timeZone')
      .limit(PAGE_SIZE)
      .get();
    if (due.empty) break;
    const queued = await enqueue(
      due.docs.map((user) => ({ uid: user.id, timeZone: readTimeZone(user) })),
    );
    report.queued += queued.queued;
    report.duplicates += queued.duplicates;
    // Moved only once queued: a run that stops halfway leaves the rest due for the next run,
    // whose tasks of the same names are refused as duplicates.
    const batch = db().batch();
    for (const user of due.docs) {
      const next = mail.next(readTimeZone(user), now);
      batch.update(user.ref, { [mail.dueField]: Timestamp.fromDate(next) });
    }
    await batch.commit();
    if (due.size < PAGE_SIZE) break;
  }
  return report;
}
