// A local mailbox: what the e-mail relay of the emulators delivers, kept in memory so that a
// developer can read what would have been sent (GET / in a browser, GET /messages as JSON),
// together with the e-mail Firebase Auth would have sent (the address verification), which
// the mailbox reads from the Auth emulator when asked.
//
//   POST /messages  {id, to: string[], subject, text, html, headers?}  -> 202 {id}
//   GET  /messages  the received messages, newest first
//   GET  /          the same as a page
import { authEmulatorMail, type AuthEmulatorSetting } from './authEmulatorMail';
import type { StandinRequest, StandinResponse, StandinSpec } from './harness';
import { mailboxPage } from './mailboxPage';
import type { ReceivedMail } from './receivedMail';

export type { ReceivedMail } from './receivedMail';

function stringField(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  return typeof value === 'string' ? value : null;
}

function headersField(value: unknown): Record<string, string> | null {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const entries = Object.entries(value);
  return entries.every(([, text]) => typeof text === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : null;
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
  const headers = headersField(fields.headers);
  if (!headers) return '"headers" must map header names to text';
  return {
    id,
    to: to as string[],
    subject,
    text: stringField(fields, 'text') ?? '',
    html: stringField(fields, 'html') ?? '',
    headers,
  };
}

export interface MailboxOptions {
  /** Where Firebase Auth's own mail is read from; none without it. */
  authEmulator?: AuthEmulatorSetting | null;
}

export function mailboxStandin({ authEmulator = null }: MailboxOptions = {}): StandinSpec {
  const messages = new Map<string, ReceivedMail>();
  const receive = (mail: Omit<ReceivedMail, 'receivedAt'>) => {
    // A relay retry of the same mail document is the same message, not a second one.
    if (!messages.has(mail.id))
      messages.set(mail.id, { ...mail, receivedAt: new Date().toISOString() });
  };
  const newestFirst = async (): Promise<ReceivedMail[]> => {
    // Auth's mail counts as received when the mailbox first sees it.
    if (authEmulator)
      for (const mail of await authEmulatorMail(authEmulator)) receive({ ...mail, headers: {} });
    return [...messages.values()].reverse();
  };
  return {
    name: 'mailbox',
    routes: [
      {
        method: 'POST',
        path: '/messages',
        handle(request: StandinRequest): StandinResponse {
          const mail = parseMail(request.body);
          if (typeof mail === 'string') return { status: 400, body: { error: mail } };
          receive(mail);
          return { status: 202, body: { id: mail.id } };
        },
      },
      {
        method: 'GET',
        path: '/messages',
        handle: async () => ({ status: 200, body: await newestFirst() }),
      },
      {
        method: 'GET',
        path: '/',
        handle: async () => ({
          status: 200,
          body: mailboxPage(await newestFirst()),
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      },
    ],
    faults: { 'server-error': () => ({ status: 500, body: { error: 'mailbox down' } }) },
    reset: () => messages.clear(),
  };
}
