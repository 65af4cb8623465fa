// aiRuns/{runId} (server only): one admin "analyse todos" run, and under it
// done/{uid}, one document per user analysed however often a task is retried.
import { db } from '../platform/firestore';

export const runsCollection = () => db().collection('aiRuns');
export const runDoneDoc = (runId: string, uid: string) =>
  runsCollection().doc(runId).collection('done').doc(uid);
