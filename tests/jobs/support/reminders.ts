// Arranging and reading reminders on the emulators: tasks through the API, the index entry,
// the notifications and mail the worker leaves.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Timestamp } from 'firebase-admin/firestore';
import { reminderEntryId } from '../../../functions/src/reminders/keys';
import { adminDb, eventually } from '../../api/support/admin';
import { createProject, createTask } from '../../api/support/fixtures';
import { api } from '../../api/support/http';
import { createUser, type TestUser } from '../../api/support/users';

export function runJob(name: string) {
  return promisify(execFile)(process.execPath, ['scripts/job.mjs', name], { timeout: 60_000 });
}

export interface ReminderFixture {
  user: TestUser;
  projectId: string;
}

export async function reminderUser(): Promise<ReminderFixture> {
  const user = await createUser();
  const project = await createProject(user.idToken);
  return { user, projectId: project.id };
}

export async function taskWithReminder(
  { user, projectId }: ReminderFixture,
  reminderAt: Date,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const task = await createTask(user.idToken, projectId, {
    title: 'Write chapter 1',
    reminderEnabled: true,
    reminderDateTime: reminderAt.toISOString(),
    ...extra,
  });
  return task.id;
}

export async function patchTask(user: TestUser, taskId: string, changes: Record<string, unknown>) {
  const response = await api('PATCH', `/api/tasks/${taskId}`, user.idToken, changes);
  if (response.status !== 200) throw new Error(`PATCH task: ${response.status}`);
}

export const entryRef = (uid: string, taskId: string) =>
  adminDb().collection('reminders').doc(reminderEntryId(uid, taskId));

/** The entry's dueAt in ms, or null when there is no entry. */
export async function entryDueAt(uid: string, taskId: string): Promise<number | null> {
  const snapshot = await entryRef(uid, taskId).get();
  return snapshot.exists ? (snapshot.get('dueAt') as Timestamp).toMillis() : null;
}

/** Waits until the trigger has put the entry at `expected` (null: removed it). */
export function entryBecomes(uid: string, taskId: string, expected: number | null) {
  return eventually(
    async () => ((await entryDueAt(uid, taskId)) === expected ? true : undefined),
    `the reminder entry of ${taskId} to be ${expected === null ? 'removed' : new Date(expected).toISOString()}`,
  );
}

export interface StoredNotification {
  id: string;
  title: string;
  body: string;
  url: string;
  read: boolean;
  missed?: boolean;
  remindAt: Timestamp | null;
  dueDate: string | null;
  createdAt: Timestamp;
}

export async function notificationsOf(uid: string): Promise<StoredNotification[]> {
  const snapshot = await adminDb().collection(`users/${uid}/notifications`).get();
  return snapshot.docs.map((doc) => ({ id: doc.id, ...doc.data() }) as StoredNotification);
}

export async function mailOf(uid: string) {
  const snapshot = await adminDb().collection('mail').where('uid', '==', uid).get();
  return snapshot.docs.map((doc) => doc.data());
}

export async function setUserFields(uid: string, fields: Record<string, unknown>) {
  await adminDb().doc(`users/${uid}`).update(fields);
}

export const MAILBOX_URL = 'http://127.0.0.1:9905';
export const PUSH_OUTBOX_URL = 'http://127.0.0.1:9906';

export interface OutboxMessage {
  name: string;
  message: { token: string; data?: Record<string, string>; notification?: unknown };
}

/** What the push outbox stand-in recorded for `token`. */
export async function pushedTo(token: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${PUSH_OUTBOX_URL}/messages`);
  const all = (await response.json()) as OutboxMessage[];
  return all.filter((item) => item.message.token === token);
}

/** What the local mailbox received for `address`. */
export async function mailboxFor(address: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`${MAILBOX_URL}/messages`);
  const all = (await response.json()) as { to: string[]; subject: string; text: string }[];
  return all.filter((mail) => mail.to.includes(address));
}

export async function registerPushToken(user: TestUser, token: string) {
  const response = await api('POST', '/api/push/tokens', user.idToken, { token });
  if (response.status !== 204) throw new Error(`register token: ${response.status}`);
}
