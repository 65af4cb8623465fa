// The daily digest: the user trigger schedules the next local 07:00, the hourly job sends one
// mail per user and day with the day's tasks and todos, and moves on to the next morning.
import { nextDigestAt, todayIn } from '@pomoplan/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sendDueDigests } from '../../functions/src/digest/send';
import { adminDb, eventually, readDoc } from '../api/support/admin';
import { createTodo } from '../api/support/fixtures';
import { api } from '../api/support/http';
import { createTask } from '../api/support/fixtures';
import { reminderUser, runJob, setUserFields } from './support/reminders';

adminDb();
process.env.APP_URL = 'http://localhost:5000';

const digestAt = async (uid: string) =>
  ((await readDoc(`users/${uid}`))?.nextDigestAt as Timestamp | undefined)?.toMillis();

function digestScheduled(uid: string): Promise<number> {
  return eventually(() => digestAt(uid), `the digest of ${uid} to be scheduled`);
}

function digestUnscheduled(uid: string): Promise<true> {
  return eventually(
    async () => ((await digestAt(uid)) === undefined ? true : undefined),
    `the digest of ${uid} to be unscheduled`,
  );
}

describe('dailyDigest', () => {
  it('sends the day’s tasks and todos once at the local morning, then waits for the next', async () => {
    const fixture = await reminderUser();
    const { uid, idToken, email } = fixture.user;
    await setUserFields(uid, { timeZone: 'Pacific/Auckland' });
    const switched = await api('PATCH', '/api/users/settings', idToken, { notifyDigest: true });
    expect(switched.status).toBe(200);

    const at = await digestScheduled(uid);
    expect(at).toBe(nextDigestAt('Pacific/Auckland', new Date(at - 1)).getTime());
    expect(new Date(at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const morning = new Date(at);
    const day = todayIn('Pacific/Auckland', morning);
    await createTask(idToken, fixture.projectId, { title: 'Write chapter 1', dueDate: day });
    await createTask(idToken, fixture.projectId, { title: 'Not today', dueDate: null });
    await createTodo(idToken, { text: 'Call Ada', dueType: 'today' });
    await createTodo(idToken, { text: 'Some day', dueType: 'anytime' });

    // Before the morning nothing is due; at it, two overlapping runs send one mail.
    await sendDueDigests(new Date(at - 1));
    const mailRef = adminDb().doc(`mail/digest-${uid}-${day}`);
    expect((await mailRef.get()).exists).toBe(false);
    await Promise.all([sendDueDigests(morning), sendDueDigests(morning)]);
    const mail = (await mailRef.get()).data();
    expect(mail).toMatchObject({ to: [email], kind: 'digest', uid });
    expect(mail?.message.subject).toBe(`Your Pomoplan day: ${day}`);
    expect(mail?.message.text).toContain('- Write chapter 1');
    expect(mail?.message.text).toContain('- Call Ada');
    expect(mail?.message.text).not.toContain('Not today');
    expect(mail?.message.text).not.toContain('Some day');
    const next = ((await readDoc(`users/${uid}`))?.nextDigestAt as Timestamp).toMillis();
    expect(next).toBe(nextDigestAt('Pacific/Auckland', morning).getTime());

    // Switching the digest off unschedules it.
    await api('PATCH', '/api/users/settings', idToken, { notifyDigest: false });
    await digestUnscheduled(uid);
  });

  it('runs as a scheduled job', async () => {
    const { stdout } = await runJob('dailyDigest');
    expect(stdout).toMatch(
      /✔ dailyDigest finished in \d+ ms \(sent: \d+, empty: \d+, repeated: \d+\)/,
    );
  });
});
