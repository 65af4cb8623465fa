// A local mailbox: what the e-mail relay of the emulators delivers, kept in memory so that a
// developer can read what would have been sent (GET / in a browser, GET /messages as JSON).
//
//   POST /messages  {id, to: string[], subject, text, html}  -> 202 {id}
//   GET  /messages  the received messages, newest first
//   GET  /          the same as a page
import type { StandinRequest, StandinResponse, StandinSpec } from './harness';

export interface ReceivedMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

function stringField(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' ? value : null;
}

function parseMail(body: unknown): Omit<ReceivedMail, 'receivedAt'> | string {
  if (typeof body !== 'object' || body === null) return 'The body must be a JSON object';
  const fields = body as Record<string, unknown>;
  const to = fields.to;
  if (!Array.isArray(to) || to.length === 0 || !to.every((item) => typeof item === 'string'))
    return '"to" must be a non-empty list of addresses';
  const id = stringField(fields, 'id');
  const subject = stringField(fields, 'subject');
  if (!id || subject === null) return '"id" and "subject" are required';
  return {
    id,
    to: to as string[],
    subject,
    text: stringField(fields, 'text') ?? '',
    html: stringField(fields, 'html') ?? '',
  };
}

const escape = (value: string) =>
  value.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c,
  );

function page(messages: ReceivedMail[]): string {
  const rows = messages
    .map(
      (mail) =>
        `<article><h2>${escape(mail.subject)}</h2><p>To ${escape(mail.to.join(', '))} · ${escape(mail.receivedAt)}</p><pre>${escape(mail.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title></head><body><h1>Local mailbox (${messages.length})</h1><p>E-mail the emulators would have sent. JSON: <a href="/messages">/messages</a></p>${rows || '<p>No mail yet.</p>'}</body></html>`;
}

export function mailboxStandin(): StandinSpec {
  const messages = new Map<string, ReceivedMail>();
  const newestFirst = () => [...messages.values()].reverse();
  return {
    name: 'mailbox',
    routes: [
      {
        method: 'POST',
        path: '/messages',
        handle(request: StandinRequest): StandinResponse {
          const mail = parseMail(request.body);
          if (typeof mail === 'string') return { status: 400, body: { error: mail } };
          // A relay retry of the same mail document is the same message, not a second one.
          if (!messages.has(mail.id)) {
            messages.set(mail.id, { ...mail, receivedAt: new Date().toISOString() });
          }
          return { status: 202, body: { id: mail.id } };
        },
      },
      { method: 'GET', path: '/messages', handle: () => ({ status: 200, body: newestFirst() }) },
      {
        method: 'GET',
        path: '/',
        handle: () => ({
          status: 200,
          body: page(newestFirst()),
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      },
    ],
    faults: { 'server-error': () => ({ status: 500, body: { error: 'mailbox down' } }) },
    reset: () => messages.clear(),
  };
}
