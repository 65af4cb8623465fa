// Every /api route, in the order express tries them. The app, /api/openapi.json and the tests
// read this list; a route is added by declaring it in its router file and listing it here.
import { accountRoutes } from '../accountDeletion/accountRoutes';
import { adminRoutes } from '../admin/adminRoutes';
import { aiAnalysisRoutes } from '../analysis/analysisRoutes';
import { authRoutes } from '../auth/authRoutes';
import { calendarRoutes } from '../calendar/calendarRoutes';
import { capsRoutes } from '../plans/capsRoutes';
import { devRoutes } from '../auth/devRoutes';
import { exportsRoutes } from '../exports/exportRoutes';
import { focusRoutes } from '../focus/focusRoutes';
import { goalsRoutes } from '../goals/goalRoutes';
import { googleCalendarRoutes } from '../calendar/googleCalendarRoutes';
import { groupsRoutes } from '../goals/groupRoutes';
import { healthRoutes } from './health';
import { importsRoutes } from '../imports/importRoutes';
import { mailRoutes } from '../mail/mailRoutes';
import { openApiDocument } from './openapi';
import { paymentsRoutes } from '../billing/paymentRoutes';
import { pricingRoutes } from '../plans/pricingRoutes';
import { pushRoutes } from '../users/pushRoutes';
import { quickAddRoutes } from '../quickAdd/quickAddRoutes';
import { reminderRoutes } from '../reminders/reminderRoutes';
import { reportRoutes } from '../reports/reportRoutes';
import { projectsRoutes } from '../projects/projectRoutes';
import { route, type Route } from '../platform/http/route';
import { settingsRoutes } from '../users/settingsRoutes';
import { statsRoutes } from '../tasks/statsRoutes';
import { subtasksRoutes } from '../tasks/subtaskRoutes';
import { tasksRoutes } from '../tasks/taskRoutes';
import { todosRoutes } from '../todos/todoRoutes';

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
  ...capsRoutes,
  ...calendarRoutes,
  ...googleCalendarRoutes,
  ...statsRoutes,
  ...todosRoutes,
  ...focusRoutes,
  ...reportRoutes,
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
