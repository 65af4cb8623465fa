// endFocusPhase: the Cloud Tasks worker at the end of each focus phase. A task that arrives
// early (the emulator dispatches at once) fails on purpose, so that the queue tries it again a
// few seconds later, for as long as the longest phase.
import { MAX_PHASE_MINUTES } from '@pomoplan/domain';
import { z } from 'zod';
import * as logs from '../platform/logs';
import { taskWorker } from '../platform/taskWorker';
import { endPhase } from './endPhase';
import { pushToUser } from '../notify/pushToUser';
import { END_FOCUS_PHASE, schedulePhaseEnd } from './phaseEndQueue';

const RETRY_SECONDS = 5;

const PhaseEndJobSchema = z.object({
  uid: z.string().min(1),
  revision: z.number().int().nonnegative(),
  endsAtMs: z.number().int().nonnegative(),
});

export class EarlyPhaseEndError extends Error {
  override readonly name = 'EarlyPhaseEndError';
}

export const endFocusPhase = taskWorker(
  END_FOCUS_PHASE,
  {
    timeoutSeconds: 60,
    retryConfig: {
      maxAttempts: Math.ceil((MAX_PHASE_MINUTES * 60) / RETRY_SECONDS) + 60,
      minBackoffSeconds: RETRY_SECONDS,
      maxBackoffSeconds: RETRY_SECONDS,
    },
    rateLimits: { maxConcurrentDispatches: 20 },
  },
  PhaseEndJobSchema,
  async (job) => {
    const result = await endPhase(job);
    logs.focusPhaseEnded(job.uid, job.revision, result.outcome);
    if (result.outcome === 'early') {
      throw new EarlyPhaseEndError(`Focus phase ends in ${result.waitMs} ms; retried later`);
    }
    if (result.outcome !== 'ended') return;
    await schedulePhaseEnd(job.uid, result.next);
    if (result.push) {
      const { uid, id, message, start } = result.push;
      await pushToUser(uid, {
        title: message.title,
        body: message.body,
        url: message.path,
        tag: id,
        ...(start && {
          focusStart: JSON.stringify(start.start),
          focusStartTitle: start.title,
        }),
      });
    }
  },
);
