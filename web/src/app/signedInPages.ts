// The signed-in pages' chunks, each loaded once. SignedInApp renders them lazily; its module
// starts the current page's chunk as soon as it is evaluated, so the page downloads alongside
// the shell instead of after it (one round trip less on a first visit).
import { preloadedLazy } from '../ui/preloadedLazy';

const pages = {
  todo: preloadedLazy(() => import('../features/todo/TodoPage')),
  goals: preloadedLazy(() => import('../features/goals/GoalsPage')),
  settings: preloadedLazy(() => import('../features/settings/SettingsPage')),
  calendar: preloadedLazy(() => import('../features/calendar/CalendarPage')),
  timeline: preloadedLazy(() => import('../features/timeline/TimelinePage')),
  subscribe: preloadedLazy(() => import('../features/billing/SubscribePage')),
  project: preloadedLazy(() => import('../features/projects/ProjectPage')),
  checkout: preloadedLazy(() => import('../features/billing/CheckoutPage')),
  reports: preloadedLazy(() => import('../features/reports/ReportsPage')),
};

export const TodoPage = pages.todo;
export const loadTimelinePage = pages.timeline.load;
export const GoalsPage = pages.goals;
export const SettingsPage = pages.settings;
export const CalendarPage = pages.calendar;
export const TimelinePage = pages.timeline;
export const SubscribePage = pages.subscribe;
export const ProjectPage = pages.project;
export const CheckoutPage = pages.checkout;
export const ReportsPage = pages.reports;

/** The page a path shows, by its first segment (as SignedInApp's routes map them). */
export function pageOf(pathname: string): keyof typeof pages | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || first === 'todo') return 'todo';
  if (first === 'goal' || first === 'goals') return 'goals';
  if (first === 'projects') return 'project';
  // Own keys only: 'constructor' or 'toString' is in every object, and names no page.
  return Object.hasOwn(pages, first) ? (first as keyof typeof pages) : undefined;
}

/** Starts downloading the chunk of the page at `pathname`; a later render finds it loaded. */
export function preloadPage(pathname: string): void {
  const page = pageOf(pathname);
  if (page) pages[page].load().catch(() => undefined); // the lazy render reports a failure
}
