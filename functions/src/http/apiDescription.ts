// The OpenAPI 3.1 description of /api, generated from the same zod schemas that validate the
// requests. Each operation is listed once here; the API tests check that every route answers
// and is listed.
import {
  ActivityLogSchema,
  ActivityLogsResponseSchema,
  AdminActivityLogRequestSchema,
  AdminSettingsSchema,
  AdminUserSchema,
  AdminUsersResponseSchema,
  AiAnalysisResponseSchema,
  AnalyzeTodosRequestSchema,
  CalendarEventsResponseSchema,
  CalendarQuerySchema,
  ChatIntegrationInputSchema,
  ChatSettingsResponseSchema,
  ChatSettingsSavedSchema,
  DashboardStatsSchema,
  TodoCountsQuerySchema,
  TodoCountsResponseSchema,
  ErrorResponseSchema,
  GoalInputSchema,
  GoalSchema,
  GoalUpdateSchema,
  GroupInputSchema,
  GroupSchema,
  GroupUpdateSchema,
  LIST_LIMIT_MAX,
  ListQuerySchema,
  PlansConfigUpdateSchema,
  PricingResponseSchema,
  ProjectInputSchema,
  ProjectSchema,
  ProjectUpdateSchema,
  SignInRequestSchema,
  StatsQuerySchema,
  SubscriptionChangeSchema,
  SubscriptionPlansResponseSchema,
  SubtaskInputSchema,
  SubtaskSchema,
  SubtaskUpdateSchema,
  TaskInputSchema,
  TaskSchema,
  TaskUpdateSchema,
  TodoInputSchema,
  TodoSchema,
  TodoUpdateSchema,
  UserSchema,
  UserSettingsUpdateSchema,
  WebhookTestResponseSchema,
} from '@pomoplan/domain';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER } from './paging';

type JsonSchema = Record<string, unknown>;

/** Instants are Dates in the schemas and ISO 8601 strings on the wire. */
function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
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

const REQUEST_BODIES = {
  SignInRequest: SignInRequestSchema,
  ProjectInput: ProjectInputSchema,
  ProjectUpdate: ProjectUpdateSchema,
  TaskInput: TaskInputSchema,
  TaskUpdate: TaskUpdateSchema,
  SubtaskInput: SubtaskInputSchema,
  SubtaskUpdate: SubtaskUpdateSchema,
  TodoInput: TodoInputSchema,
  TodoUpdate: TodoUpdateSchema,
  GoalInput: GoalInputSchema,
  GoalUpdate: GoalUpdateSchema,
  GroupInput: GroupInputSchema,
  GroupUpdate: GroupUpdateSchema,
  UserSettingsUpdate: UserSettingsUpdateSchema,
  SubscriptionChange: SubscriptionChangeSchema,
  AdminActivityLogRequest: AdminActivityLogRequestSchema,
  PlansConfigUpdate: PlansConfigUpdateSchema,
  ChatIntegrationInput: ChatIntegrationInputSchema,
  AnalyzeTodosRequest: AnalyzeTodosRequestSchema,
} satisfies Record<string, z.ZodType>;

const RESPONSES = {
  User: UserSchema,
  Project: ProjectSchema,
  Task: TaskSchema,
  Subtask: SubtaskSchema,
  Todo: TodoSchema,
  Goal: GoalSchema,
  Group: GroupSchema,
  CalendarEventsResponse: CalendarEventsResponseSchema,
  DashboardStats: DashboardStatsSchema,
  TodoCounts: TodoCountsResponseSchema,
  PricingResponse: PricingResponseSchema,
  SubscriptionPlans: SubscriptionPlansResponseSchema,
  AiAnalysisResponse: AiAnalysisResponseSchema,
  AdminUsersResponse: AdminUsersResponseSchema,
  AdminUser: AdminUserSchema,
  ActivityLogsResponse: ActivityLogsResponseSchema,
  ActivityLog: ActivityLogSchema,
  AdminSettings: AdminSettingsSchema,
  ChatSettingsResponse: ChatSettingsResponseSchema,
  ChatSettingsSaved: ChatSettingsSavedSchema,
  WebhookTestResponse: WebhookTestResponseSchema,
  Error: ErrorResponseSchema,
} satisfies Record<string, z.ZodType>;

type BodyName = keyof typeof REQUEST_BODIES;
type ResponseName = keyof typeof RESPONSES;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

interface Operation {
  method: Method;
  path: string;
  summary: string;
  tag: string;
  /** False for the few public routes; 'admin' for the admin panel's credential headers. */
  auth?: boolean | 'admin';
  body?: BodyName;
  query?: z.ZodType;
  /** Extra query parameters described by hand. */
  queryParams?: JsonSchema[];
  /** A list of this entity, paged. */
  list?: ResponseName;
  response?: ResponseName;
  status?: 200 | 201 | 204 | 302;
  /** 403 when the tier's limit or plan refuses. */
  refusal?: string;
  /** Error answers beyond the usual ones, by status. */
  errors?: Partial<Record<400 | 404 | 503, string>>;
  description?: string;
}

