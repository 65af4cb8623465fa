// What the shell's focus control adds after the first input, as one chunk (see
// laterControlsModule.ts): the running timer, its chime at a phase's end, and the 'f' key.
export { FocusShortcut } from './FocusShortcut';
export { PhaseEndChime } from './PhaseEndChime';
export { RunningTimer } from './RunningTimer';
