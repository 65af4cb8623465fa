// The push channel of a reminder: data-only FCM messages to each registered browser, recorded
// by the outbox stand-in (the emulators have no FCM); a token FCM calls gone is pruned.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb, readDoc } from '../api/support/admin';
import { api } from '../api/support/http';
import { deliverReminder } from '../../functions/src/reminders/deliver';
import { deliverPendingPush } from '../../functions/src/reminders/pushDelivery';
import {
  entryBecomes,
  PUSH_OUTBOX_URL,
  pushedTo,
  registerPushToken,
  reminderUser,
  taskWithReminder,
} from './support/reminders';

adminDb();
process.env.APP_URL = 'http://localhost:5000';
process.env.PUSH_OUTBOX_BASE = PUSH_OUTBOX_URL;

const aheadBy = (ms: number) => new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);

describe('reminders by push', () => {
  it('pushes a data-only message to each browser once and prunes a token FCM calls gone', async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    await api('PATCH', '/api/users/settings', idToken, { notifyPush: true });
    const [kept, gone] = [`kept-${randomUUID()}`, `gone-${randomUUID()}`];
    await registerPushToken(fixture.user, kept);
    await registerPushToken(fixture.user, gone);
    await fetch(`${PUSH_OUTBOX_URL}/_control/push/unregistered`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tokens: [gone] }),
    });
    const due = aheadBy(3_600_000);
    const taskId = await taskWithReminder(fixture, due);
    await entryBecomes(uid, taskId, due.getTime());
    const job = { uid, taskId, dueAtMs: due.getTime() };

    const result = await deliverReminder(job, due);
    expect(result.outcome).toBe('sent');
    if (result.outcome !== 'sent' || !result.push) throw new Error('expected a pending push');
    await deliverPendingPush(result.push);

    const messages = await pushedTo(kept);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.message.notification).toBeUndefined();
    expect(messages[0]?.message.data).toEqual({
      title: 'Reminder: Write chapter 1',
      body: expect.stringMatching(/^Reminder · Today, \d{1,2}:\d{2} [AP]M$/),
      url: `/projects/${fixture.projectId}?task=${taskId}`,
      tag: result.sendId,
      snoozeKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      snoozeActions: JSON.stringify([
        { action: 'snooze-10m', title: '10 minutes' },
        { action: 'snooze-1h', title: '1 hour' },
        { action: 'snooze-tomorrow', title: 'Tomorrow morning' },
      ]),
    });
    const stored = (await readDoc(`users/${uid}/private/push`))?.tokens as Record<
      string,
      { token: string }
    >;
    expect(Object.values(stored).map((entry) => entry.token)).toEqual([kept]);

    // A repeat of the task finds the push done and pushes nothing more.
    const again = await deliverReminder(job, due);
    expect(again.outcome).toBe('already-sent');
    expect(again.outcome === 'already-sent' && again.push).toBe(null);
  });

  it("snoozes from the push's button with the key it carried, and with nothing else", async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    await api('PATCH', '/api/users/settings', idToken, { notifyPush: true });
    const token = `snooze-${randomUUID()}`;
    await registerPushToken(fixture.user, token);
    const due = aheadBy(3_600_000);
    const taskId = await taskWithReminder(fixture, due);
    await entryBecomes(uid, taskId, due.getTime());
    const result = await deliverReminder({ uid, taskId, dueAtMs: due.getTime() }, due);
    if (result.outcome !== 'sent' || !result.push) throw new Error('expected a pending push');
    await deliverPendingPush(result.push);
    const [pushed] = await pushedTo(token);
    const key = pushed?.message.data?.snoozeKey ?? '';

    const snooze = (body: Record<string, unknown>) =>
      api<{ taskId: string; until: string }>('POST', '/api/reminders/snooze-from-push', null, body);
    const wrongKey = await snooze({ sendId: result.sendId, key: `${key}x`, choice: '1h' });
    expect(wrongKey.status).toBe(404);
    expect((await snooze({ sendId: 'unknown', key, choice: '1h' })).status).toBe(404);
    expect((await snooze({ sendId: result.sendId, key, choice: 'later' })).status).toBe(400);
    expect((await adminDb().collection('reminders').where('uid', '==', uid).get()).size).toBe(0);

    const snoozed = await snooze({ sendId: result.sendId, key, choice: '1h' });
    expect(snoozed.status).toBe(200);
    expect(snoozed.body.taskId).toBe(taskId);
    const entries = await adminDb().collection('reminders').where('uid', '==', uid).get();
    expect(entries.docs.map((doc) => doc.get('snooze'))).toEqual([true]);
    expect(entries.docs[0]?.get('dueAt').toMillis()).toBe(Date.parse(snoozed.body.until));
  });

  it('pushes nothing while the push switch is off', async () => {
    const fixture = await reminderUser();
    const { uid } = fixture.user;
    const token = `off-${randomUUID()}`;
    await registerPushToken(fixture.user, token);
    const due = aheadBy(3_600_000);
    const taskId = await taskWithReminder(fixture, due);
    await entryBecomes(uid, taskId, due.getTime());

    const result = await deliverReminder({ uid, taskId, dueAtMs: due.getTime() }, due);

    expect(result.outcome === 'sent' && result.push).toBe(null);
    expect(await pushedTo(token)).toEqual([]);
  });

  it('holds back the push during a pomodoro of a user who asked for quiet, and only then', async () => {
    const fixture = await reminderUser();
    const { uid, idToken } = fixture.user;
    await api('PATCH', '/api/users/settings', idToken, { notifyPush: true });
    const token = `quiet-${randomUUID()}`;
    await registerPushToken(fixture.user, token);
    const settings = { quietDuringFocus: true, focusMinutes: 60 };
    expect((await api('PATCH', '/api/focus/settings', idToken, settings)).status).toBe(200);
    expect((await api('POST', '/api/focus/start', idToken, {})).status).toBe(200);
    const due = aheadBy(120_000);
    const [during, paused] = [
      await taskWithReminder(fixture, due, { title: 'During the pomodoro' }),
      await taskWithReminder(fixture, due, { title: 'While it is paused' }),
    ];
    await entryBecomes(uid, during, due.getTime());
    await entryBecomes(uid, paused, due.getTime());

    const quiet = await deliverReminder({ uid, taskId: during, dueAtMs: due.getTime() }, due);
    expect(quiet.outcome === 'sent' && quiet.channels).toEqual(['in-app', 'e-mail']);
    expect(quiet.outcome === 'sent' && quiet.push).toBe(null);

    expect((await api('POST', '/api/focus/pause', idToken, {})).status).toBe(200);
    const heard = await deliverReminder({ uid, taskId: paused, dueAtMs: due.getTime() }, due);
    if (heard.outcome !== 'sent' || !heard.push) throw new Error('expected a pending push');
    await deliverPendingPush(heard.push);
    const messages = await pushedTo(token);
    expect(messages.map((message) => message.message.data?.title)).toEqual([
      'Reminder: While it is paused',
    ]);
  });
});
