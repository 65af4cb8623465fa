import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  ApiError,
  apiFile,
  apiRequest,
  newIdempotencyKey,
  setAppCheckSource,
  setIdTokenSource,
} from './client';

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

  it('sends the admin credentials instead of a Bearer token when given them', async () => {
    const calls = stubFetch();
    setIdTokenSource(async () => 'user-token');
    const authHeaders = { 'x-admin-email': 'a@example.com', 'x-admin-password': 'secret' };
    await apiRequest('GET', '/api/admin/users', z.unknown(), { authHeaders });
    await apiRequest('GET', '/api/todos', z.unknown());
    const sent = calls.map((init) => init.headers as Record<string, string>);
    expect(sent[0]).toEqual(authHeaders);
    expect(sent[1]).toEqual({ Authorization: 'Bearer user-token' });
    setIdTokenSource(async () => undefined);
  });

  it('throws ApiError with the text shown to the user', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Nope"}', { status: 409 }));
    const failure = await apiRequest('GET', '/api/todos', z.unknown()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('409: {"message":"Nope"}');
    expect((failure as ApiError).serverMessage).toBe('Nope');
  });

  it('sends no Idempotency-Key unless given one', async () => {
    const calls = stubFetch();
    await apiRequest('GET', '/api/todos', z.unknown(), { idToken: 't' });
    expect(Object.keys(calls[0]?.headers ?? {})).not.toContain('Idempotency-Key');
  });

  it("sends the app's App Check token beside the ID token or the admin's credentials", async () => {
    const calls = stubFetch();
    setIdTokenSource(async () => 'user-token');
    setAppCheckSource(async () => 'app-check-token');
    const authHeaders = { 'x-admin-email': 'a@example.com', 'x-admin-password': 'secret' };
    await apiRequest('GET', '/api/todos', z.unknown());
    await apiRequest('GET', '/api/admin/users', z.unknown(), { authHeaders });
    await apiFile('/api/exports/e1/export.json');
    setAppCheckSource(async () => undefined);
    setIdTokenSource(async () => undefined);
    const sent = calls.map((init) => init.headers as Record<string, string>);
    expect(sent[0]).toEqual({
      Authorization: 'Bearer user-token',
      'X-Firebase-AppCheck': 'app-check-token',
    });
    expect(sent[1]).toEqual({ ...authHeaders, 'X-Firebase-AppCheck': 'app-check-token' });
    expect(sent[2]).toEqual(sent[0]);
  });
});
