// The mailbox and the push outbox stand-ins over HTTP on free loopback ports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandin, type RunningStandin } from './harness';
import { mailboxStandin } from './mailbox';
import { pushOutboxStandin } from './pushOutbox';

let mailbox: RunningStandin;
let push: RunningStandin;

beforeAll(async () => {
  [mailbox, push] = await Promise.all([
    startStandin(mailboxStandin(), 0),
    startStandin(pushOutboxStandin(), 0),
  ]);
});
afterAll(() => Promise.all([mailbox.close(), push.close()]));

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('mailbox', () => {
  it('keeps each mail once, lists it as JSON and on a page', async () => {
    const mail = {
      id: 'm1',
      to: ['ada@example.com'],
      subject: 'Reminder: <b>',
      text: 'Hi',
      html: '',
    };
    expect((await post(`${mailbox.url}/messages`, mail)).status).toBe(202);
    expect((await post(`${mailbox.url}/messages`, mail)).status).toBe(202);
    const listed = (await (await fetch(`${mailbox.url}/messages`)).json()) as unknown[];
    expect(listed).toEqual([expect.objectContaining({ id: 'm1', subject: 'Reminder: <b>' })]);
    const page = await (await fetch(`${mailbox.url}/`)).text();
    expect(page).toContain('Reminder: &lt;b&gt;');
  });

  it('keeps the headers and shows them, the links clickable and a one-click button', async () => {
    const link = 'http://localhost:5000/api/mail/unsubscribe?uid=u1&kind=reminder&sig=s';
    const mail = {
      id: 'm3',
      to: ['ada@example.com'],
      subject: 'Reminder: Write',
      text: `Open the task: http://localhost:5000/projects/p1\nStop these e-mails: ${link}\n`,
      html: '',
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
    expect((await post(`${mailbox.url}/messages`, mail)).status).toBe(202);
    const listed = (await (await fetch(`${mailbox.url}/messages`)).json()) as unknown[];
    expect(listed).toContainEqual(expect.objectContaining({ id: 'm3', headers: mail.headers }));
    const page = await (await fetch(`${mailbox.url}/`)).text();
    const escaped = link.replaceAll('&', '&amp;');
    expect(page).toContain('<a href="http://localhost:5000/projects/p1">');
    expect(page).toContain(`<dt>List-Unsubscribe</dt><dd>&lt;<a href="${escaped}">`);
    expect(page).toContain(`<form method="post" action="${escaped}">`);
  });

  it('refuses headers that are not text', async () => {
    const mail = { id: 'm4', to: ['a@example.com'], subject: 'x', headers: { 'X-A': 1 } };
    expect((await post(`${mailbox.url}/messages`, mail)).status).toBe(400);
  });

  it('refuses a mail without recipients', async () => {
    const response = await post(`${mailbox.url}/messages`, { id: 'm2', to: [], subject: 'x' });
    expect(response.status).toBe(400);
  });
});

describe('push outbox', () => {
  const send = (message: unknown) =>
    post(`${push.url}/v1/projects/demo/messages:send`, { message });

  it('records a message and answers with its name, as FCM does', async () => {
    const response = await send({ token: 't1', data: { title: 'Hi' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ name: 'projects/demo/messages/1' });
    const listed = (await (await fetch(`${push.url}/messages`)).json()) as unknown[];
    expect(listed).toEqual([
      expect.objectContaining({ message: { token: 't1', data: { title: 'Hi' } } }),
    ]);
  });

  it('answers UNREGISTERED for a token declared gone, and 400 without a token', async () => {
    await fetch(`${push.url}/_control/push/unregistered`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ tokens: ['gone'] }),
    });
    const gone = await send({ token: 'gone', data: {} });
    expect(gone.status).toBe(404);
    expect(JSON.stringify(await gone.json())).toContain('UNREGISTERED');
    expect((await send({ data: {} })).status).toBe(400);
  });
});
