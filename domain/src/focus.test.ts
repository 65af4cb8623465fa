import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  countdownText,
  DEFAULT_FOCUS_SETTINGS,
  elapsedMs,
  focusTitle,
  isWaiting,
  MINUTE_MS,
  pause,
  phaseEndMs,
  focusTotalText,
  pomodoroProgressText,
  remainingMs,
  resume,
  startFocus,
  switchTarget,
  type FocusTarget,
  type FocusTimer,
} from './focus';
import { nextPhase, projectedPhase } from './focusPhases';

const T0 = Date.UTC(2026, 11, 2, 9, 0, 0);
const report: FocusTarget = { kind: 'task', id: 't1', title: 'Write report', projectId: 'p1' };
const settings = DEFAULT_FOCUS_SETTINGS;

function started(minutes: number | null = null): FocusTimer {
  return startFocus(settings, report, T0, null, minutes);
}

describe('a pomodoro', () => {
  it("runs the task's own length, else the user's", () => {
    expect(started(50).plannedMs).toBe(50 * MINUTE_MS);
    expect(started().plannedMs).toBe(25 * MINUTE_MS);
  });

  it('counts down from the start and ends at its length', () => {
    const timer = started();
    expect(remainingMs(timer, T0 + 10 * MINUTE_MS)).toBe(15 * MINUTE_MS);
    expect(phaseEndMs(timer)).toBe(T0 + 25 * MINUTE_MS);
    expect(remainingMs(timer, T0 + 90 * MINUTE_MS)).toBe(0);
  });

  it('leaves paused time out, and ends later by as much', () => {
    const paused = pause(started(), T0 + 10 * MINUTE_MS);
    expect(phaseEndMs(paused)).toBeNull();
    expect(elapsedMs(paused, T0 + 40 * MINUTE_MS)).toBe(10 * MINUTE_MS);
    const resumed = resume(paused, T0 + 40 * MINUTE_MS);
    expect(phaseEndMs(resumed)).toBe(T0 + 55 * MINUTE_MS);
    expect(remainingMs(resumed, T0 + 45 * MINUTE_MS)).toBe(10 * MINUTE_MS);
  });

  it('takes a second pause or resume as none, without a new revision', () => {
    const paused = pause(started(), T0 + MINUTE_MS);
    expect(pause(paused, T0 + 2 * MINUTE_MS)).toBe(paused);
    const timer = started();
    expect(resume(timer, T0 + MINUTE_MS)).toBe(timer);
  });

  it('adds five minutes a press, up to two hours', () => {
    let timer = started(60);
    timer = addMinutes(timer);
    expect(timer.plannedMs).toBe(65 * MINUTE_MS);
    expect(timer.addedMs).toBe(5 * MINUTE_MS);
    for (let press = 0; press < 20; press += 1) timer = addMinutes(timer);
    expect(timer.plannedMs).toBe(120 * MINUTE_MS);
    expect(timer.addedMs).toBe(60 * MINUTE_MS);
  });

  it('switches its task and keeps the time already focused', () => {
    const todo: FocusTarget = { kind: 'todo', id: 'd1', title: 'Call the bank' };
    const switched = switchTarget(started(), todo);
    expect(switched.target).toEqual(todo);
    expect(elapsedMs(switched, T0 + 7 * MINUTE_MS)).toBe(7 * MINUTE_MS);
    expect(switched.revision).toBe(2);
  });
});

