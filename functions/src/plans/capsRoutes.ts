// /api/caps: the web app asks for a recount when a create meets a cap, since deletes made in
// the app do not lower the counts the rules keep (see firestore.rules).
import { ACCOUNT_CAPS, CapsRecountInputSchema, CapsRecountResponseSchema } from '@pomoplan/domain';
import { route } from '../platform/http/route';
import { found } from '../platform/http/validation';
import { recountAccount, recountTask } from './caps';

const TASK_NOT_FOUND = 'Task not found';

export const capsRoutes = [
  route(
    {
      method: 'post',
      path: '/caps/recount',
      access: 'user',
      tag: 'caps',
      summary: 'Count what the account or a task really holds against its cap',
      body: CapsRecountInputSchema,
      response: CapsRecountResponseSchema,
      notFound: TASK_NOT_FOUND,
    },
    async ({ uid, body }) => {
      const cap = ACCOUNT_CAPS[body.collection];
      if (body.collection === 'subtasks') {
        const held = found(await recountTask(uid, body.taskId), TASK_NOT_FOUND);
        return { collection: body.collection, held, cap };
      }
      return {
        collection: body.collection,
        held: (await recountAccount(uid))[body.collection],
        cap,
      };
    },
  ),
];
