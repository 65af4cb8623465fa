// The running timer's chunk, kept out of the first screen: it loads on the first input, before
// a Start can be pressed, or at once when a timer runs.
import { deferUntilInput } from '../../ui/deferred';

export const runningTimerModule = deferUntilInput(() => import('./whileRunning'));
