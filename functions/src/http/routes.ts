// Every /api route, in the order express tries them. The app, /api/openapi.json and the tests
// read this list; a route is added by declaring it in its router file and listing it here.
import { accountRoutes } from './account';
import { adminRoutes } from './admin';
import { aiAnalysisRoutes } from './aiAnalysis';
import { authRoutes } from './auth';
import { calendarRoutes } from './calendar';
import { devRoutes } from './dev';
import { exportsRoutes } from './exports';
import { goalsRoutes } from './goals';
import { googleCalendarRoutes } from './googleCalendar';
import { groupsRoutes } from './groups';
import { healthRoutes } from './health';
import { importsRoutes } from './imports';
import { mailRoutes } from './mail';
import { openApiDocument } from './openapi';
import { paymentsRoutes } from './payments';
import { pricingRoutes } from './pricing';
import { pushRoutes } from './push';
import { quickAddRoutes } from './quickAdd';
import { reminderRoutes } from './reminders';
import { projectsRoutes } from './projects';
import { route, type Route } from './route';
import { settingsRoutes } from './settings';
import { statsRoutes } from './stats';
import { subtasksRoutes } from './subtasks';
import { tasksRoutes } from './tasks';
import { todosRoutes } from './todos';

let described: Record<string, unknown> | null = null;

const openApiRoute = route(
  {
    method: 'get',
    path: '/openapi.json',
    access: 'public',
    tag: 'meta',
    summary: 'This document',
    cacheControl: 'public, max-age=300',
  },
  async () => (described ??= openApiDocument(ROUTES)),
);

export const ROUTES: readonly Route[] = [
  ...healthRoutes,
  openApiRoute,
  ...pricingRoutes,
  ...devRoutes,
  ...authRoutes,
  ...projectsRoutes,
  ...quickAddRoutes,
  ...tasksRoutes,
  ...subtasksRoutes,
  ...calendarRoutes,
  ...googleCalendarRoutes,
  ...statsRoutes,
  ...todosRoutes,
  ...goalsRoutes,
  ...groupsRoutes,
  ...aiAnalysisRoutes,
  ...settingsRoutes,
  ...pushRoutes,
  ...reminderRoutes,
  ...mailRoutes,
  ...paymentsRoutes,
  ...accountRoutes,
  ...exportsRoutes,
  ...importsRoutes,
  ...adminRoutes,
];
