// Deleting an account, from Settings or by an admin: the subscription is cancelled at Stripe,
// the Google grant revoked, every document under the user and every entry elsewhere that names
// the uid deleted, the Auth user last, and the user mailed. A run stopped halfway continues.
import { DELETION_EMAIL_MISMATCH } from '@pomoplan/domain';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  entryRef,
  mailboxFor,
  registerPushToken,
  taskWithReminder,
} from '../jobs/support/reminders';
import { deletionEnded, documentsNaming } from '../support/accountTraces';
import { adminDb, eventually, readDoc } from './support/admin';
import { adminAuth, adminCall, createAdmin } from './support/adminAccounts';
import {
  createGoal,
  createGroup,
  createProject,
  createSubtask,
  createTask,
  createTodo,
} from './support/fixtures';
import {
  connectGoogle,
  googleCalls,
  GOOGLE_OAUTH_URL,
  resetGoogle,
  startAuth,
} from './support/google';
import { api, messageOf } from './support/http';
import {
  paidCheckout,
  resetStandinAroundEachTest,
  stripeClient,
  tierBecomes,
} from './support/stripe';
import { createUser, type TestUser } from './support/users';

const SUBJECT = 'Your Pomoplan account is deleted';

resetStandinAroundEachTest();
beforeEach(async () => {
  await resetGoogle();
});

const askDeletion = (user: TestUser, email = user.email) =>
  api<{ message: string }>('POST', '/api/account/deletion', user.idToken, { email });

const deleted = (uid: string) =>
  eventually(
    async () => ((await deletionEnded(adminAuth(), adminDb(), uid)) ? true : undefined),
    `${uid} to be deleted`,
    60_000,
  );

/** A whole deletion: a user with data (waits on a trigger), the run, and the mail after it. */
const DELETION_TEST_MS = 150_000;
/**
 * What a trigger writes (the reminder entry, the mail sent from mail/{id}): a trigger's first
 * run starts a process of its own, which took more than 30 s beside the browser suite on two
 * busy cores.
 */
const TRIGGER_MS = 60_000;

async function confirmations(email: string) {
  return (await mailboxFor(email)).filter((mail) => mail.subject === SUBJECT);
}

/** A little of everything a user can own: tasks with a reminder, todos, goals, groups... */
async function userWithData(user: TestUser): Promise<void> {
  const project = await createProject(user.idToken, { name: 'Thesis' });
  const taskId = await taskWithReminder(
    { user, projectId: project.id },
    new Date(Date.now() + 86_400_000),
  );
  await eventually(
    async () => ((await entryRef(user.uid, taskId).get()).exists ? true : undefined),
    'the reminder entry',
    TRIGGER_MS,
  );
  await createSubtask(user.idToken, taskId);
  await createTask(user.idToken, project.id, { title: 'Read chapter 2' });
  await createGoal(user.idToken, { name: 'Finish the thesis' });
  await createGroup(user.idToken, { name: 'Writing' });
  const created = await api(
    'POST',
    '/api/todos',
    user.idToken,
    { text: 'Call Ada' },
    { headers: { 'Idempotency-Key': randomUUID() } },
  );
  expect(created.status).toBe(201);
  await createTodo(user.idToken, { text: 'Buy paper' });
  await registerPushToken(user, `token-${randomUUID()}`);
  // What the background jobs leave beside the user's own data.
  const db = adminDb();
  await db.doc(`users/${user.uid}/notifications/n1`).set({ title: 'Reminder', read: false });
  await db.doc(`users/${user.uid}/analyses/2026-11-26`).set({ aiResponse: 'Plan the day' });
  await db.doc(`aiRuns/run-${randomUUID()}/done/${user.uid}`).set({ at: new Date() });
  await db.collection('reminderSends').add({ uid: user.uid, taskId });
  await db.collection('mail').add({ to: [user.email], uid: user.uid, message: { subject: 'x' } });
}