const TASK_HINT: JsonSchema = {
  name: 'taskId',
  in: 'query',
  required: false,
  description: "The subtask's task, when known: turns the lookup into a single read.",
  schema: { type: 'string' },
};

const LIMIT_REFUSAL =
  "The tier's limit is reached, e.g. 'Free plan limited to 1 goal. Delete a goal to create a new one.'";

const ADMIN_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/admin/users',
    summary: 'Users newest first with their counters, and the users per tier',
    tag: 'admin',
    auth: 'admin',
    query: ListQuerySchema,
    response: 'AdminUsersResponse',
    description: `At most ${LIST_LIMIT_MAX} users; nextCursor (also ${NEXT_CURSOR_HEADER}) names the next page.`,
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}',
    summary: 'One user with its counters',
    tag: 'admin',
    auth: 'admin',
    response: 'AdminUser',
  },
  {
    method: 'put',
    path: '/api/admin/users/{id}/subscription',
    summary: "Set a user's tier; logs subscription_changed by the admin",
    tag: 'admin',
    auth: 'admin',
    body: 'SubscriptionChange',
    response: 'AdminUser',
  },
  {
    method: 'get',
    path: '/api/admin/users/{id}/activity-logs',
    summary: "A user's activity log, newest first (limit, at most 500; default 100)",
    tag: 'admin',
    auth: 'admin',
    query: ListQuerySchema.pick({ limit: true }),
    response: 'ActivityLogsResponse',
  },
  {
    method: 'post',
    path: '/api/admin/activity-log',
    summary: "Add an entry to a user's activity log",
    tag: 'admin',
    auth: 'admin',
    body: 'AdminActivityLogRequest',
    response: 'ActivityLog',
    status: 201,
    errors: { 404: 'User not found' },
    description:
      "The entry names the signed-in admin as changedBy and carries the server's time; the body's changedBy and timestamp are only checked.",
  },
  {
    method: 'get',
    path: '/api/admin/settings',
    summary: 'Plan prices and limits per tier',
    tag: 'admin',
    auth: 'admin',
    response: 'AdminSettings',
  },
  {
    method: 'put',
    path: '/api/admin/settings',
    summary: 'Change prices and limits; only the fields sent change',
    tag: 'admin',
    auth: 'admin',
    body: 'PlansConfigUpdate',
    response: 'AdminSettings',
    description: 'The free plan always costs 0.',
  },
  {
    method: 'get',
    path: '/api/admin/settings/n8n',
    summary: 'The chat webhook URL (null until saved)',
    tag: 'admin',
    auth: 'admin',
    response: 'ChatSettingsResponse',
  },
  {
    method: 'post',
    path: '/api/admin/settings/n8n',
    summary: 'Save the chat webhook URL and try it',
    tag: 'admin',
    auth: 'admin',
    body: 'ChatIntegrationInput',
    response: 'ChatSettingsSaved',
  },
  {
    method: 'post',
    path: '/api/admin/n8n/test',
    summary: 'POST a test message to the saved chat webhook (5 s timeout)',
    tag: 'admin',
    auth: 'admin',
    response: 'WebhookTestResponse',
    errors: { 400: 'No chat webhook URL is configured.' },
  },
  {
    method: 'post',
    path: '/api/admin/analyze-todos',
    summary: 'AI analysis of the todos of every user, or of userIds',
    tag: 'admin',
    auth: 'admin',
    body: 'AnalyzeTodosRequest',
    errors: {
      404: 'A user in userIds does not exist: User not found: <id>',
      503: 'AI analysis is not configured: set the AI provider key to enable it.',
    },
  },
];

