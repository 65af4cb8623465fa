// Firebase Cloud Messaging's HTTP v1 send endpoint as an outbox: every message the functions
// would have pushed is recorded exactly as sent, and answered as FCM answers.
//
//   POST /v1/projects/{project}/messages:send  {message: {token, data, webpush?, ...}}
//        200 {name: "projects/{project}/messages/{n}"}, or 404 UNREGISTERED for a token
//        declared gone (PUT /_control/push/unregistered), 400 INVALID_ARGUMENT without a token
//   GET  /messages  the recorded messages, newest first ({name, message, sentAt})
//   GET  /          the same as a page
import type { StandinRequest, StandinResponse, StandinSpec } from './harness';
import { escapeHtml } from './html';

export interface PushedMessage {
  name: string;
  message: Record<string, unknown>;
  sentAt: string;
}

function fcmError(
  code: number,
  status: string,
  message: string,
  errorCode: string,
): StandinResponse {
  return {
    status: code,
    body: {
      error: {
        code,
        message,
        status,
        details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
      },
    },
  };
}

export function pushOutboxStandin(): StandinSpec {
  let sent: PushedMessage[] = [];
  let unregistered = new Set<string>();
  let counter = 0;

  function send(request: StandinRequest): StandinResponse {
    const body = request.body as { message?: unknown } | undefined;
    const message = body?.message;
    if (typeof message !== 'object' || message === null)
      return fcmError(
        400,
        'INVALID_ARGUMENT',
        'Request contains an invalid argument.',
        'INVALID_ARGUMENT',
      );
    const token = (message as { token?: unknown }).token;
    if (typeof token !== 'string' || token === '')
      return fcmError(
        400,
        'INVALID_ARGUMENT',
        'The registration token is not valid.',
        'INVALID_ARGUMENT',
      );
    if (unregistered.has(token))
      return fcmError(404, 'NOT_FOUND', 'Requested entity was not found.', 'UNREGISTERED');
    counter += 1;
    const name = `projects/${request.params.project ?? ''}/messages/${counter}`;
    sent.push({
      name,
      message: message as Record<string, unknown>,
      sentAt: new Date().toISOString(),
    });
    return { status: 200, body: { name } };
  }

  const newestFirst = () => [...sent].reverse();
  return {
    name: 'push',
    routes: [
      { method: 'POST', path: '/v1/projects/{project}/messages:send', handle: send },
      { method: 'GET', path: '/messages', handle: () => ({ status: 200, body: newestFirst() }) },
      {
        method: 'GET',
        path: '/',
        handle: () => ({
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
          body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Push outbox</title></head><body><h1>Push outbox (${sent.length})</h1><p>Web push messages the emulators would have sent through FCM. JSON: <a href="/messages">/messages</a></p>${newestFirst()
            .map((item) => `<pre>${escapeHtml(JSON.stringify(item, null, 2))}</pre>`)
            .join('\n')}</body></html>`,
        }),
      },
    ],
    faults: {
      unavailable: () =>
        fcmError(503, 'UNAVAILABLE', 'The service is currently unavailable.', 'UNAVAILABLE'),
    },
    control: [
      {
        // Tokens FCM should answer UNREGISTERED for, as after the user revoked permission.
        method: 'PUT',
        path: '/unregistered',
        handle: ({ body }) => {
          const tokens = (body as { tokens?: unknown } | undefined)?.tokens;
          if (!Array.isArray(tokens))
            return { status: 400, body: { error: '"tokens" must be a list' } };
          unregistered = new Set(
            tokens.filter((token): token is string => typeof token === 'string'),
          );
          return { status: 204 };
        },
      },
    ],
    reset: () => {
      sent = [];
      unregistered = new Set();
      counter = 0;
    },
  };
}
