// Web push through Firebase Cloud Messaging. FCM has no emulator and firebase-admin always
// calls fcm.googleapis.com, so this is the seam: in production firebase-admin's
// `sendEach`; on the emulators (PUSH_OUTBOX_BASE set) the same messages, in FCM's HTTP v1
// request shape, go to the local outbox stand-in, which records them and answers as FCM does.
import type { Message } from 'firebase-admin/messaging';
import { pushOutboxBase } from '../platform/config';
import { adminApp } from '../platform/firestore';

/** Data-only: the service worker decides how the message shows (FCM nests it under `data`). */
export interface PushMessage {
  token: string;
  data: Record<string, string>;
}

export interface PushResult {
  token: string;
  outcome: 'sent' | 'gone' | 'failed';
}

const GONE_CODES = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

function fcmMessage(message: PushMessage): Message {
  return {
    token: message.token,
    data: message.data,
    webpush: { headers: { Urgency: 'high', TTL: '3600' } },
  };
}

async function sendToOutbox(base: string, messages: PushMessage[]): Promise<PushResult[]> {
  const project = adminApp().options.projectId ?? process.env.GCLOUD_PROJECT ?? 'demo-pomoplan';
  return Promise.all(
    messages.map(async (message): Promise<PushResult> => {
      const response = await fetch(`${base}/v1/projects/${project}/messages:send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message: fcmMessage(message) }),
      });
      if (response.ok) return { token: message.token, outcome: 'sent' };
      const text = await response.text();
      const gone = response.status === 404 && text.includes('UNREGISTERED');
      return { token: message.token, outcome: gone ? 'gone' : 'failed' };
    }),
  );
}

/** Sends each message; never throws for one token's failure. */
export async function sendPush(messages: PushMessage[]): Promise<PushResult[]> {
  if (messages.length === 0) return [];
  const outbox = pushOutboxBase.value();
  if (outbox !== '') return sendToOutbox(outbox, messages);
  // Loaded on the first real send: no other function, nor the emulators, ever needs it.
  const { getMessaging } = await import('firebase-admin/messaging');
  const batch = await getMessaging(adminApp()).sendEach(messages.map(fcmMessage));
  return batch.responses.map((response, index) => {
    const token = messages[index]?.token ?? '';
    if (response.success) return { token, outcome: 'sent' };
    const gone = GONE_CODES.has(response.error?.code ?? '');
    return { token, outcome: gone ? 'gone' : 'failed' };
  });
}
