import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, newIdempotencyKey } from './api';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubFetch() {
  const calls: RequestInit[] = [];
  vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
    calls.push(init);
    return new Response('{"id":"t1"}', { status: 201 });
  });
  return calls;
}

describe('apiRequest', () => {
  it('sends the Idempotency-Key of a create, the same one on a retry', async () => {
    const calls = stubFetch();
    const key = newIdempotencyKey();
    const schema = z.object({ id: z.string() });
    const options = { body: { text: 'Milk' }, idToken: 't', idempotencyKey: key };
    await apiRequest('POST', '/api/todos', schema, options);
    await apiRequest('POST', '/api/todos', schema, options);
    const sent = calls.map((init) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(sent).toEqual([key, key]);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('sends no Idempotency-Key unless given one', async () => {
    const calls = stubFetch();
    await apiRequest('GET', '/api/todos', z.unknown(), { idToken: 't' });
    expect(Object.keys(calls[0]?.headers ?? {})).not.toContain('Idempotency-Key');
  });
});
