import { seedTodos } from '../../tools/admin';
import { runLoad, type ApiCaller, type LoadRequest, type LoadResult } from '../../tools/apiLoad';
import { BASE_URL } from '../../tools/config';
import { createSignedUpAccount } from '../../tools/session';

const TODOS_PER_USER = 20;
const WARM_UP_REQUESTS = 100;

/** Users signed in with the backend (POST /api/auth/firebase), each with a few todos. */
async function apiCallers(count: number): Promise<ApiCaller[]> {
  const callers: ApiCaller[] = [];
  for (let index = 0; index < count; index += 1) {
    const { idToken, ...user } = await createSignedUpAccount('bench-api');
    await seedTodos(user.uid, TODOS_PER_USER, 'API todo', { completed: (todo) => todo % 4 === 0 });
    callers.push({ uid: user.uid, idToken });
  }
  return callers;
}

const LIST: LoadRequest = { method: 'GET', path: '/api/todos' };
const CREATE: LoadRequest = {
  method: 'POST',
  path: '/api/todos',
  body: (index) => ({ text: `API bench todo ${index + 1}`, dueType: 'anytime', goalId: null }),
};

/**
 * GET and POST /api/todos at concurrency 1 and 20. A warm-up at concurrency 20 first, unmeasured,
 * so that cold starts of the function's workers are not in the figures.
 */
export async function apiSection(requests: number, users: number): Promise<LoadResult[]> {
  const callers = await apiCallers(users);
  await runLoad('warm-up', BASE_URL, LIST, callers, WARM_UP_REQUESTS, 20);
  const results: LoadResult[] = [];
  for (const [name, spec] of [
    ['GET /api/todos', LIST],
    ['POST /api/todos', CREATE],
  ] as const) {
    for (const concurrency of [1, 20]) {
      results.push(await runLoad(name, BASE_URL, spec, callers, requests, concurrency));
    }
  }
  return results;
}
