// GET /api/first-screen: the signed-in user's first screen as a Firestore bundle, which the app
// loads into an empty cache so that To Do paints before the live listeners' first answer.
import { z } from 'zod';
import { firstScreenBundle } from '../services/firstScreen';
import { route } from './route';

export const firstScreenRoutes = [
  route(
    {
      method: 'get',
      path: '/first-screen',
      access: 'user',
      tag: 'sync',
      summary: 'The caller’s first screen as a Firestore data bundle',
      description:
        'The user document, projects, open todos, recent completed todos, goals, groups and ' +
        'the latest AI analysis, each query named and bounded as the app reads it. Takes no ' +
        'parameters.',
      query: z.object({}).strict(),
      contentType: 'application/octet-stream',
      cacheControl: 'private, no-store',
    },
    async ({ uid }) => (await firstScreenBundle(uid)).toString('utf8'),
  ),
];
