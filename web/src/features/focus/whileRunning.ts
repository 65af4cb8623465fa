// What the shell shows only while a timer exists, loaded as one chunk (see runningTimerModule.ts).
export { PhaseEndChime } from './PhaseEndChime';
export { RunningTimer } from './RunningTimer';
