// Sends the daily digest of the users whose local morning has come: one mail/{id} document
// per user and local day (the id makes a second run that day a no-op), then the next morning.
import { digestContent, nextDigestAt, todayIn } from '@pomoplan/domain';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { appUrl } from '../config';
import { appMail, mailRef } from '../mail/appMail';
import { mailRecipient } from '../mail/recipient';
import { db, GRPC_ALREADY_EXISTS, hasGrpcCode } from '../services/firestore';
import { tasksCollection, todosCollection } from '../services/refs';
import { readTimeZone } from '../reminders/stored';
import { NEXT_DIGEST_AT } from './schedule';

const PAGE_SIZE = 100;
const MAX_PAGES = 50;
const MAX_ITEMS = 50;

export interface DigestSummary {
  [key: string]: number;
  sent: number;
  empty: number;
  repeated: number;
}

async function titlesDue(uid: string, day: string): Promise<[string[], string[]]> {
  const [tasks, todos] = await Promise.all([
    tasksCollection(uid)
      .where('dueDate', '==', day)
      .where('isCompleted', '==', false)
      .limit(MAX_ITEMS)
      .get(),
    todosCollection(uid)
      .where('dueType', '==', 'today')
      .where('completed', '==', false)
      .limit(MAX_ITEMS)
      .get(),
  ]);
  const texts = (docs: QueryDocumentSnapshot[], field: string) =>
    docs.map((doc) => doc.get(field) as unknown).filter((v): v is string => typeof v === 'string');
  return [texts(tasks.docs, 'title'), texts(todos.docs, 'text')];
}

async function sendDigest(user: QueryDocumentSnapshot, now: Date, summary: DigestSummary) {
  const timeZone = readTimeZone(user);
  const day = todayIn(timeZone, now);
  const recipient = mailRecipient(user);
  const [tasks, todos] = recipient ? await titlesDue(user.id, day) : [[], []];
  const content = digestContent(day, tasks, todos, appUrl.value());
  if (recipient === null || content === null) summary.empty += 1;
  else {
    try {
      await mailRef(`digest-${user.id}-${day}`).create(appMail(recipient, 'digest', content));
      summary.sent += 1;
    } catch (error) {
      if (!hasGrpcCode(error, GRPC_ALREADY_EXISTS)) throw error;
      summary.repeated += 1;
    }
  }
  await user.ref.update({ [NEXT_DIGEST_AT]: Timestamp.fromDate(nextDigestAt(timeZone, now)) });
}

export async function sendDueDigests(now: Date = new Date()): Promise<DigestSummary> {
  const summary: DigestSummary = { sent: 0, empty: 0, repeated: 0 };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const due = await db()
      .collection('users')
      .where(NEXT_DIGEST_AT, '<=', Timestamp.fromDate(now))
      .orderBy(NEXT_DIGEST_AT)
      .limit(PAGE_SIZE)
      .get();
    for (const user of due.docs) await sendDigest(user, now, summary);
    if (due.size < PAGE_SIZE) break;
  }
  return summary;
}
