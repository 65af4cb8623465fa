// The OpenAPI 3.1 description of /api, generated from the route registry: the same zod schemas
// that validate the requests describe them, and a route cannot be served without being listed.
import * as domain from '@pomoplan/domain';
import { LIST_LIMIT_MAX, ListQuerySchema } from '@pomoplan/domain';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER } from '../platform/http/idempotency';
import {
  ADMIN_CREDENTIALS_REQUIRED,
  INVALID_ADMIN_CREDENTIALS,
} from '../platform/http/middleware/admin';
import { RATE_LIMIT_MESSAGE } from '../platform/http/middleware/rateLimit';
import { NEXT_CURSOR_HEADER } from '../platform/http/paging';
import { openApiPath, type Route, type RouteSpec } from '../platform/http/route';

type JsonSchema = Record<string, unknown>;

/** Instants are Dates in the schemas and ISO 8601 strings on the wire. */
export function toJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema._zod.def.type === 'date') {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.format = 'date-time';
      }
    },
  });
  // Components live inside the document, whose dialect OpenAPI 3.1 already fixes.
  delete json.$schema;
  return json;
}

/** Component names are the domain's export names without 'Schema': TaskInputSchema → TaskInput. */
const DOMAIN_NAMES = new Map<unknown, string>();
for (const [name, value] of Object.entries(domain)) {
  if (name.endsWith('Schema') && value instanceof z.core.$ZodType && !DOMAIN_NAMES.has(value)) {
    DOMAIN_NAMES.set(value, name.slice(0, -'Schema'.length));
  }
}

/** Collects the named schemas the document refers to; others are written inline. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  use(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
    const name = DOMAIN_NAMES.get(schema);
    if (!name) return toJsonSchema(schema, io);
    this.schemas[name] ??= toJsonSchema(schema, io);
    return { $ref: `#/components/schemas/${name}` };
  }
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

function queryParameters(schema: z.core.$ZodType): JsonSchema[] {
  const described = toJsonSchema(schema, 'input');
  const properties = (described.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((described.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

function successResponse(spec: RouteSpec, components: Components): Record<string, unknown> {
  const status = spec.status ?? 200;
  if (status === 204) return { 204: { description: 'Done; no body' } };
  if (status === 302) return { 302: { description: 'Redirect to the web app' } };
  if (spec.list) {
    return {
      200: {
        description: `At most ${LIST_LIMIT_MAX} items in creation order; ${NEXT_CURSOR_HEADER} names the next page`,
        headers: { [NEXT_CURSOR_HEADER]: { schema: { type: 'string' } } },
        content: json({ type: 'array', items: components.use(spec.list, 'output') }),
      },
    };
  }
  if (spec.contentType) {
    return {
      [status]: {
        description: 'OK',
        content: { [spec.contentType]: { schema: { type: 'string' } } },
      },
    };
  }
  const headers = spec.paged
    ? { headers: { [NEXT_CURSOR_HEADER]: { schema: { type: 'string' } } } }
    : {};
  return {
    [status]: {
      description: 'OK',
      ...headers,
      content: spec.response ? json(components.use(spec.response, 'output')) : undefined,
    },
  };
}

const SECURITY = {
  bearer: [{ bearerAuth: [] }],
  admin: [{ adminEmail: [], adminPassword: [] }],
  none: [],
};

function pathParameters(spec: RouteSpec): JsonSchema[] {
  return [...spec.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
}

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'Any 1 to 255 printable ASCII characters, new for each create (e.g. a UUID). Retrying with the same key and body within 24 hours answers the first response again instead of creating twice.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};

function errorResponses(spec: RouteSpec, components: Components): Record<string, unknown> {
  const error = (description: string) => ({
    description,
    content: json(components.use(domain.ErrorResponseSchema, 'output')),
  });
  const responses: Record<string, unknown> = {};
  const { access } = spec;
  if (spec.body || spec.query || spec.list || spec.paged || spec.idempotent) {
    responses[400] = error('Invalid field, named in the message');
  }
  if (access === 'admin') {
    responses[401] = error(ADMIN_CREDENTIALS_REQUIRED);
    responses[403] = error(INVALID_ADMIN_CREDENTIALS);
  } else if (access !== 'public') {
    responses[401] = error(
      spec.checkRevoked
        ? 'No valid bearer ID token, or the account is disabled or its sessions were revoked'
        : 'No valid bearer ID token',
    );
  }
  const refusals = [
    ...(typeof access === 'object' ? [access.refusal] : []),
    ...(spec.refusals ?? []),
  ];
  if (refusals.length > 0) responses[403] = error(refusals.join(' '));
  if (/:\w+/.test(spec.path)) responses[404] = error(spec.notFound ?? 'No such item of the caller');
  if (spec.idempotent) {
    responses[409] = error(
      `A request with the same ${IDEMPOTENCY_HEADER} is still being processed (Retry-After)`,
    );
    responses[422] = error(`The ${IDEMPOTENCY_HEADER} was already used for another request`);
  }
  for (const [status, description] of Object.entries(spec.errors ?? {})) {
    responses[status] = error(description);
  }
  // Every route but a public one without limitPer keys is rate-limited.
  if (access !== 'public' || spec.limitPer) responses[429] = error(RATE_LIMIT_MESSAGE);
  return responses;
}

function operationObject(spec: RouteSpec, components: Components): Record<string, unknown> {
  const path = openApiPath(spec);
  const parameters = [
    ...pathParameters(spec),
    ...(spec.list || spec.paged ? queryParameters(ListQuerySchema) : []),
    ...(spec.query ? queryParameters(spec.query) : []),
    ...(spec.parameters ?? []),
    ...(spec.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
  ];
  const { access } = spec;
  const security =
    access === 'admin' ? SECURITY.admin : access === 'public' ? SECURITY.none : SECURITY.bearer;
  const responses = { ...successResponse(spec, components), ...errorResponses(spec, components) };
  return {
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    tags: [spec.tag],
    operationId: `${spec.method}${path.replace(/[^A-Za-z0-9]+(\w?)/g, (_m, c: string) => c.toUpperCase())}`,
    security,
    parameters,
    ...(spec.body
      ? { requestBody: { required: true, content: json(components.use(spec.body, 'input')) } }
      : {}),
    responses,
  };
}

export function openApiDocument(routes: readonly Route[]): Record<string, unknown> {
  const components = new Components();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { spec } of routes) {
    const path = openApiPath(spec);
    paths[path] = { ...paths[path], [spec.method]: operationObject(spec, components) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pomoplan API',
      version: '1.0.0',
      description:
        'Every error is JSON {"message": "..."}. Ids are Firestore document ids; instants are ISO 8601 strings; days are yyyy-MM-dd.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: components.schemas,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
        adminEmail: {
          type: 'apiKey',
          in: 'header',
          name: 'x-admin-email',
          description: 'E-mail of a Firebase Auth user with the admin custom claim',
        },
        adminPassword: { type: 'apiKey', in: 'header', name: 'x-admin-password' },
      },
    },
  };
}