export const OPERATIONS: readonly Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Liveness check', tag: 'meta', auth: false },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'meta', auth: false },
  {
    method: 'post',
    path: '/api/auth/firebase',
    summary: 'Sign in: creates the user on first sign-in and logs the login',
    tag: 'auth',
    body: 'SignInRequest',
    response: 'User',
    description: 'The idToken in the body must belong to the same user as the bearer token.',
  },
  {
    method: 'get',
    path: '/api/auth/user',
    summary: 'The signed-in user',
    tag: 'auth',
    response: 'User',
  },
  {
    method: 'get',
    path: '/api/projects',
    summary: 'List projects',
    tag: 'projects',
    list: 'Project',
  },
  {
    method: 'post',
    path: '/api/projects',
    summary: 'Create a project (counted)',
    tag: 'projects',
    body: 'ProjectInput',
    response: 'Project',
    status: 201,
    refusal: LIMIT_REFUSAL,
  },
  {
    method: 'put',
    path: '/api/projects/{id}',
    summary: 'Update a project',
    tag: 'projects',
    body: 'ProjectUpdate',
    response: 'Project',
  },
  {
    method: 'delete',
    path: '/api/projects/{id}',
    summary: 'Delete a project with its tasks and their subtasks',
    tag: 'projects',
    status: 204,
  },
  { method: 'get', path: '/api/tasks', summary: 'List tasks', tag: 'tasks', list: 'Task' },
  {
    method: 'post',
    path: '/api/tasks',
    summary: 'Create a task',
    tag: 'tasks',
    body: 'TaskInput',
    response: 'Task',
    status: 201,
  },
  {
    method: 'put',
    path: '/api/tasks/{id}',
    summary: 'Update a task: all fields, or only isCompleted',
    tag: 'tasks',
    body: 'TaskUpdate',
    response: 'Task',
  },
  {
    method: 'patch',
    path: '/api/tasks/{id}',
    summary: 'Update some fields of a task',
    tag: 'tasks',
    body: 'TaskUpdate',
    response: 'Task',
  },
  {
    method: 'delete',
    path: '/api/tasks/{id}',
    summary: 'Delete a task with its subtasks',
    tag: 'tasks',
    status: 204,
  },
  {
    method: 'get',
    path: '/api/tasks/{id}/subtasks',
    summary: "List a task's subtasks",
    tag: 'subtasks',
    list: 'Subtask',
  },
  {
    method: 'post',
    path: '/api/tasks/{id}/subtasks',
    summary: 'Add a subtask (taskId in the body may be omitted; if sent, it must match the path)',
    tag: 'subtasks',
    body: 'SubtaskInput',
    response: 'Subtask',
    status: 201,
  },
  {
    method: 'put',
    path: '/api/subtasks/{id}',
    summary: 'Update a subtask (title or isCompleted)',
    tag: 'subtasks',
    body: 'SubtaskUpdate',
    queryParams: [TASK_HINT],
    response: 'Subtask',
  },
  {
    method: 'delete',
    path: '/api/subtasks/{id}',
    summary: 'Delete a subtask',
    tag: 'subtasks',
    queryParams: [TASK_HINT],
    status: 204,
  },
  {
    method: 'get',
    path: '/api/calendar/events',
    summary: 'Own tasks due in a date range, as calendar events (pro and master)',
    tag: 'calendar',
    query: CalendarQuerySchema,
    response: 'CalendarEventsResponse',
    refusal: 'The plan has no calendar view.',
    description: `start and end (yyyy-MM-dd, both included, at most 62 days) come together, or neither for the current month in tz. At most 1000 events.`,
  },
  {
    method: 'get',
    path: '/api/stats/dashboard',
    summary: 'Task totals, overall and per project; overdue counted in the tz time zone',
    tag: 'stats',
    query: StatsQuerySchema,
    response: 'DashboardStats',
  },
  { method: 'get', path: '/api/todos', summary: 'List todos', tag: 'todos', list: 'Todo' },
  {
    method: 'get',
    path: '/api/todos/counts',
    summary: 'Open and completed todos matching the To Do filters, over the whole history',
    tag: 'todos',
    query: TodoCountsQuerySchema,
    response: 'TodoCounts',
  },
  {
    method: 'post',
    path: '/api/todos',
    summary: 'Create a todo',
    tag: 'todos',
    body: 'TodoInput',
    response: 'Todo',
    status: 201,
  },
  {
    method: 'patch',
    path: '/api/todos/{id}',
    summary: 'Update a todo',
    tag: 'todos',
    body: 'TodoUpdate',
    response: 'Todo',
  },
  {
    method: 'delete',
    path: '/api/todos/{id}',
    summary: 'Delete a todo',
    tag: 'todos',
    status: 204,
  },
  { method: 'get', path: '/api/goals', summary: 'List goals', tag: 'goals', list: 'Goal' },
  {
    method: 'post',
    path: '/api/goals',
    summary: 'Create a goal (counted)',
    tag: 'goals',
    body: 'GoalInput',
    response: 'Goal',
    status: 201,
    refusal: LIMIT_REFUSAL,
  },
  {
    method: 'put',
    path: '/api/goals/{id}',
    summary: 'Update a goal',
    tag: 'goals',
    body: 'GoalUpdate',
    response: 'Goal',
  },
  {
    method: 'delete',
    path: '/api/goals/{id}',
    summary: 'Delete a goal; its todos keep no goal',
    tag: 'goals',
    status: 204,
  },
  { method: 'get', path: '/api/groups', summary: 'List goal groups', tag: 'groups', list: 'Group' },
  {
    method: 'post',
    path: '/api/folders',
    summary: 'Create a goal group (counted)',
    tag: 'groups',
    body: 'GroupInput',
    response: 'Group',
    status: 201,
    refusal: LIMIT_REFUSAL,
  },
  {
    method: 'put',
    path: '/api/folders/{id}',
    summary: 'Update a goal group',
    tag: 'groups',
    body: 'GroupUpdate',
    response: 'Group',
  },
  {
    method: 'delete',
    path: '/api/folders/{id}',
    summary: 'Delete a goal group; its goals keep no group',
    tag: 'groups',
    status: 204,
  },
  {
    method: 'get',
    path: '/api/ai-analysis',
    summary: 'The latest AI analysis, or null',
    tag: 'ai',
    response: 'AiAnalysisResponse',
  },
  {
    method: 'patch',
    path: '/api/users/settings',
    summary: 'Notification switches',
    tag: 'settings',
    body: 'UserSettingsUpdate',
    response: 'User',
  },
  {
    method: 'get',
    path: '/api/pricing',
    summary: 'Plans with prices and limits',
    tag: 'plans',
    auth: false,
    response: 'PricingResponse',
  },
  {
    method: 'get',
    path: '/api/subscription-plans',
    summary: 'The same plans as a bare list, free first',
    tag: 'plans',
    auth: false,
    response: 'SubscriptionPlans',
  },
  {
    method: 'get',
    path: '/api/dev/login-as/{name}',
    summary: 'Emulators only: sign in as test-free-user or test-pro-user',
    tag: 'dev',
    auth: false,
    status: 302,
    description:
      'Redirects to /test#token=<custom token>. Answers 404 outside the emulators and for any other name.',
  },
  ...ADMIN_OPERATIONS,
];

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorResponse = (description: string) => ({ description, content: json(ref('Error')) });

