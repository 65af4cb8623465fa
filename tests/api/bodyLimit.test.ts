// Bodies above 100 KB are refused before anything reads them, also behind Cloud Functions,
// where the body arrives already parsed.
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../support/emulators';
import { adminDb } from './support/admin';
import { api, messageOf } from './support/http';
import { createUser } from './support/users';

const TOO_LARGE = 'The request body is too large.';
const FUNCTION_TODOS_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1/api/api/todos`;

async function todoCount(uid: string): Promise<number> {
  return (await adminDb().collection(`users/${uid}/todos`).count().get()).data().count;
}

describe('request body limit', () => {
  it('answers 413 with a message to a body above 100 KB and stores nothing', async () => {
    const user = await createUser();
    const response = await api('POST', '/api/todos', user.idToken, { text: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(messageOf(response)).toBe(TOO_LARGE);
    expect(await todoCount(user.uid)).toBe(0);
  });

  // The Hosting emulator's proxy cannot forward a chunked body, so this one goes straight to the
  // functions emulator, as Cloud Functions would receive it.
  it('answers 413 to a large body sent in chunks without a content-length', async () => {
    const user = await createUser();
    const chunk = new TextEncoder().encode(`{"text":"${'y'.repeat(150_000)}"}`);
    const response = await fetch(FUNCTION_TODOS_URL, {
      method: 'POST',
      headers: { Authorization: `Bearer ${user.idToken}`, 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(TOO_LARGE);
    expect(await todoCount(user.uid)).toBe(0);
  });

  it('still validates a body under the limit', async () => {
    const user = await createUser();
    const response = await api('POST', '/api/todos', user.idToken, { text: 'z'.repeat(90_000) });
    expect(response.status).toBe(400);
  });
});
