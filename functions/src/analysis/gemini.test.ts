// The Gemini client through the real SDK against the Gemini stand-in, started here on a free
// loopback port.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { geminiStandin, startStandin, type RunningStandin } from '../../../standins/src/index';
import { createGemini, type Gemini } from './gemini';

const Plan = z.object({
  summary: z.string().min(1),
  steps: z.array(z.object({ title: z.string(), minutes: z.number().int().positive() })).min(1),
  priority: z.enum(['low', 'high']),
});

let standin: RunningStandin;
let client: Gemini;

async function control(path: string, body: unknown) {
  const response = await fetch(`${standin.url}/_control/${path}`, {
    method: path === 'gemini/json-reply' ? 'PUT' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

beforeAll(async () => {
  standin = await startStandin(geminiStandin(), 0);
  client = createGemini({ apiKey: 'test-key', baseUrl: standin.url, model: 'gemini-2.5-flash' });
});
afterAll(() => standin.close());
beforeEach(() => control('reset', {}));

describe('generateJson', () => {
  it('returns the validated value with the token counts', async () => {
    const result = await client.generateJson('Plan my week', Plan);
    expect(result).toEqual({
      ok: true,
      value: {
        summary: 'Stand-in text',
        steps: [{ title: 'Stand-in text', minutes: 1 }],
        priority: 'low',
      },
      usage: { promptTokens: 3, outputTokens: expect.any(Number), totalTokens: expect.any(Number) },
    });
  });

  it('sends the model, the key, the prompt and the JSON schema', async () => {
    await client.generateJson('Plan my week', Plan);
    const log = (await (await fetch(`${standin.url}/_control/requests`)).json()) as {
      path: string;
      headers: Record<string, string>;
      body: {
        contents: { parts: { text: string }[] }[];
        generationConfig: Record<string, unknown>;
      };
    }[];
    expect(log).toHaveLength(1);
    expect(log[0]?.path).toMatch(/^\/v1(beta)?\/models\/gemini-2.5-flash:generateContent$/);
    expect(log[0]?.headers['x-goog-api-key']).toBe('test-key');
    expect(log[0]?.body.contents[0]?.parts[0]?.text).toBe('Plan my week');
    expect(log[0]?.body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseJsonSchema: { type: 'object', required: ['summary', 'steps', 'priority'] },
    });
  });

  it('returns a canned reply set through the control API', async () => {
    const reply = { summary: 'Focus', steps: [{ title: 'Write', minutes: 50 }], priority: 'high' };
    await control('gemini/json-reply', reply);
    const result = await client.generateJson('Plan my week', Plan);
    expect(result).toMatchObject({ ok: true, value: reply });
  });

  it('reports JSON that does not fit the schema as malformed', async () => {
    await control('gemini/json-reply', { summary: '', steps: [], priority: 'urgent' });
    const result = await client.generateJson('Plan my week', Plan);
    expect(result).toMatchObject({ ok: false, failure: 'malformed' });
  });

  it('reports 429 RESOURCE_EXHAUSTED as rate-limited, then recovers', async () => {
    await control('faults', { fault: 'rate-limit' });
    expect(await client.generateJson('Plan my week', Plan)).toMatchObject({
      ok: false,
      failure: 'rate-limited',
    });
    expect(await client.generateJson('Plan my week', Plan)).toMatchObject({ ok: true });
  });

  it.each([
    ['malformed', 'malformed', 'Gemini answered text that is not JSON'],
    ['safety-prompt', 'blocked', 'Gemini blocked the prompt: SAFETY'],
    ['safety-answer', 'blocked', 'Gemini stopped: SAFETY'],
    ['server-error', 'unavailable', 'Gemini answered 500'],
  ])('reports the %s fault as %s', async (fault, failure, message) => {
    await control('faults', { fault });
    expect(await client.generateJson('Plan my week', Plan)).toEqual({
      ok: false,
      failure,
      message,
    });
  });

  it('reports a timeout as unavailable', async () => {
    await control('faults', { fault: 'timeout' });
    const impatient = createGemini({
      apiKey: 'test-key',
      baseUrl: standin.url,
      model: 'gemini-2.5-flash',
      timeoutMs: 300,
    });
    expect(await impatient.generateJson('Plan my week', Plan)).toMatchObject({
      ok: false,
      failure: 'unavailable',
    });
  });
});
