// The API's route registry, read by the tests that must cover every route.
import { openApiPath, type Route } from '../../../functions/src/platform/http/route';
import { ROUTES } from '../../../functions/src/api/routes';
import type { Method } from './http';

export interface DeclaredRoute {
  method: Method;
  /** The express path under /api with every :param filled in, e.g. '/api/todos/x1'. */
  url: string;
  /** As OpenAPI writes it, e.g. 'get /api/todos/{id}'. */
  operation: string;
  access: Route['spec']['access'];
  /** A JSON body to send: {} for the methods that take one. */
  body: unknown;
}

/** Path values that name nothing: the guard must answer before any lookup. */
const EXAMPLE_PARAMS: Record<string, string> = { name: 'test-free-user' };

export const DECLARED: DeclaredRoute[] = ROUTES.map(({ spec }) => {
  const method = spec.method.toUpperCase() as Method;
  return {
    method,
    url: `/api${spec.path.replace(/:(\w+)/g, (_m, name: string) => EXAMPLE_PARAMS[name] ?? 'x1')}`,
    operation: `${spec.method} ${openApiPath(spec)}`,
    access: spec.access,
    body: method === 'GET' || method === 'DELETE' ? undefined : {},
  };
});

export const SIGNED_IN_ROUTES = DECLARED.filter(
  (route) => route.access !== 'public' && route.access !== 'admin',
);
export const ADMIN_ROUTES = DECLARED.filter((route) => route.access === 'admin');
