// The daily digest: the user trigger schedules the next local 07:00; the hourly job queues one
// task per user whose morning has come (named per user and local day) and moves them on to
// the next morning; the worker sends one mail per user and day with the day's tasks and todos.
import { randomUUID } from 'node:crypto';
import { nextDigestAt, todayIn } from '@pomoplan/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually, readDoc } from '../api/support/admin';
import { createTask, createTodo } from '../api/support/fixtures';
import { api } from '../api/support/http';
import { mailboxFor, mailOf, reminderUser, runJob, setUserFields } from './support/reminders';

const SUMMARY = /✔ dailyDigest finished in \d+ ms \(digests queued: (\d+), already queued: (\d+)\)/;

const digestAt = async (uid: string) =>
  ((await readDoc(`users/${uid}`))?.nextDigestAt as Timestamp | undefined)?.toMillis();

function digestScheduled(uid: string): Promise<number> {
  return eventually(() => digestAt(uid), `the digest of ${uid} to be scheduled`);
}

/** What the run said it queued, from its summary line. */
async function runDigestJob(): Promise<{ queued: number; duplicates: number }> {
  const { stdout } = await runJob('dailyDigest');
  const counts = SUMMARY.exec(stdout);
  expect(counts, stdout).not.toBeNull();
  return { queued: Number(counts?.[1]), duplicates: Number(counts?.[2]) };
}

/** Puts the user's next digest a minute in the past: their morning has come. */
const morningHasCome = (uids: readonly string[]) =>
  Promise.all(
    uids.map((uid) =>
      setUserFields(uid, { nextDigestAt: Timestamp.fromMillis(Date.now() - 60_000) }),
    ),
  );

const digestMails = async (uid: string) =>
  (await mailOf(uid)).filter((mail) => mail.kind === 'digest');

describe('dailyDigest', () => {
  it('queues the digest once its morning has come; the worker sends the day’s work once', async () => {
    const fixture = await reminderUser();
    const { uid, idToken, email } = fixture.user;
    const zone = 'Pacific/Auckland';
    await setUserFields(uid, { timeZone: zone });
    const switched = await api('PATCH', '/api/users/settings', idToken, { notifyDigest: true });
    expect(switched.status).toBe(200);
    const at = await digestScheduled(uid);
    expect(at).toBe(nextDigestAt(zone, new Date(at - 1)).getTime());
    expect(at).toBeGreaterThan(Date.now() - 60_000);

    // Before its morning the user is not due: a run leaves the schedule as it was.
    await runDigestJob();
    expect(await digestAt(uid)).toBe(at);

    const day = todayIn(zone);
    await createTask(idToken, fixture.projectId, { title: 'Write chapter 1', dueDate: day });
    await createTask(idToken, fixture.projectId, { title: 'Not today', dueDate: null });
    await createTodo(idToken, { text: 'Call Ada', dueType: 'today' });
    await createTodo(idToken, { text: 'Some day', dueType: 'anytime' });

    // Its morning has come: two overlapping runs queue one task, and the user moves on. Each
    // run's summary is read back from the job's one jobRuns record, which the run that ends
    // last overwrites, so both may report that one (0 queued): the mail below is the check.
    await morningHasCome([uid]);
    await Promise.all([runJob('dailyDigest'), runJob('dailyDigest')]);
    const mailRef = adminDb().doc(`mail/digest-${uid}-${day}`);
    const mail = await eventually(async () => (await mailRef.get()).data(), 'the digest mail');
    expect(mail).toMatchObject({ to: [email], kind: 'digest', uid });
    expect(mail.message.subject).toBe(`Your Pomoplan day: ${day}`);
    expect(mail.message.text).toContain('- Write chapter 1');
    expect(mail.message.text).toContain('- Call Ada');
    expect(mail.message.text).not.toContain('Not today');
    expect(mail.message.text).not.toContain('Some day');
    const next = (await digestAt(uid)) ?? 0;
    expect(next).toBeGreaterThan(Date.now());
    expect(next).toBe(nextDigestAt(zone, new Date(next - 1)).getTime());

    // The same morning again (as after a run that stopped before moving the user on): the
    // task's name is taken, so nothing is queued and nothing is sent twice.
    await morningHasCome([uid]);
    expect((await runDigestJob()).duplicates).toBeGreaterThanOrEqual(1);
    expect(await digestMails(uid)).toHaveLength(1);
    const inbox = await eventually(
      async () => ((await mailboxFor(email)).length > 0 ? mailboxFor(email) : undefined),
      'the digest in the mailbox',
    );
    expect(inbox.map((message) => message.subject)).toEqual([`Your Pomoplan day: ${day}`]);

    // Switching the digest off unschedules it.
    await api('PATCH', '/api/users/settings', idToken, { notifyDigest: false });
    await eventually(
      async () => ((await digestAt(uid)) === undefined ? true : undefined),
      `the digest of ${uid} to be unscheduled`,
    );
  }, 60_000);

  it('sends every user whose morning came in the same hour their own digest, once', async () => {
    const USERS = 10;
    const zone = 'Europe/Berlin';
    const uids = Array.from({ length: USERS }, () => `digest-${randomUUID()}`);
    await Promise.all(
      uids.map(async (uid, index) => {
        await adminDb()
          .doc(`users/${uid}`)
          .set({
            email: `${uid}@pomoplan.test`,
            emailVerified: true,
            createdAt: Timestamp.now(),
            updatedAt: Timestamp.now(),
            timeZone: zone,
            notifyDigest: true,
          });
        await adminDb()
          .doc(`users/${uid}/todos/todo-1`)
          .set({ text: `Todo of user ${index}`, dueType: 'today', completed: false });
      }),
    );
    await Promise.all(uids.map(digestScheduled));
    await morningHasCome(uids);

    expect((await runDigestJob()).queued).toBeGreaterThanOrEqual(USERS);
    const day = todayIn(zone);
    const mailOfUser = async (uid: string) =>
      (await adminDb().doc(`mail/digest-${uid}-${day}`).get()).data();
    const mails = await eventually(
      async () => {
        const found = await Promise.all(uids.map(mailOfUser));
        return found.every((mail) => mail !== undefined) ? found : undefined;
      },
      `the digests of ${day}`,
      45_000,
    ).catch(async (error: unknown) => {
      // Which users have none, and what mail and schedule they have instead.
      const missing = await Promise.all(
        uids.map(async (uid, index) =>
          (await mailOfUser(uid))
            ? null
            : `user ${index}: mail ${JSON.stringify((await digestMails(uid)).map((m) => m.message?.subject))}, nextDigestAt ${await digestAt(uid)}`,
        ),
      );
      throw new Error(`${String(error)}; ${missing.filter(Boolean).join('; ')}`);
    });
    for (const [index, uid] of uids.entries()) {
      expect(mails[index]?.to).toEqual([`${uid}@pomoplan.test`]);
      expect(mails[index]?.message.text).toContain(`- Todo of user ${index}`);
    }

    // A second run finds them all moved on to their next morning: no second mail.
    await runDigestJob();
    for (const uid of uids) {
      expect(await digestAt(uid)).toBeGreaterThan(Date.now());
      expect(await digestMails(uid)).toHaveLength(1);
    }
  }, 90_000);
});