describe('the phase after', () => {
  it('is a short break that starts by itself, then a pomodoro that waits for its Start', () => {
    const end = T0 + 25 * MINUTE_MS;
    const rest = nextPhase(started(), settings, end);
    expect(rest).toMatchObject({ phase: 'shortBreak', completedPomodoros: 1, pausedAtMs: null });
    expect(rest.plannedMs).toBe(5 * MINUTE_MS);
    const next = nextPhase(rest, settings, end + 5 * MINUTE_MS, 25);
    expect(next).toMatchObject({ phase: 'focus', target: report, completedPomodoros: 1 });
    expect(isWaiting(next)).toBe(true);
    expect(remainingMs(next, end + 60 * MINUTE_MS)).toBe(25 * MINUTE_MS);
  });

  it('is a long break after every fourth pomodoro, and the count starts again', () => {
    let timer = started();
    const phases: string[] = [];
    for (let step = 0; step < 8; step += 1) {
      timer = nextPhase(timer, settings, T0 + step * MINUTE_MS);
      phases.push(timer.phase);
    }
    expect(phases).toEqual([
      'shortBreak',
      'focus',
      'shortBreak',
      'focus',
      'shortBreak',
      'focus',
      'longBreak',
      'focus',
    ]);
    expect(timer.completedPomodoros).toBe(0);
  });

  it('waits when breaks do not start by themselves', () => {
    const rest = nextPhase(started(), { ...settings, autoStartBreaks: false }, T0);
    expect(isWaiting(rest)).toBe(true);
  });
});

describe('in words', () => {
  it('shows the countdown in whole seconds, rounded up', () => {
    expect(countdownText(25 * MINUTE_MS)).toBe('25:00');
    expect(countdownText(754_001)).toBe('12:35');
    expect(countdownText(999)).toBe('00:01');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(65 * MINUTE_MS)).toBe('1:05:00');
  });

  it("titles the tab with the countdown and the task, or the break's name", () => {
    const timer = started();
    expect(focusTitle(timer, T0 + 746_000)).toBe('12:34 · Write report');
    const rest = nextPhase(timer, settings, T0);
    expect(focusTitle(rest, T0)).toBe('05:00 · Short break');
    const free = startFocus(settings, { kind: 'none' }, T0, null);
    expect(focusTitle(free, T0)).toBe('25:00 · Focus');
  });

  it('says the pomodoros done against the estimate', () => {
    expect(pomodoroProgressText(2, 4)).toBe('2 of 4 pomodoros');
    expect(pomodoroProgressText(1, 2)).toBe('1 of 2 pomodoros');
    expect(pomodoroProgressText(0, 1)).toBe('0 of 1 pomodoro');
    expect(pomodoroProgressText(3, 0)).toBe('3 pomodoros');
    expect(pomodoroProgressText(1, 0)).toBe('1 pomodoro');
  });

  it('ends a phase on time in the page: the break follows, then the waiting pomodoro', () => {
    const timer = started();
    const end = T0 + timer.plannedMs;
    expect(projectedPhase(timer, settings, end - 1)).toBe(timer);
    const rest = projectedPhase(timer, settings, end + 1_000);
    expect(rest).toMatchObject({ phase: 'shortBreak', startedAtMs: end, pausedAtMs: null });
    expect(rest).toEqual(nextPhase(timer, settings, end, 25));
    const restEnd = end + rest.plannedMs;
    const next = projectedPhase(timer, settings, restEnd + 60 * MINUTE_MS);
    // The pomodoro after the break waits for its Start, with the task's length kept.
    expect(next).toMatchObject({ phase: 'focus', startedAtMs: restEnd, pausedAtMs: restEnd });
    expect(next.plannedMs).toBe(timer.plannedMs - timer.addedMs);
    const paused = pause(timer, T0 + 1_000);
    expect(projectedPhase(paused, settings, end + 60 * MINUTE_MS)).toBe(paused);
  });

  it("says a day's focus: the minutes of every session, the pomodoros of those completed", () => {
    const day = [
      { focusedMinutes: 25, completed: true },
      { focusedMinutes: 12.4, completed: false },
      { focusedMinutes: 25, completed: true },
      { focusedMinutes: 0.2, completed: false },
    ];
    expect(focusTotalText(day)).toBe('1 h 3 min focused · 2 pomodoros');
    expect(focusTotalText([])).toBe('0 min focused · 0 pomodoros');
  });
});
