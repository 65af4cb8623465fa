// Mail goes only to a verified address, and every mail a user can turn off carries a signed
// unsubscribe link, as one-click List-Unsubscribe headers and in its footer, that turns exactly
// that mail off from a mail client (POST) or a browser (GET); a changed link changes nothing.
import { todayIn } from '@pomoplan/domain';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sendDigest } from '../../functions/src/digest/send';
import { deliverReminder } from '../../functions/src/reminders/deliver';
import { adminDb, eventually, readDoc } from '../api/support/admin';
import { adminAuth } from '../api/support/adminAccounts';
import { createProject, createTask } from '../api/support/fixtures';
import { api } from '../api/support/http';
import { createUser, type TestUser } from '../api/support/users';
import { HOSTING_URL } from '../support/emulators';
import {
  entryBecomes,
  MAILBOX_URL,
  mailOf,
  notificationsOf,
  taskWithReminder,
  type ReminderFixture,
} from './support/reminders';

// The senders run in this process with the params the functions emulator gives them.
adminDb();
process.env.APP_URL = 'http://localhost:5000';

const HOUR_MS = 3_600_000;
const INVALID_LINK = 'This unsubscribe link is not valid: nothing was turned off.';

async function fixtureOf(user: TestUser): Promise<ReminderFixture> {
  return { user, projectId: (await createProject(user.idToken)).id };
}

/** Delivers a reminder due on a whole minute `hours` ahead, which no sweep of another test reaches. */
async function remind(fixture: ReminderFixture, hours: number) {
  const due = new Date(Math.ceil((Date.now() + hours * HOUR_MS) / 60_000) * 60_000);
  const taskId = await taskWithReminder(fixture, due);
  await entryBecomes(fixture.user.uid, taskId, due.getTime());
  return deliverReminder({ uid: fixture.user.uid, taskId, dueAtMs: due.getTime() }, due);
}

function unsubscribeLinkOf(mail: DocumentData | undefined): string {
  const header: unknown = mail?.message?.headers?.['List-Unsubscribe'];
  const link = typeof header === 'string' ? /^<(https?:\/\/.+)>$/.exec(header)?.[1] : undefined;
  if (!link) throw new Error(`No List-Unsubscribe link in ${JSON.stringify(mail)}`);
  return link;
}

/** The link's path and query, through the Hosting emulator (the link names the app's URL). */
const onHosting = (link: string) => {
  const url = new URL(link);
  return `${HOSTING_URL}${url.pathname}${url.search}`;
};

/** What a mail client does with a one-click List-Unsubscribe header (RFC 8058). */
const oneClick = (link: string) =>
  fetch(onHosting(link), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const openInBrowser = (link: string) => fetch(onHosting(link));

/** The Unsubscribe button of the page a link opens: its form's action, POSTed. */
async function pressUnsubscribe(html: string): Promise<Response> {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(action, 'the page has an Unsubscribe form').toBeDefined();
  return fetch(onHosting(action ?? ''), { method: 'POST' });
}

const switchOf = async (user: TestUser, key: 'notifyEmail' | 'notifyDigest') =>
  (await api<DocumentData>('GET', '/api/auth/user', user.idToken)).body[key] as unknown;

const turnOn = async (user: TestUser, key: 'notifyEmail' | 'notifyDigest') =>
  expect((await api('PATCH', '/api/users/settings', user.idToken, { [key]: true })).status).toBe(
    200,
  );

interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
}

/** The first mail the local mailbox received for `address`. */
async function received(address: string): Promise<ReceivedMail> {
  return eventually(async () => {
    const all = (await (await fetch(`${MAILBOX_URL}/messages`)).json()) as ReceivedMail[];
    return all.find((mail) => mail.to.includes(address));
  }, `mail to ${address} in the local mailbox`);
}

