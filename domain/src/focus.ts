// The focus timer: one per user, kept on the server, so every device shows the same countdown.
// A phase (a pomodoro or a break) is stored as when it started, how long it is planned, and the
// pauses, never as a remaining time a tab counts down: the remaining time is computed from them
// on each screen, at any moment, with that screen's clock corrected by the server's.
//
// A phase that waits for a press (a break or pomodoro that does not start by itself) is a phase
// paused at its first moment.

import { formatDuration } from './duration';

export const FOCUS_PHASES = ['focus', 'shortBreak', 'longBreak'] as const;
export type FocusPhase = (typeof FOCUS_PHASES)[number];

export const MINUTE_MS = 60_000;

/** What a pomodoro is spent on: a task, a todo, or nothing named ("Focus"). */
export type FocusTarget =
  | { kind: 'task'; id: string; title: string; projectId: string }
  | { kind: 'todo'; id: string; title: string }
  | { kind: 'none' };

export interface FocusSettings {
  focusMinutes: number;
  shortBreakMinutes: number;
  longBreakMinutes: number;
  /** A long break after every this many pomodoros. */
  longBreakEvery: number;
  autoStartBreaks: boolean;
  autoStartFocus: boolean;
  /** A short chime at the end of each phase, made in the browser. */
  sound: boolean;
  /** No reminder pushes while a pomodoro runs. */
  quietDuringFocus: boolean;
}

export const DEFAULT_FOCUS_SETTINGS: Readonly<FocusSettings> = {
  focusMinutes: 25,
  shortBreakMinutes: 5,
  longBreakMinutes: 15,
  longBreakEvery: 4,
  autoStartBreaks: true,
  autoStartFocus: false,
  sound: true,
  quietDuringFocus: false,
};

export const BREAK_MINUTES_RANGE = { min: 1, max: 60, unit: 'min' } as const;
export const LONG_BREAK_EVERY_RANGE = { min: 2, max: 8 } as const;
/** What one press of "+5 min" adds, and the longest a phase may become by them. */
export const ADD_MINUTES = 5;
export const MAX_PHASE_MINUTES = 120;

export interface FocusTimer {
  phase: FocusPhase;
  target: FocusTarget;
  startedAtMs: number;
  /** The phase's length, minutes added included. */
  plannedMs: number;
  /** Minutes added with "+5 min", part of plannedMs. */
  addedMs: number;
  /** When the running pause began; null while the phase runs. */
  pausedAtMs: number | null;
  /** Paused time before the running pause. */
  pausedMs: number;
  /** Pomodoros completed since the last long break, this phase's own excluded. */
  completedPomodoros: number;
  /** Raised by every change, so a scheduled phase end can tell it is still the one it ends. */
  revision: number;
}

/** The time the phase has run by `nowMs`, pauses left out, at most its length. */
export function elapsedMs(timer: FocusTimer, nowMs: number): number {
  const until = timer.pausedAtMs ?? nowMs;
  return Math.min(timer.plannedMs, Math.max(0, until - timer.startedAtMs - timer.pausedMs));
}

export function remainingMs(timer: FocusTimer, nowMs: number): number {
  return timer.plannedMs - elapsedMs(timer, nowMs);
}

/** When the phase ends if nobody touches it; null while it is paused. */
export function phaseEndMs(timer: FocusTimer): number | null {
  return timer.pausedAtMs === null ? timer.startedAtMs + timer.pausedMs + timer.plannedMs : null;
}

/** A pomodoro that runs now: neither a break nor paused, and not yet over. */
export function isFocusing(timer: FocusTimer | null, nowMs: number): boolean {
  return (
    timer !== null &&
    timer.phase === 'focus' &&
    timer.pausedAtMs === null &&
    remainingMs(timer, nowMs) > 0
  );
}

/** The id of the task (or todo) the timer is on; null for none, or for the other kind. */
export function focusTargetId(
  timer: FocusTimer | null | undefined,
  kind: 'task' | 'todo',
): string | null {
  return timer?.target.kind === kind ? timer.target.id : null;
}

/** A phase paused at its first moment waits for its Start. */
export function isWaiting(timer: FocusTimer): boolean {
  return timer.pausedAtMs !== null && elapsedMs(timer, timer.pausedAtMs) === 0;
}

