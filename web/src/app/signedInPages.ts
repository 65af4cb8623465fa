// The signed-in pages' chunks, each loaded once. SignedInApp renders them lazily; its module
// starts the current page's chunk as soon as it is evaluated, so the page downloads alongside
// the shell instead of after it (one round trip less on a first visit).
import { lazy } from 'react';

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

export const TodoPage = lazy(loaders.todo);
export const loadTimelinePage = loaders.timeline;
export const GoalsPage = lazy(loaders.goals);
export const SettingsPage = lazy(loaders.settings);
export const CalendarPage = lazy(loaders.calendar);
export const TimelinePage = lazy(loaders.timeline);
export const SubscribePage = lazy(loaders.subscribe);
export const ProjectPage = lazy(loaders.project);
export const CheckoutPage = lazy(loaders.checkout);

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
  if (page) loaders[page]().catch(() => undefined); // the lazy render reports a failure
}
