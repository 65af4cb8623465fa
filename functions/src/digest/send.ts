// One user's daily digest, as the queue's worker sends it: one mail/{id} document per user and
// local day (the id makes a repeated or retried task a no-op), nothing on an empty day.
import { digestContent } from '@pomoplan/domain';
import type {
  DocumentData,
  DocumentSnapshot,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { appUrl } from '../platform/config';
import { appMail, mailRef } from '../mail/appMail';
import { mailRecipient } from '../mail/recipient';
import { GRPC_ALREADY_EXISTS, hasGrpcCode, userDoc } from '../platform/firestore';
import { tasksCollection, todosCollection } from '../platform/refs';
import type { DigestTask } from './queue';

const MAX_ITEMS = 50;

export type DigestOutcome = 'sent' | 'repeated' | 'nothing to send' | 'switched off';

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

/**
 * The mail/{id} document of a user's digest for `day`, or null when none should go out (an
 * empty day, or an address not verified).
 */
export function digestMail(
  user: DocumentSnapshot,
  day: string,
  tasks: readonly string[],
  todos: readonly string[],
): DocumentData | null {
  const recipient = mailRecipient(user);
  if (recipient === null) return null;
  const content = digestContent(day, tasks, todos, appUrl.value());
  return content === null ? null : appMail(recipient, 'digest', content);
}

export async function sendDigest({ uid, day }: DigestTask): Promise<DigestOutcome> {
  const user = await userDoc(uid).get();
  // Switched off (or the account deleted) since the task was queued.
  if (user.get('notifyDigest') !== true) return 'switched off';
  const [tasks, todos] = await titlesDue(uid, day);
  const mail = digestMail(user, day, tasks, todos);
  if (mail === null) return 'nothing to send';
  try {
    await mailRef(`digest-${uid}-${day}`).create(mail);
    return 'sent';
  } catch (error) {
    if (!hasGrpcCode(error, GRPC_ALREADY_EXISTS)) throw error;
    return 'repeated';
  }
}