describe('deleting an account', () => {
  it(
    'cancels the subscription, revokes Google, leaves nothing that names the user, and mails',
    async () => {
      const user = await createUser('Ada Lovelace');
      const { subscriptionId } = await paidCheckout(user);
      await tierBecomes(user, 'pro');
      expect(await connectGoogle(user)).toBe('connected');
      await startAuth(user); // an OAuth state left behind by a connection never finished
      const feed = await api('GET', '/api/calendar/feed', user.idToken);
      expect(feed.status).toBe(200);
      await userWithData(user);
      expect(await documentsNaming(adminDb(), user.uid)).not.toEqual([]);

      const answer = await askDeletion(user);
      expect(answer.status).toBe(202);
      expect(answer.body.message).toMatch(/being deleted/);
      await deleted(user.uid);

      expect((await stripeClient.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
      const revokes = (await googleCalls(GOOGLE_OAUTH_URL)).filter(
        (call) => call.path === '/revoke',
      );
      expect(revokes).toHaveLength(1);
      const confirmation = await eventually(
        async () => (await confirmations(user.email))[0],
        'the confirmation mail',
        TRIGGER_MS,
      );
      expect(confirmation.text).toContain('are deleted');
      // In production the ID token stays valid for up to an hour and the write is refused for
      // want of the user document (404); the Auth emulator refuses the token at once (401).
      const late = await api('POST', '/api/todos', user.idToken, { text: 'Still here?' });
      expect(late.status).toBe(401);
      expect(await documentsNaming(adminDb(), user.uid)).toEqual([]);
      // Signed out everywhere: the old session is refused.
      expect((await api('GET', '/api/auth/user', user.idToken)).status).not.toBe(200);
    },
    DELETION_TEST_MS,
  );

  it(
    'continues a deletion that stopped halfway, when an admin runs it again',
    async () => {
      const user = await createUser('Grace Hopper');
      await userWithData(user);
      // What a run that stopped while deleting the documents leaves: its record with the steps
      // done, the user document gone but much of what was under it still there, sign-in locked.
      const mailId = randomUUID();
      await adminDb()
        .doc(`accountDeletions/${user.uid}`)
        .set({
          mailTo: user.email,
          stripeCustomerId: null,
          mailId,
          requestedBy: 'user',
          stepsDone: ['subscription', 'google'],
        });
      await adminAuth().updateUser(user.uid, { disabled: true });
      await adminDb().doc(`users/${user.uid}`).delete();
      for (const project of (await adminDb().collection(`users/${user.uid}/projects`).get()).docs) {
        await project.ref.delete();
      }

      const admin = await createAdmin();
      const again = await adminCall('POST', `/api/admin/users/${user.uid}/deletion`, admin);
      expect(again.status).toBe(202);
      await deleted(user.uid);

      expect(await documentsNaming(adminDb(), user.uid)).toEqual([]);
      await eventually(
        async () => (await confirmations(user.email))[0],
        'the confirmation mail',
        TRIGGER_MS,
      );
      expect(await confirmations(user.email)).toHaveLength(1);
      // The admin's own account is left as it was.
      expect((await adminAuth().getUser(admin.uid)).uid).toBe(admin.uid);
    },
    DELETION_TEST_MS,
  );

  it('refuses the user’s writes once the deletion has started, and still answers reads', async () => {
    const user = await createUser();
    const project = await createProject(user.idToken, { name: 'Thesis' });
    // What the request writes first; the task has not run yet.
    await adminDb().doc(`accountDeletions/${user.uid}`).set({
      mailTo: null,
      stripeCustomerId: null,
      mailId: randomUUID(),
      requestedBy: 'user',
      stepsDone: [],
    });
    const write = await api('POST', '/api/tasks', user.idToken, {
      title: 'Late',
      projectId: project.id,
    });
    expect(write.status).toBe(401);
    expect(messageOf(write)).toBe('This account has been deleted: sign in again');
    const tasks = await api<unknown[]>('GET', '/api/tasks', user.idToken);
    expect(tasks.status).toBe(200);
    expect(tasks.body).toEqual([]);
  });

  // The recent sign-in rule is checked by domain's unit test: the Auth emulator refuses any token
  // whose sign-in predates the account's validSince, so an old session cannot be made here.
  it('refuses without the account’s e-mail, and changes nothing', async () => {
    const user = await createUser();
    const wrong = await askDeletion(user, 'someone-else@pomoplan.test');
    expect(wrong.status).toBe(400);
    expect(messageOf(wrong)).toBe(DELETION_EMAIL_MISMATCH);
    const malformed = await api('POST', '/api/account/deletion', user.idToken, { email: 42 });
    expect(malformed.status).toBe(400);

    expect(await readDoc(`accountDeletions/${user.uid}`)).toBeUndefined();
    expect(await readDoc(`users/${user.uid}`)).toBeDefined();
    expect((await adminAuth().getUser(user.uid)).disabled).toBe(false);
  });

  it('answers 404 to an admin for an account that does not exist', async () => {
    const admin = await createAdmin();
    const answer = await adminCall('POST', '/api/admin/users/no-such-user/deletion', admin);
    expect(answer.status).toBe(404);
  });
});
