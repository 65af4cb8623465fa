// The first screen's data as a Firestore bundle: the documents that To Do and the shell around
// it listen to, read with the same queries and bounds as the app's own listeners. A browser
// with an empty cache loads it into Firestore's cache, so that those listeners answer from the
// cache at once instead of waiting for their first server snapshot.
import {
  ACTIVE_TODOS_LIMIT,
  COMPLETED_TODOS_LIMIT,
  GOALS_LIMIT,
  GROUPS_LIMIT,
  PROJECTS_LIMIT,
} from '@pomoplan/domain';
import { db, userDoc } from './firestore';
import {
  analysesCollection,
  goalsCollection,
  groupsCollection,
  projectsCollection,
  todosCollection,
} from './refs';

/** The queries of the first screen, by the name each carries in the bundle. */
function firstScreenQueries(uid: string) {
  return {
    projects: projectsCollection(uid).orderBy('createdAt').limit(PROJECTS_LIMIT),
    activeTodos: todosCollection(uid)
      .where('completed', '==', false)
      .orderBy('createdAt')
      .limit(ACTIVE_TODOS_LIMIT),
    completedTodos: todosCollection(uid)
      .where('completed', '==', true)
      .orderBy('updatedAt', 'desc')
      .limit(COMPLETED_TODOS_LIMIT),
    goals: goalsCollection(uid).orderBy('createdAt').limit(GOALS_LIMIT),
    groups: groupsCollection(uid).orderBy('createdAt').limit(GROUPS_LIMIT),
    latestAnalysis: analysesCollection(uid).orderBy('createdAt', 'desc').limit(1),
  };
}

/** The bundle of `uid`'s first screen: their user document and each first-screen query. */
export async function firstScreenBundle(uid: string): Promise<Buffer> {
  const [user, answers] = await Promise.all([
    userDoc(uid).get(),
    Promise.all(
      Object.entries(firstScreenQueries(uid)).map(
        async ([name, query]) => [name, await query.get()] as const,
      ),
    ),
  ]);
  // One id per user: the SDK skips a bundle whose id it already loaded at the same time or later.
  const bundle = db().bundle(`first-screen-${uid}`);
  if (user.exists) bundle.add(user);
  for (const [name, snapshot] of answers) bundle.add(name, snapshot);
  return bundle.build();
}
