import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAnswer, testWebhook } from './chatWebhook';
import type { ResolvedAddress, Resolver } from '../platform/webhookTarget';
import { pinnedTransport, type Transport, type WebhookRequest } from '../platform/webhookTransport';

const PUBLIC: ResolvedAddress = { address: '93.184.216.34', family: 4 };
const PRIVATE: ResolvedAddress = { address: '10.0.0.1', family: 4 };

/** A transport that records each call and answers with `status`. */
function recordingTransport(
  status = 200,
  statusText = 'OK',
): Transport & { calls: WebhookRequest[] } {
  const calls: WebhookRequest[] = [];
  const transport: Transport = async (request) => {
    calls.push(request);
    return { status, statusText };
  };
  return Object.assign(transport, { calls });
}

/** Answers each question with the next entry of `answers`: public, then private, and so on. */
function sequenceResolver(...answers: ResolvedAddress[][]): Resolver {
  let next = 0;
  return async () => answers[Math.min(next++, answers.length - 1)] ?? [];
}

describe('testWebhook', () => {
  it('refuses an internal address before any connection', async () => {
    for (const url of [
      'https://169.254.169.254/computeMetadata/v1/',
      'https://0x7f.1/',
      'https://[::ffff:127.0.0.1]/',
      'https://metadata.google.internal/',
      'http://127.0.0.1:5678/',
    ]) {
      const transport = recordingTransport();
      const test = await testWebhook(url, { transport, onEmulators: false });
      expect(test).toMatchObject({ success: false, status: null, durationMs: null });
      expect(test.message).toMatch(
        /^The webhook (must be on a public address: .+|URL must use https)\.$/,
      );
      expect(transport.calls).toEqual([]);
    }
  });

  it('refuses at call time a name that resolved publicly when saved and privately now', async () => {
    const resolve = sequenceResolver([PUBLIC], [PRIVATE]);
    const transport = recordingTransport();
    const first = await testWebhook('https://rebind.example.com/hook', { resolve, transport });
    expect(first.success).toBe(true);
    expect(transport.calls.map((call) => call.target.addresses)).toEqual([[PUBLIC]]);

    const second = await testWebhook('https://rebind.example.com/hook', { resolve, transport });
    expect(second).toEqual({
      success: false,
      message:
        'The webhook must be on a public address: rebind.example.com resolves to 10.0.0.1, a private address.',
      status: null,
      durationMs: null,
    });
    expect(transport.calls).toHaveLength(1);
  });

  it('posts the test message to the checked addresses and reports status and timing', async () => {
    const transport = recordingTransport();
    const now = new Date('2025-03-01T10:00:00.000Z');
    const resolve = sequenceResolver([PUBLIC]);
    const test = await testWebhook('https://n8n.example.com/hook', { resolve, transport, now });
    expect(test).toEqual({
      success: true,
      message: 'Connection successful: the webhook answered 200 OK.',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(transport.calls).toHaveLength(1);
    expect(transport.calls[0]).toMatchObject({ timeoutMs: 5000, target: { addresses: [PUBLIC] } });
    expect(JSON.parse(transport.calls[0]?.body ?? '')).toEqual({
      type: 'connection_test',
      source: 'Pomoplan',
      sentAt: '2025-03-01T10:00:00.000Z',
    });
  });

  it.each([
    [302, 'Found', 'The webhook answered 302 Found; redirects are not followed.'],
    [500, 'Internal Server Error', 'The webhook answered 500 Internal Server Error.'],
  ])('reports a %i as a failure with its status', async (status, statusText, message) => {
    const test = await testWebhook('https://n8n.example.com/hook', {
      resolve: sequenceResolver([PUBLIC]),
      transport: recordingTransport(status, statusText),
    });
    expect(test).toEqual({ success: false, message, status, durationMs: expect.any(Number) });
  });

  it('describes an answer by status and timing only', () => {
    expect(describeAnswer({ success: true, message: '', status: 200, durationMs: 123 })).toBe(
      'HTTP 200 in 123 ms',
    );
    expect(describeAnswer({ success: false, message: '', status: null, durationMs: null })).toBe(
      null,
    );
  });
});

describe('pinnedTransport', () => {
  let server: Server;
  let port: number;
  const seen: { host: string | undefined; url: string | undefined }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push({ host: req.headers.host, url: req.url });
      res.writeHead(302, { Location: '/elsewhere' });
      res.end('a body nobody reads');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects to the checked address, not a fresh lookup, and does not follow redirects', async () => {
    // The name is never resolved: the connection goes to the address the check approved.
    const url = new URL(`http://webhook.invalid:${port}/hook`);
    const answer = await pinnedTransport({
      target: { url, addresses: [{ address: '127.0.0.1', family: 4 }] },
      body: '{}',
      timeoutMs: 5000,
    });
    expect(answer).toEqual({ status: 302, statusText: 'Found' });
    expect(seen).toEqual([{ host: `webhook.invalid:${port}`, url: '/hook' }]);
  });
});