/**
 * A new pomodoro on `target`, running from `nowMs`: as long as the task's own pomodoro length
 * when it has one, else the user's.
 */
export function startFocus(
  settings: FocusSettings,
  target: FocusTarget,
  nowMs: number,
  previous: FocusTimer | null,
  pomodoroMinutes: number | null = null,
): FocusTimer {
  return {
    phase: 'focus',
    target,
    startedAtMs: nowMs,
    plannedMs: (pomodoroMinutes ?? settings.focusMinutes) * MINUTE_MS,
    addedMs: 0,
    pausedAtMs: null,
    pausedMs: 0,
    completedPomodoros: previous?.completedPomodoros ?? 0,
    revision: (previous?.revision ?? 0) + 1,
  };
}

export function pause(timer: FocusTimer, nowMs: number): FocusTimer {
  if (timer.pausedAtMs !== null) return timer;
  return { ...timer, pausedAtMs: nowMs, revision: timer.revision + 1 };
}

export function resume(timer: FocusTimer, nowMs: number): FocusTimer {
  if (timer.pausedAtMs === null) return timer;
  return {
    ...timer,
    pausedMs: timer.pausedMs + Math.max(0, nowMs - timer.pausedAtMs),
    pausedAtMs: null,
    revision: timer.revision + 1,
  };
}

/** "+5 min", up to MAX_PHASE_MINUTES in all; the timer as it was when no more fits. */
export function addMinutes(timer: FocusTimer): FocusTimer {
  const plannedMs = Math.min(
    timer.plannedMs + ADD_MINUTES * MINUTE_MS,
    MAX_PHASE_MINUTES * MINUTE_MS,
  );
  if (plannedMs === timer.plannedMs) return timer;
  return {
    ...timer,
    plannedMs,
    addedMs: timer.addedMs + plannedMs - timer.plannedMs,
    revision: timer.revision + 1,
  };
}

/** The pomodoro goes on for another task or todo; what it has run stays with the timer. */
export function switchTarget(timer: FocusTimer, target: FocusTarget): FocusTimer {
  return { ...timer, target, revision: timer.revision + 1 };
}

/** '24:59', '1:05:00' past an hour; whole seconds, rounded up, so 0:00 shows only at the end. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
  return `${String(minutes).padStart(2, '0')}:${seconds}`;
}

export const PHASE_LABELS: Readonly<Record<FocusPhase, string>> = {
  focus: 'Focus',
  shortBreak: 'Short break',
  longBreak: 'Long break',
};

/** What the phase is spent on, in words: the task's title, or the phase's name. */
export function phaseSubject(timer: FocusTimer): string {
  if (timer.phase !== 'focus' || timer.target.kind === 'none') return PHASE_LABELS[timer.phase];
  return timer.target.title;
}

/** The tab's title while a timer runs: '12:34 · Write report'. */
export function focusTitle(timer: FocusTimer, nowMs: number): string {
  return `${countdownText(remainingMs(timer, nowMs))} · ${phaseSubject(timer)}`;
}

/** '2 of 4 pomodoros' done against estimated; '3 pomodoros' without an estimate. */
export function pomodoroProgressText(done: number, estimated: number): string {
  if (estimated <= 0) return `${done} ${done === 1 ? 'pomodoro' : 'pomodoros'}`;
  return `${done} of ${estimated} ${estimated === 1 ? 'pomodoro' : 'pomodoros'}`;
}

/** The heading of a phase's end, as the notification and the push say it. */
export function phaseEndTitle(phase: FocusPhase): string {
  return phase === 'focus' ? 'Pomodoro done' : 'Break over';
}

/** Minutes with one decimal, as a session keeps them. */
export function minutesOf(ms: number): number {
  return Math.round(ms / 6_000) / 10;
}

/** A day's focus in words: '1 h 5 min focused · 2 pomodoros', from its sessions. */
export function focusTotalText(
  sessions: readonly { focusedMinutes: number; completed: boolean }[],
): string {
  const minutes = sessions.reduce((sum, session) => sum + session.focusedMinutes, 0);
  const pomodoros = sessions.filter((session) => session.completed).length;
  return `${formatDuration(minutes)} focused · ${pomodoroProgressText(pomodoros, 0)}`;
}
