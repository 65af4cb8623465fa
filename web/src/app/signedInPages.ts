// The signed-in pages' chunks, each loaded once. SignedInApp renders them lazily; its module
// starts the current page's chunk as soon as it is evaluated, so the page downloads alongside
// the shell instead of after it (one round trip less on a first visit).
import { preloadedLazy } from '../ui/preloadedLazy';

const loaders = {
  todo: () => import('../features/todo/TodoPage'),
  goals: () => import('../features/goals/GoalsPage'),
  settings: () => import('../features/settings/SettingsPage'),
  calendar: () => import('../features/calendar/CalendarPage'),
  timeline: () => import('../features/timeline/TimelinePage'),
  subscribe: () => import('../features/billing/SubscribePage'),
  project: () => import('../features/projects/ProjectPage'),
  checkout: () => import('../features/checkout/CheckoutPage'),
};

const pages = {
  todo: preloadedLazy(loaders.todo),
  goals: preloadedLazy(loaders.goals),
  settings: preloadedLazy(loaders.settings),
  calendar: preloadedLazy(loaders.calendar),
  timeline: preloadedLazy(loaders.timeline),
  subscribe: preloadedLazy(loaders.subscribe),
  project: preloadedLazy(loaders.project),
  checkout: preloadedLazy(loaders.checkout),
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

/** The page a path shows, by its first segment (as SignedInApp's routes map them). */
export function pageOf(pathname: string): keyof typeof loaders | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (first === '' || first === 'todo') return 'todo';
  if (first === 'goal' || first === 'goals') return 'goals';
  if (first === 'projects') return 'project';
  return first in loaders ? (first as keyof typeof loaders) : undefined;
}

/** Starts downloading the chunk of the page at `pathname`; a later render finds it loaded. */
export function preloadPage(pathname: string): void {
  const page = pageOf(pathname);
  if (page) pages[page].load().catch(() => undefined); // the lazy render reports a failure
}
