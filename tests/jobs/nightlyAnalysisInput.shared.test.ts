// The nightly analysis of an account nobody touched: the second night asks no provider (here
// the Gemini stand-in, counting what it received), while a changed todo makes it ask again.
// The worker's code runs here with the nights' clocks; the provider, Firestore and the stand-in
// are the real ones of the emulator suite.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { analyseUser } from '../../functions/src/analysis/run';
import type { DocumentData } from 'firebase-admin/firestore';
import { adminDb } from '../api/support/admin';
import { GEMINI_URL, readAnalysis, resetGemini } from '../api/support/analysis';
import { createTodo } from '../api/support/fixtures';
import { api } from '../api/support/http';
import { createUser } from '../api/support/users';

const DAY_MS = 86_400_000;
/** What the functions read from their params and secrets, here from this process. */
const GEMINI_ENV = {
  GEMINI_API_KEY: 'standin-gemini-key',
  GEMINI_API_BASE: GEMINI_URL,
  AI_MODEL: 'gemini-2.5-flash',
};

/** The admin's choice of provider (config/ai), put back as it was after the file. */
const aiSettings = () => adminDb().doc('config/ai');
let savedSettings: DocumentData | undefined;

beforeAll(async () => {
  savedSettings = (await aiSettings().get()).data();
  await aiSettings().set({ provider: 'gemini' });
  await resetGemini();
  for (const [name, value] of Object.entries(GEMINI_ENV)) vi.stubEnv(name, value);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await (savedSettings ? aiSettings().set(savedSettings) : aiSettings().delete());
});

/** The calls the Gemini stand-in received about the todo `text`. */
async function geminiCallsAbout(text: string): Promise<number> {
  const log = (await (await fetch(`${GEMINI_URL}/_control/requests`)).json()) as {
    body: unknown;
  }[];
  return log.filter((request) => JSON.stringify(request.body).includes(text)).length;
}

describe('the nightly analysis of an unchanged account', () => {
  it('asks the provider on the first night only, and again once a todo changes', async () => {
    const user = await createUser();
    const text = `Plan the garden ${user.uid}`;
    // Due today: overdue on every night from tomorrow on (at 03:00 UTC, the user's zone).
    const todo = await createTodo(user.idToken, { text, dueType: 'today' });
    const night = (offset: number) => {
      const at = new Date(Date.now() + offset * DAY_MS);
      at.setUTCHours(3, 0, 0, 0);
      return at;
    };
    const [first, second, third] = [night(1), night(2), night(3)];
    const dayOf = (at: Date) => at.toISOString().slice(0, 10);

    expect(await analyseUser(user.uid, { now: first })).toBe('written');
    expect(await geminiCallsAbout(text)).toBe(1);
    expect(await readAnalysis(user.uid, dayOf(first))).toMatchObject({ provider: 'gemini' });

    // The next night: nothing changed, no call, and the first night's analysis stays the one.
    expect(await analyseUser(user.uid, { now: second })).toBe('unchanged');
    expect(await geminiCallsAbout(text)).toBe(1);
    expect(await readAnalysis(user.uid, dayOf(second))).toBeUndefined();

    // A changed todo is something new to say: the third night asks again.
    const renamed = await api('PATCH', `/api/todos/${todo.id}`, user.idToken, {
      text: `${text}, then water it`,
    });
    expect(renamed.status).toBe(200);
    expect(await analyseUser(user.uid, { now: third })).toBe('written');
    expect(await geminiCallsAbout(text)).toBe(2);
    expect(await readAnalysis(user.uid, dayOf(third))).toMatchObject({
      provider: 'gemini',
    });
  });
});
