/**
 * The current and longest runs of days with at least one completed pomodoro, over `days`
 * (oldest first, the last one today). A today without a pomodoro yet does not break the
 * current run: the day is not over.
 */
export function streaksOf(days: readonly { pomodoros: number }[]): {
  current: number;
  longest: number;
} {
  let longest = 0;
  let run = 0;
  for (const day of days) {
    run = day.pomodoros > 0 ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  const last = days.at(-1);
  const current = last && last.pomodoros === 0 ? streakEndingAt(days, days.length - 2) : run;
  return { current, longest };
}

function streakEndingAt(days: readonly { pomodoros: number }[], index: number): number {
  let run = 0;
  for (let at = index; at >= 0 && (days[at]?.pomodoros ?? 0) > 0; at -= 1) run += 1;
  return run;
}
