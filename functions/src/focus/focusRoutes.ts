// /api/focus: the focus timer (one per user, the same on every device), its settings and the
// sessions it recorded. Every verb answers the timer as it now is, with the server's clock.
import {
  FocusSessionSchema,
  FocusSessionsQuerySchema,
  FocusSessionUpdateSchema,
  FocusSettingsSchema,
  FocusSettingsUpdateSchema,
  FocusPushStartSchema,
  FocusStartInputSchema,
  FocusStateSchema,
  FocusSwitchInputSchema,
} from '@pomoplan/domain';
import { linkKey } from '../platform/http/middleware/rateLimit';
import { pageRequest } from '../platform/http/paging';
import { route } from '../platform/http/route';
import { found } from '../platform/http/validation';
import { correctSession, deleteSession, listSessions, SESSION_NOT_FOUND } from './focusSessions';
import { readFocusSettings, updateFocusSettings } from './focusSettings';
import { PUSH_PHASE_GONE, startFromPush } from './pushStart';
import {
  addFiveMinutes,
  NO_TIMER,
  pauseTimer,
  readFocus,
  resumeTimer,
  skipPhase,
  startTimer,
  stopTimer,
  switchTimer,
} from './focusTimer';

const verb = (path: string, summary: string, change: (uid: string) => Promise<unknown>) =>
  route(
    {
      method: 'post',
      path: `/focus/${path}`,
      access: 'user',
      tag: 'focus',
      summary,
      response: FocusStateSchema,
      errors: { 404: NO_TIMER },
    },
    ({ uid }) => change(uid),
  );

export const focusRoutes = [
  route(
    {
      method: 'get',
      path: '/focus',
      access: 'user',
      tag: 'focus',
      summary: 'The running focus timer, or none, with the server time',
      response: FocusStateSchema,
    },
    ({ uid }) => readFocus(uid),
  ),
  route(
    {
      method: 'post',
      path: '/focus/start',
      access: 'user',
      tag: 'focus',
      summary: 'Start a pomodoro on a task ({taskId}), a todo ({todoId}) or nothing named ({})',
      description:
        'A pomodoro already running on the same target is left as it is; one on another target is stopped, its time kept as a session.',
      body: FocusStartInputSchema,
      response: FocusStateSchema,
      errors: { 404: 'taskId: Task not found, or todoId: Todo not found' },
    },
    ({ uid, body }) => startTimer(uid, body),
  ),
  verb('pause', 'Pause the running phase', pauseTimer),
  verb('resume', 'Resume the paused phase, or start one that waits', resumeTimer),
  verb('stop', 'Stop the timer; a pomodoro keeps its time so far as a session', stopTimer),
  verb('skip', 'End the phase now and go on to the next', skipPhase),
  verb('add-time', 'Add 5 minutes to the phase, up to 120 minutes in all', addFiveMinutes),
  route(
    {
      method: 'post',
      path: '/focus/switch',
      access: 'user',
      tag: 'focus',
      summary: 'Go on with the running pomodoro for another task or todo',
      body: FocusSwitchInputSchema,
      response: FocusStateSchema,
      errors: { 404: NO_TIMER },
    },
    ({ uid, body }) => switchTimer(uid, body),
  ),
  route(
    {
      method: 'get',
      path: '/focus/settings',
      access: 'user',
      tag: 'focus',
      summary: 'The lengths of pomodoros and breaks, and when each starts',
      response: FocusSettingsSchema,
    },
    ({ uid }) => readFocusSettings(uid),
  ),
  route(
    {
      method: 'patch',
      path: '/focus/settings',
      access: 'user',
      tag: 'focus',
      summary: 'Change focus settings; lengths apply from the next phase',
      body: FocusSettingsUpdateSchema,
      response: FocusSettingsSchema,
    },
    ({ uid, body }) => updateFocusSettings(uid, body),
  ),
  route(
    {
      method: 'get',
      path: '/focus/sessions',
      access: 'user',
      tag: 'focus',
      summary: 'Focus sessions recorded from `from` until before `to`, oldest first',
      query: FocusSessionsQuerySchema,
      list: FocusSessionSchema,
    },
    ({ uid, query, req }) => listSessions(uid, query, pageRequest(req)),
  ),
  route(
    {
      method: 'patch',
      path: '/focus/sessions/:id',
      access: 'user',
      tag: 'focus',
      summary: "Correct a session's minutes focused",
      body: FocusSessionUpdateSchema,
      response: FocusSessionSchema,
      notFound: SESSION_NOT_FOUND,
    },
    async ({ uid, params, body }) =>
      found(await correctSession(uid, params.id, body.focusedMinutes), SESSION_NOT_FOUND),
  ),
  route(
    {
      method: 'delete',
      path: '/focus/sessions/:id',
      access: 'user',
      tag: 'focus',
      summary: 'Delete a session',
      status: 204,
      notFound: SESSION_NOT_FOUND,
    },
    async ({ uid, params }) => {
      found((await deleteSession(uid, params.id)) || null, SESSION_NOT_FOUND);
    },
  ),
  route(
    {
      method: 'post',
      path: '/focus/start-from-push',
      access: 'public',
      tag: 'focus',
      summary: "A phase end push's Start button: starts the break or pomodoro waiting for it",
      description:
        'The service worker has no sign-in: the user, the revision of the waiting phase and the key its push carried name it. A wrong key, or a phase already started, stopped or skipped, answers 404.',
      body: FocusPushStartSchema,
      response: FocusStateSchema,
      notFound: PUSH_PHASE_GONE,
      // Per user: the body is checked after the limit, so its uid is read as sent.
      limitPer: [(req) => linkKey('focus-push', (req.body as { uid?: unknown } | null)?.uid)],
    },
    ({ body }) => startFromPush(body),
  ),
];
