// The order of phases: what follows a pomodoro or a break, on the server when a phase ends and
// on a screen that projects the phases it has not heard of yet. Apart from the timer's own
// module, so that the first screen, which reads a timer, does not carry what only runs one.

import {
  MINUTE_MS,
  phaseEndMs,
  type FocusPhase,
  type FocusSettings,
  type FocusTimer,
} from './focus';

export function phaseMinutes(phase: FocusPhase, settings: FocusSettings): number {
  if (phase === 'shortBreak') return settings.shortBreakMinutes;
  if (phase === 'longBreak') return settings.longBreakMinutes;
  return settings.focusMinutes;
}

/**
 * The phase after `timer` ends (or is skipped) at `nowMs`: a break after a pomodoro (a long one
 * after every `longBreakEvery`), a pomodoro on the same target after a break. It runs at once
 * when the settings say so, else it waits for its Start.
 */
export function nextPhase(
  timer: FocusTimer,
  settings: FocusSettings,
  nowMs: number,
  pomodoroMinutes: number | null = null,
): FocusTimer {
  const afterFocus = timer.phase === 'focus';
  const completed = afterFocus ? timer.completedPomodoros + 1 : timer.completedPomodoros;
  const phase: FocusPhase = !afterFocus
    ? 'focus'
    : completed % settings.longBreakEvery === 0
      ? 'longBreak'
      : 'shortBreak';
  const minutes =
    phase === 'focus' ? (pomodoroMinutes ?? settings.focusMinutes) : phaseMinutes(phase, settings);
  const runs = afterFocus ? settings.autoStartBreaks : settings.autoStartFocus;
  return {
    phase,
    target: timer.target,
    startedAtMs: nowMs,
    plannedMs: minutes * MINUTE_MS,
    addedMs: 0,
    pausedAtMs: runs ? null : nowMs,
    pausedMs: 0,
    completedPomodoros: phase === 'longBreak' ? 0 : completed,
    revision: timer.revision + 1,
  };
}

/** More phases than a device can have missed: a day offline with everything starting by itself. */
const MOST_PHASES_PROJECTED = 200;

/**
 * The timer as a screen shows it at `nowMs`: past its end, the phases that follow as the server
 * begins them, so that a countdown ends on time in the page offline, or while the server's
 * phase end is on its way. A pomodoro after a break is the settings' length until the server
 * says the task's; one after a pomodoro of its own keeps that one's length.
 */
export function projectedPhase(
  timer: FocusTimer,
  settings: FocusSettings,
  nowMs: number,
): FocusTimer {
  let shown = timer;
  let pomodoroMinutes: number | null = null;
  for (let step = 0; step < MOST_PHASES_PROJECTED; step += 1) {
    const end = phaseEndMs(shown);
    if (end === null || end > nowMs) break;
    if (shown.phase === 'focus') pomodoroMinutes = (shown.plannedMs - shown.addedMs) / MINUTE_MS;
    shown = nextPhase(shown, settings, end, pomodoroMinutes);
  }
  return shown;
}
