// The chat webhook settings and connection test, against a stand-in webhook on 127.0.0.1.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, readDoc } from './support/admin';
import { adminCall, createAdmin, type AdminCredentials } from './support/adminAccounts';
import { messageOf } from './support/http';

interface StandIn {
  url: string;
  /** The bodies received, parsed as JSON. */
  received: unknown[];
  /** What the next requests are answered with. */
  answer: { status: number; body: string };
  close(): Promise<void>;
}

async function startStandIn(): Promise<StandIn> {
  const received: unknown[] = [];
  const standIn: Omit<StandIn, 'url' | 'close'> = {
    received,
    answer: { status: 200, body: '{"ok":true}' },
  };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      received.push({
        method: req.method,
        contentType: req.headers['content-type'],
        body: JSON.parse(text),
      });
      res.writeHead(standIn.answer.status, { 'Content-Type': 'text/plain' });
      res.end(standIn.answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}/webhook/chat`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

interface TestJson {
  success: boolean;
  message: string;
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

function expectTestMessage(received: unknown) {
  expect(received).toEqual({
    method: 'POST',
    contentType: 'application/json',
    body: { type: 'connection_test', source: 'Pomoplan', sentAt: expect.any(String) },
  });
  const sentAt = (received as { body: { sentAt: string } }).body.sentAt;
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
      response: 'Workflow was started',
    });
    expect(standIn.received).toHaveLength(2);
    for (const received of standIn.received) expectTestMessage(received);
  });

  it('reports a failing webhook with its status and a truncated answer', async () => {
    await adminCall('POST', '/api/admin/settings/n8n', admin, { chatUrl: standIn.url });
    standIn.answer = { status: 500, body: 'x'.repeat(5000) };
    const test = await adminCall<TestJson>('POST', '/api/admin/n8n/test', admin);
    expect(test.status).toBe(200);
    expect(test.body.success).toBe(false);
    expect(test.body.message).toBe('The webhook answered 500 Internal Server Error.');
    expect(test.body.response).toBe('x'.repeat(2048));
  });

  it('reports an unreachable webhook, and refuses a URL that is not http(s)', async () => {
    const closed = await startStandIn();
    await closed.close();
    const saved = await adminCall<{ connectionTest: { success: boolean; message: string } }>(
      'POST',
      '/api/admin/settings/n8n',
      admin,
      { chatUrl: closed.url },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.connectionTest.success).toBe(false);
    expect(saved.body.connectionTest.message).toMatch(/^Could not reach the webhook \(.+\)\.$/);

    const bad = await adminCall('POST', '/api/admin/settings/n8n', admin, {
      chatUrl: 'ftp://example.com/hook',
    });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toBe('chatUrl: Chat URL must be an http or https URL');
  });
});
