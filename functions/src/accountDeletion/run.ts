// Runs an account deletion from its record: the steps not done yet, in order, each marked done
// as it ends; then the record goes, the last document that names the user.
import * as logs from '../platform/logs';
import {
  DELETION_STEPS,
  deletionRef,
  markStepDone,
  readDeletion,
} from '../platform/deletionRecord';
import { STEP_WORK } from './steps';

export type DeletionOutcome = 'deleted' | 'no deletion under way';

export async function runDeletion(uid: string): Promise<DeletionOutcome> {
  const record = await readDeletion(uid);
  if (!record) return 'no deletion under way';
  for (const step of DELETION_STEPS) {
    if (record.stepsDone.includes(step)) continue;
    await STEP_WORK[step](uid, record);
    await markStepDone(uid, step);
    logs.accountDeletionStepDone(uid, step);
  }
  await deletionRef(uid).delete();
  logs.accountDeleted(uid);
  return 'deleted';
}
