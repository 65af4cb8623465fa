// The chat webhook settings and connection test, against a stand-in webhook on 127.0.0.1.
// The emulators allow plain http to a loopback port so that this stand-in can answer; every
// other internal address is refused before anything connects to it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, readDoc } from './support/admin';
import { adminCall, createAdmin, type AdminCredentials } from './support/adminAccounts';
import { messageOf } from './support/http';

interface Received {
  path: string | undefined;
  method: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

interface StandIn {
  origin: string;
  url: string;
  port: number;
  /** Every request received, in order, with its body parsed as JSON. */
  received: Received[];
  /** What the next requests to the webhook path are answered with. */
  answer: Answer;
  close(): Promise<void>;
}

const WEBHOOK_PATH = '/webhook/chat';
const SECRET = 'internal-secret-body';

async function startStandIn(): Promise<StandIn> {
  const received: Received[] = [];
  const standIn: Pick<StandIn, 'received' | 'answer'> = {
    received,
    answer: { status: 200, body: '{"ok":true}' },
  };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      received.push({
        path: req.url,
        method: req.method,
        contentType: req.headers['content-type'],
        body: text ? JSON.parse(text) : null,
      });
      // Anything but the webhook path is the redirect target, which must never be reached.
      const answer: Answer =
        req.url === WEBHOOK_PATH ? standIn.answer : { status: 200, body: SECRET };
      res.writeHead(answer.status, { 'Content-Type': 'text/plain', ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return Object.assign(standIn, {
    origin,
    port,
    url: `${origin}${WEBHOOK_PATH}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

interface TestJson {
  success: boolean;
  message: string;
  status: number | null;
  durationMs: number | null;
  response: string | null;
}

let admin: AdminCredentials;
let standIn: StandIn;

beforeAll(async () => {
  admin = await createAdmin();
  standIn = await startStandIn();
});

afterAll(async () => {
  await standIn.close();
});

afterEach(async () => {
  await adminDb().doc('config/integrations').delete();
  standIn.received.length = 0;
  standIn.answer = { status: 200, body: '{"ok":true}' };
});

function expectTestMessage(received: Received) {
  expect(received).toEqual({
    path: WEBHOOK_PATH,
    method: 'POST',
    contentType: 'application/json',
    body: { type: 'connection_test', source: 'Pomoplan', sentAt: expect.any(String) },
  });
  const sentAt = (received.body as { sentAt: string }).sentAt;
  expect(Math.abs(Date.parse(sentAt) - Date.now())).toBeLessThan(60_000);
}

describe('chat webhook (n8n)', () => {
  it('has no URL at first, and the test then answers 400', async () => {
    const settings = await adminCall('GET', '/api/admin/settings/n8n', admin);
    expect(settings).toMatchObject({ status: 200, body: { chatUrl: null } });
    const test = await adminCall('POST', '/api/admin/n8n/test', admin);
    expect(test.status).toBe(400);
    expect(messageOf(test)).toBe('No chat webhook URL is configured.');
  });

  it('saves the URL, tries it, and the test posts a test message', async () => {
    const saved = await adminCall('POST', '/api/admin/settings/n8n', admin, {
      chatUrl: standIn.url,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      chatUrl: standIn.url,
      connectionTest: {
        success: true,
        message: 'Connection successful: the webhook answered 200 OK.',
        status: 200,
        durationMs: expect.any(Number),
      },
    });
    expect(await readDoc('config/integrations')).toMatchObject({
      chatUrl: standIn.url,
      updatedBy: admin.email,
    });
    expect(await adminCall('GET', '/api/admin/settings/n8n', admin)).toMatchObject({
      body: { chatUrl: standIn.url },
    });

    standIn.answer = { status: 200, body: 'Workflow was started' };
    const test = await adminCall<TestJson>('POST', '/api/admin/n8n/test', admin);
    expect(test.status).toBe(200);
    expect(test.body).toEqual({
      success: true,
      message: 'Connection successful: the webhook answered 200 OK.',
      status: 200,
      durationMs: expect.any(Number),
      response: `HTTP 200 in ${test.body.durationMs} ms`,
    });
    expect(standIn.received).toHaveLength(2);
    for (const received of standIn.received) expectTestMessage(received);
  });

  /** Makes the saved stand-in answer `answer` and checks the test reports its status only. */
  async function expectStatusOnly(answer: Answer, message: string) {
    await adminCall('POST', '/api/admin/settings/n8n', admin, { chatUrl: standIn.url });
    standIn.received.length = 0;
    standIn.answer = answer;
    const test = await adminCall<TestJson>('POST', '/api/admin/n8n/test', admin);
    expect(test.status).toBe(200);
    expect(test.body).toEqual({
      success: false,
      message,
      status: answer.status,
      durationMs: expect.any(Number),
      response: `HTTP ${answer.status} in ${test.body.durationMs} ms`,
    });
    expect(JSON.stringify(test.body)).not.toContain(SECRET);
  }

  it('reports a failing webhook by its status only, never its answer', async () => {
    await expectStatusOnly(
      { status: 500, body: SECRET },
      'The webhook answered 500 Internal Server Error.',
    );
  });

  it('reports a redirect as its status and does not follow it', async () => {
    await expectStatusOnly(
      { status: 302, body: SECRET, headers: { Location: `${standIn.origin}/internal/secret` } },
      'The webhook answered 302 Found; redirects are not followed.',
    );
    expect(standIn.received.map((received) => received.path)).toEqual([WEBHOOK_PATH]);
  });

  it('reports an unreachable webhook, and refuses a URL that is not http(s)', async () => {
    const closed = await startStandIn();
    await closed.close();
    const saved = await adminCall<{ connectionTest: TestJson }>(
      'POST',
      '/api/admin/settings/n8n',
      admin,
      { chatUrl: closed.url },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.connectionTest).toMatchObject({ success: false, status: null });
    expect(saved.body.connectionTest.message).toMatch(/^Could not reach the webhook \(.+\)\.$/);

    const bad = await adminCall('POST', '/api/admin/settings/n8n', admin, {
      chatUrl: 'ftp://example.com/hook',
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe('chatUrl: Chat URL must be an http or https URL');
  });

  /** Saving `chatUrl` answers 400 with `message`. */
  async function expectRefused(chatUrl: string, message: string) {
    const saved = await adminCall('POST', '/api/admin/settings/n8n', admin, { chatUrl });
    expect({ chatUrl, status: saved.status, message: messageOf(saved) }).toEqual({
      chatUrl,
      status: 400,
      message,
    });
  }

  it('refuses internal addresses with 400, stores nothing and connects to nothing', async () => {
    const port = standIn.port;
    const refusals: [string, string][] = [
      ['https://169.254.169.254/latest/meta-data/', '169.254.169.254 is a link-local address'],
      ['https://10.0.0.1/hook', '10.0.0.1 is a private address'],
      ['https://192.168.1.10/hook', '192.168.1.10 is a private address'],
      ['https://100.64.0.1/hook', '100.64.0.1 is a carrier-grade NAT address'],
      [`https://127.0.0.1:${port}${WEBHOOK_PATH}`, '127.0.0.1 is a loopback address'],
      [
        'https://metadata.google.internal/computeMetadata/v1/',
        'metadata.google.internal is an internal host name',
      ],
      ['https://localhost/hook', 'localhost is an internal host name'],
    ];
    for (const [chatUrl, why] of refusals) {
      await expectRefused(chatUrl, `The webhook must be on a public address: ${why}.`);
    }
    // Numeric tricks and IPv6 literals are not in the plain URL form the schema accepts.
    for (const chatUrl of [
      `https://0x7f.1:${port}${WEBHOOK_PATH}`,
      `https://2130706433:${port}${WEBHOOK_PATH}`,
      `https://0177.0.0.1:${port}${WEBHOOK_PATH}`,
      `https://[::ffff:127.0.0.1]:${port}${WEBHOOK_PATH}`,
      'https://[fd00::1]/hook',
    ]) {
      await expectRefused(chatUrl, 'chatUrl: Chat URL must be an http or https URL');
    }
    // Plain http is for a loopback port on the emulators only.
    for (const chatUrl of [
      'http://10.0.0.1:8080/hook',
      'http://example.com/hook',
      `http://127.0.0.1${WEBHOOK_PATH}`,
      `http://127.0.0.2:${port}${WEBHOOK_PATH}`,
    ]) {
      await expectRefused(chatUrl, 'The webhook URL must use https.');
    }
    expect(await readDoc('config/integrations')).toBeUndefined();
    expect(standIn.received).toEqual([]);
  });
});
