// When Stripe tries a failed invoice again. Stripe's default is Smart Retries (times it picks);
// the stand-in retries at fixed days after the first attempt, settable by tests, so a test
// knows when each retry happens.
import { DAY, type Dunning, type RetrySettings, type StripeState } from './state';

/** When the next automatic attempt happens, or null after the last. */
export function nextAttemptOf(state: StripeState, dunning: Dunning): number | null {
  const days = state.retries.afterDays[dunning.retriesDone];
  return days === undefined ? null : dunning.firstAttemptAt + Math.round(days * DAY);
}

/** The retry settings of `PUT /_control/stripe/retries`, or why they are refused. */
export function retrySettingsOf(body: unknown): RetrySettings | string {
  const input = (body ?? {}) as { afterDays?: unknown; finally?: unknown };
  const days = input.afterDays;
  if (
    !Array.isArray(days) ||
    !days.every((day): day is number => typeof day === 'number' && day > 0) ||
    days.some((day, i) => i > 0 && day <= (days[i - 1] as number))
  ) {
    return 'afterDays must be increasing positive numbers of days after the first attempt';
  }
  const final = input.finally ?? 'unpaid';
  if (final !== 'unpaid' && final !== 'canceled') return 'finally must be "unpaid" or "canceled"';
  return { afterDays: days, finally: final };
}
