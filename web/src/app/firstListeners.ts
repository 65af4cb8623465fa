// A returning user's first screen waits on two things: React drawing the shell and the page,
// and Firestore reading the page's lists from its cache. Started one after the other (a
// component's listener starts once it is on screen), they add up; so the listeners the current
// page shows first start as soon as Auth names the user, and the page finds them running.
import type { Firestore } from 'firebase/firestore';
import { startListening, startListeningToDoc } from '../data/sync/startListening';
import { activeTodosQuery, completedTodosQuery } from '../data/todos';
import { userRef } from '../data/users';
import { loadTimelinePage, pageOf } from './signedInPages';

/**
 * Starts the listeners of the lists the page at `pathname` shows first, in the order it needs
 * them, after the user document's (the shell and the plan's pages wait for it).
 */
export function startFirstListeners(db: Firestore, uid: string, pathname: string): void {
  const page = pageOf(pathname);
  if (page !== 'todo' && page !== 'timeline') return;
  startListeningToDoc(userRef(db, uid));
  if (page === 'todo') {
    startListening(activeTodosQuery(db, uid));
    startListening(completedTodosQuery(db, uid));
  } else {
    // The timeline's queries live in its own chunk, which is loading already.
    loadTimelinePage()
      .then((timeline) => timeline.startTimelineListeners(db, uid))
      .catch(() => undefined);
  }
}
