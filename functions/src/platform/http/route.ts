// The route registry: every /api route is declared once, with who may call it, its schemas,
// its documented answers and its handler. The express app, /api/openapi.json and the guard
// tests all read the same declarations.
import { isDocumentId, type Limits } from '@pomoplan/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { AdminIdentity } from '../adminCredentials';
import * as logs from '../logs';
import type { Page } from '../paging';
import { HttpError } from './errors';
import { answerOnce, idempotencyKeyOf } from './idempotency';
import { adminOnly } from './middleware/admin';
import { requireAppCheck } from './middleware/appCheck';
import { authed, type Caller } from './middleware/auth';
import { assertOpenAccount } from './middleware/openAccount';
import { rateLimit } from './middleware/rateLimit';
import { sendPage } from './paging';
import { parseQuery, parseWith } from './validation';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A plan feature (a yes/no limit) that a route needs, e.g. calendarView. */
export type PlanFeature = {
  [K in keyof Limits]: Limits[K] extends boolean ? K : never;
}[keyof Limits];

/**
 * Who may call a route: anyone, a signed-in user (bearer ID token, per-user rate limit), a
 * signed-in user whose plan has a feature (the service refuses other plans with a 403), or an
 * admin (credential headers, per-admin rate limit).
 */
export type Access = 'public' | 'user' | { feature: PlanFeature; refusal: string } | 'admin';

/** What a handler learns about its caller, by access. */
export type CallerOf<A extends Access> = A extends 'public'
  ? object
  : A extends 'admin'
    ? { admin: AdminIdentity }
    : { uid: string; caller: Caller };

/** An OpenAPI parameter described by hand, for query values the handler reads itself. */
export interface ParameterDoc {
  name: string;
  in: 'query';
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
}

/** The named parameters of an express path: '/tasks/:id/subtasks' → { id: string }. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Record<Name, string> & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Record<Name, string>
    : Record<never, string>;

export interface RouteSpec<
  A extends Access = Access,
  P extends string = string,
  B extends z.core.$ZodType = z.core.$ZodType,
  Q extends z.core.$ZodType = z.core.$ZodType,
> {
  method: Method;
  /** Express path under /api, e.g. '/todos/:id'. */
  path: P;
  access: A;
  /**
   * For a signed-in route: also ask Firebase Auth that the account is enabled and the token
   * not revoked (401 otherwise). A token is otherwise trusted until it expires, up to an hour
   * after a disable or a sign-out everywhere; the check costs a call to Auth per request, so it
   * is for calls where that hour matters, such as payments.
   */
  checkRevoked?: true;
  tag: string;
  summary: string;
  description?: string;
  /** The JSON body, validated before the handler runs (400 naming each bad field). */
  body?: B;
  /** Completes the raw body from the path before validation, e.g. a parent id. */
  fillBody?: (body: unknown, params: PathParams<P>) => unknown;
  /** The query string, validated before the handler runs. */
  query?: Q;
  /** Query values the handler reads itself, for the description only. */
  parameters?: ParameterDoc[];
  /** The answer's schema. */
  response?: z.core.$ZodType;
  /** A paged list of this item: the handler returns a Page, sent as an array + X-Next-Cursor. */
  list?: z.core.$ZodType;
  /** Reads ?limit=&cursor= itself and names the next page in its body and X-Next-Cursor. */
  paged?: true;
  status?: 200 | 201 | 202 | 204 | 302;
  /** 404 message for a path id that cannot name one of the caller's documents. */
  notFound?: string;
  /** Descriptions of the 403 answers beyond the access check, e.g. a tier limit. */
  refusals?: string[];
  /** Further documented error answers by status. */
  errors?: Partial<Record<400 | 402 | 404 | 409 | 422 | 429 | 501 | 503, string>>;
  /** A create that accepts an Idempotency-Key header (replayed for 24 hours). */
  idempotent?: true;
  /** Cache-Control of the answer. */
  cacheControl?: string;
  /**
   * For a public route: the keys its callers are counted under (a link's secret or id, see
   * linkKey), each limited per minute as a signed-in user is (429 with Retry-After).
   */
  limitPer?: readonly ((req: Request) => string)[];
  /**
   * For an answer that is not JSON (e.g. 'text/calendar; charset=utf-8'): the handler returns
   * the body as a string, sent with this Content-Type.
   */
  contentType?: string;
}

export interface HandlerInput<
  P extends string,
  B extends z.core.$ZodType,
  Q extends z.core.$ZodType,
> {
  params: PathParams<P>;
  body: z.output<B>;
  query: z.output<Q>;
  /** For the rare route that reads a raw value or sets a header of its own. */
  req: Request;
  res: Response;
}

/** The 403 of a counted create, as documented. */
export const LIMIT_REFUSAL =
  "The tier's limit is reached, e.g. 'Free plan limited to 1 goal. Delete a goal to create a new one.'";

/**
 * A handler's answer for a `contentType` route with a status of its own (a page that says why
 * a link did not work); a plain string is sent with the route's status.
 */
export class ContentAnswer {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {}
}

/**
 * A handler's answer for a `contentType` route whose body is too large to hold at once (an
 * export): its pieces are written as they come, each after the last has drained.
 */
export class StreamAnswer {
  constructor(readonly pieces: AsyncIterable<string>) {}
}

/** Resolves once `res` can take more, or has closed (the client went away). */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

async function stream(req: Request, res: Response, pieces: AsyncIterable<string>): Promise<void> {
  try {
    for await (const piece of pieces) {
      if (!res.write(piece)) await drained(res);
      // A client that went away reads no more: the rest is not read either.
      if (res.destroyed) return;
    }
    res.end();
  } catch (error) {
    // The status line is sent: all a failure can still do is cut the answer short, so that the
    // client sees a broken download rather than a whole-looking part of one.
    logs.unexpectedError(req.method, req.path, error);
    res.destroy();
  }
}