function queryParameters(schema: z.ZodType): JsonSchema[] {
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

function successResponse(op: Operation): Record<string, unknown> {
  const status = op.status ?? 200;
  if (status === 204) return { 204: { description: 'Done; no body' } };
  if (status === 302) return { 302: { description: 'Redirect to the web app' } };
  if (op.list) {
    return {
      200: {
        description: `At most ${LIST_LIMIT_MAX} items in creation order; ${NEXT_CURSOR_HEADER} names the next page`,
        headers: { [NEXT_CURSOR_HEADER]: { schema: { type: 'string' } } },
        content: json({ type: 'array', items: ref(op.list) }),
      },
    };
  }
  return {
    [status]: { description: 'OK', content: op.response ? json(ref(op.response)) : undefined },
  };
}

const SECURITY = {
  bearer: [{ bearerAuth: [] }],
  admin: [{ adminEmail: [], adminPassword: [] }],
  none: [],
};

function operationObject(op: Operation): Record<string, unknown> {
  const auth = op.auth ?? true;
  const pathParams = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = [
    ...(op.list ? queryParameters(ListQuerySchema) : []),
    ...(op.query ? queryParameters(op.query) : []),
    ...(op.queryParams ?? []),
  ];
  const responses: Record<string, unknown> = { ...successResponse(op) };
  if (op.body || op.query || op.list)
    responses[400] = errorResponse('Invalid field, named in the message');
  if (auth === 'admin') {
    responses[401] = errorResponse('Admin credentials required');
    responses[403] = errorResponse('Invalid admin credentials');
  } else if (auth) {
    responses[401] = errorResponse('No valid bearer ID token');
  }
  if (op.refusal) responses[403] = errorResponse(op.refusal);
  if (pathParams.length > 0) responses[404] = errorResponse('No such item of the caller');
  for (const [status, description] of Object.entries(op.errors ?? {})) {
    responses[status] = errorResponse(description);
  }
  if (auth) responses[429] = errorResponse('Too many requests. Please slow down.');
  return {
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    operationId: `${op.method}${op.path.replace(/[^A-Za-z0-9]+(\w?)/g, (_m, c: string) => c.toUpperCase())}`,
    security: auth === 'admin' ? SECURITY.admin : auth ? SECURITY.bearer : SECURITY.none,
    parameters: [...pathParams, ...query],
    ...(op.body ? { requestBody: { required: true, content: json(ref(op.body)) } } : {}),
    responses,
  };
}

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of OPERATIONS) {
    paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) };
  }
  const schemas: Record<string, JsonSchema> = {};
  for (const [name, schema] of Object.entries(REQUEST_BODIES))
    schemas[name] = toJsonSchema(schema, 'input');
  for (const [name, schema] of Object.entries(RESPONSES))
    schemas[name] = toJsonSchema(schema, 'output');
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
      schemas,
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
