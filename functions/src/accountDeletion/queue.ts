// The account deletion queue: one task per request, run by deleteAccountTask. Each request is a
// task of its own (named with the time it was asked), so a second request runs the deletion
// again and continues whatever the first left.
import { isDocumentId } from '@pomoplan/domain';
import { z } from 'zod';
import { enqueueTasks, taskName } from '../platform/taskQueue';

export const DELETE_ACCOUNT_TASK_FUNCTION = 'deleteAccountTask';

export const DeleteAccountTaskSchema = z.object({
  uid: z.string().refine(isDocumentId, { error: 'uid must be a document id' }),
});
export type DeleteAccountTask = z.infer<typeof DeleteAccountTaskSchema>;

export async function enqueueDeletion(uid: string): Promise<void> {
  await enqueueTasks<DeleteAccountTask>(DELETE_ACCOUNT_TASK_FUNCTION, [
    { name: taskName('account-deletion', uid, String(Date.now())), data: { uid } },
  ]);
}