/** A handler's answer may be this to let the request fall through to the 404 for no route. */
export const NO_ROUTE = Symbol('no route');

export type Handler<
  A extends Access,
  P extends string,
  B extends z.core.$ZodType,
  Q extends z.core.$ZodType,
> = (input: HandlerInput<P, B, Q> & CallerOf<A>) => Promise<unknown>;

export interface Route {
  spec: RouteSpec;
  /** The express chain: access check, validation, handler, answer. */
  handlers: RequestHandler[];
}

/** The path as OpenAPI writes it: '/api/todos/{id}'. */
export function openApiPath(spec: Pick<RouteSpec, 'path'>): string {
  return `/api${spec.path.replace(/:(\w+)/g, '{$1}')}`;
}

function checkedParams(spec: Pick<RouteSpec, 'notFound'>, req: Request): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.params)) {
    if (typeof value === 'string') params[name] = value;
  }
  if (spec.notFound === undefined) return params;
  // Something that cannot be a document id cannot name one of the caller's documents either,
  // so it gets the same 404 as a missing one.
  for (const value of Object.values(params)) {
    if (!isDocumentId(value)) throw new HttpError(404, spec.notFound);
  }
  return params;
}

function parsedBody<P extends string>(
  spec: Pick<RouteSpec<Access, P>, 'body' | 'fillBody'>,
  req: Request,
  params: PathParams<P>,
): unknown {
  if (!spec.body) return undefined;
  // A request without a JSON body is validated as an empty object, so fields are named.
  const raw: unknown = req.body ?? {};
  return parseWith(spec.body, spec.fillBody ? spec.fillBody(raw, params) : raw);
}

async function send(spec: RouteSpec, req: Request, res: Response, result: unknown): Promise<void> {
  if (spec.cacheControl) res.set('Cache-Control', spec.cacheControl);
  if (result instanceof StreamAnswer) {
    res.status(spec.status ?? 200).type(spec.contentType ?? 'text/plain');
    await stream(req, res, result.pieces);
  } else if (spec.status === 204) res.status(204).end();
  else if (spec.status === 302) res.redirect(302, String(result));
  else if (spec.list) sendPage(res, result as Page<unknown>);
  else if (spec.contentType) {
    const answer =
      result instanceof ContentAnswer
        ? result
        : new ContentAnswer(spec.status ?? 200, String(result));
    res.status(answer.status).type(spec.contentType).send(answer.body);
  } else res.status(spec.status ?? 200).json(result);
}

type Run = (req: Request, res: Response, who: object, next: NextFunction) => Promise<void>;

/** The access check in front of `run`: the token or admin credential check and rate limit. */
function guard(
  {
    access,
    checkRevoked,
    method,
    limitPer,
  }: Pick<RouteSpec, 'access' | 'checkRevoked' | 'method' | 'limitPer'>,
  run: Run,
): RequestHandler[] {
  if (checkRevoked && (access === 'public' || access === 'admin')) {
    throw new Error('checkRevoked applies to routes of signed-in users only');
  }
  if (limitPer && access !== 'public') {
    throw new Error('limitPer applies to public routes: the others are limited per caller');
  }
  if (access === 'public') {
    return [...(limitPer ?? []).map(rateLimit), (req, res, next) => run(req, res, {}, next)];
  }
  const unreachable = () => {
    throw new Error('A guarded route asked to fall through');
  };
  // A route that asks Auth (checkRevoked) already refuses a disabled or deleted account.
  const checksAccount = method !== 'get' && checkRevoked !== true;
  const caller =
    access === 'admin'
      ? adminOnly((req, res, admin) => run(req, res, { admin }, unreachable))
      : authed(
          async (req, res, signedIn) => {
            if (checksAccount) await assertOpenAccount(signedIn.uid);
            await run(req, res, { uid: signedIn.uid, caller: signedIn }, unreachable);
          },
          { checkRevoked: checkRevoked === true },
        );
  // The routes the web app calls carry its App Check token; public ones are reached from
  // mail, calendars and push buttons, which have none.
  return [requireAppCheck, ...caller];
}

/** Declares a route: its description and its handler, checked and answered the same way. */
export function route<
  A extends Access,
  P extends string,
  B extends z.core.$ZodType = z.core.$ZodType,
  Q extends z.core.$ZodType = z.core.$ZodType,
>(spec: RouteSpec<A, P, B, Q>, handler: Handler<A, P, B, Q>): Route {
  const inputOf = (req: Request, res: Response, who: object) => {
    // Express matched the path, so every named parameter is there.
    const params = checkedParams(spec, req) as PathParams<P>;
    const body = parsedBody(spec, req, params) as z.output<B>;
    const query = (spec.query ? parseQuery(spec.query, req) : undefined) as z.output<Q>;
    return { ...who, params, body, query, req, res } as HandlerInput<P, B, Q> & CallerOf<A>;
  };
  const run: Run = async (req, res, who, next) => {
    const key = spec.idempotent ? idempotencyKeyOf(req) : null;
    const input = inputOf(req, res, who);
    if (key !== null && 'uid' in who && typeof who.uid === 'string') {
      await answerOnce({ uid: who.uid, key, req, res, status: spec.status ?? 200 }, () =>
        handler(input),
      );
      return;
    }
    const result = await handler(input);
    if (result === NO_ROUTE) next();
    else await send(spec, req, res, result);
  };
  return { spec: spec as unknown as RouteSpec, handlers: guard(spec, run) };
}