describe('reminder mail', () => {
  it('goes nowhere until the address is verified, then carries a one-click unsubscribe', async () => {
    const user = await createUser('Vera Reminder', { verified: false });
    const fixture = await fixtureOf(user);

    expect(await remind(fixture, 1)).toMatchObject({ outcome: 'sent', channels: ['in-app'] });
    expect(await notificationsOf(user.uid)).toHaveLength(1);
    expect(await mailOf(user.uid)).toEqual([]);

    // The user opened the verification link; the app tells the server, which asks Auth.
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    expect((await api('POST', '/api/auth/email-verification', user.idToken)).status).toBe(200);
    const sent = await remind(fixture, 2);
    expect(sent).toMatchObject({ outcome: 'sent', channels: ['in-app', 'e-mail'] });
    const [mail] = await mailOf(user.uid);
    const link = unsubscribeLinkOf(mail);
    expect(link).toMatch(/^http:\/\/localhost:5000\/api\/mail\/unsubscribe\?/);
    expect(mail?.message.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail?.message.text).toContain(`Stop these e-mails: ${link}`);
    expect(mail?.message.html).toContain('Stop these e-mails</a>');

    // The relay delivers the headers along with the mail.
    expect((await received(user.email)).headers).toEqual(mail?.message.headers);

    // The mail client's one-click POST turns reminder e-mail off; a second one says the same.
    for (let click = 0; click < 2; click += 1) {
      const answer = await oneClick(link);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ message: 'You will no longer get reminder e-mails.' });
    }
    expect(await switchOf(user, 'notifyEmail')).toBe(false);

    // The footer link opened in a browser (or by a mail scanner) only asks: nothing changes
    // until its Unsubscribe button is pressed, which then says where to turn it back on.
    await turnOn(user, 'notifyEmail');
    const question = await openInBrowser(link);
    expect(question.status).toBe(200);
    expect(question.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const asked = await question.text();
    expect(asked).toContain('<h1>Unsubscribe from reminder e-mails?</h1>');
    expect(asked).toContain('<button type="submit">Unsubscribe</button>');
    expect(await switchOf(user, 'notifyEmail')).toBe(true);
    const page = await pressUnsubscribe(asked);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<h1>You are unsubscribed</h1>');
    expect(html).toContain('You will no longer get reminder e-mails from Pomoplan.');
    expect(html).toContain(
      'Changed your mind? Turn “Email notifications” back on in Pomoplan under Settings › Notifications.',
    );
    expect(html).toContain('href="http://localhost:5000/settings"');
    expect(await switchOf(user, 'notifyEmail')).toBe(false);
    expect((await pressUnsubscribe(asked)).status).toBe(200);
  });

  it('refuses a link that was changed, and changes nothing', async () => {
    const user = await createUser('Tess Tamper');
    const other = await createUser('Olga Other');
    await turnOn(user, 'notifyDigest');
    await remind(await fixtureOf(user), 3);
    const link = new URL(unsubscribeLinkOf((await mailOf(user.uid))[0]));
    const signature = link.searchParams.get('sig') ?? '';
    const changed = (name: string, value: string | null) => {
      const url = new URL(link);
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
      return url.href;
    };
    const tampered = [
      changed('sig', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
      changed('uid', other.uid),
      changed('kind', 'digest'),
      changed('sig', null),
    ];
    for (const bad of tampered) {
      const posted = await oneClick(bad);
      expect(posted.status).toBe(400);
      expect(await posted.json()).toEqual({ message: INVALID_LINK });
      for (const opened of [
        await openInBrowser(bad),
        await fetch(onHosting(bad.replace('/unsubscribe?', '/unsubscribe/confirm?')), {
          method: 'POST',
        }),
      ]) {
        expect(opened.status).toBe(400);
        const html = await opened.text();
        expect(html).toContain('<h1>This link does not work</h1>');
        expect(html).toContain('nothing was turned off');
      }
    }
    expect(await switchOf(user, 'notifyEmail')).toBe(true);
    expect(await switchOf(user, 'notifyDigest')).toBe(true);
    expect(await switchOf(other, 'notifyEmail')).toBe(true);
  });
});

describe('digest mail', () => {
  it('goes only to a verified address and carries the link that turns the digest off', async () => {
    const verified = await createUser('Dora Digest');
    const unverified = await createUser('Udo Digest', { verified: false });
    const scheduled: number[] = [];
    for (const user of [verified, unverified]) {
      await turnOn(user, 'notifyDigest');
      scheduled.push(
        await eventually(async () => {
          const at = (await readDoc(`users/${user.uid}`))?.nextDigestAt as Timestamp | undefined;
          return at?.toMillis();
        }, `the digest of ${user.uid} to be scheduled`),
      );
    }
    // Both are in the default zone, so their mornings are the same.
    const morning = new Date(Math.max(...scheduled));
    const day = todayIn('UTC', morning);
    for (const user of [verified, unverified]) {
      const project = await createProject(user.idToken);
      await createTask(user.idToken, project.id, { title: 'Write chapter 2', dueDate: day });
    }

    // What the queue's worker does for each of them that morning.
    expect(await sendDigest({ uid: verified.uid, day })).toBe('sent');
    expect(await sendDigest({ uid: unverified.uid, day })).toBe('nothing to send');
    const mail = (await adminDb().doc(`mail/digest-${verified.uid}-${day}`).get()).data();
    expect((await adminDb().doc(`mail/digest-${unverified.uid}-${day}`).get()).exists).toBe(false);
    const link = unsubscribeLinkOf(mail);
    expect(new URL(link).searchParams.get('kind')).toBe('digest');
    expect(mail?.message.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.message.text).toContain(
      'You get this e-mail because “Daily digest e-mail” is on in your Pomoplan settings.',
    );

    const page = await pressUnsubscribe(await (await openInBrowser(link)).text());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('You will no longer get the daily digest e-mail');
    expect(await switchOf(verified, 'notifyDigest')).toBe(false);
    expect(await switchOf(verified, 'notifyEmail')).toBe(true);
  });
});
