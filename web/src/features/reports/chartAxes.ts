// What every chart of the page shares: its height and a band axis of days or weeks.
import type { XAxis } from '@mui/x-charts/models';
import { dayLabel } from './reportFigures';

export const CHART_HEIGHT = 240;

/** Room for the longest tick label of a value axis, '1.5 h' or '120 min'. */
export const VALUE_AXIS_WIDTH = 56;

/** A value axis's tick of minutes: '45 min', '1.5 h', '12 h'. */
export function minutesTick(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.round((minutes / 60) * 10) / 10} h`;
}

const MINUTE_STEPS = [15, 30, 60, 120, 180, 240, 360, 480, 720, 1440, 2880];

/**
 * Ticks of a minutes axis up to `max` at whole quarter hours, half hours or hours, which read as
 * time ('1.5 h'), where the chart's own would fall on 50 or 100 minutes.
 */
export function minuteTicks(max: number): number[] {
  const step = MINUTE_STEPS.find((candidate) => max / candidate <= 5) ?? MINUTE_STEPS.at(-1) ?? 60;
  const count = Math.max(1, Math.ceil(max / step));
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

/**
 * A band axis of days or weeks (their Mondays): 'Mon' or 'Nov 30' under the bars, the full
 * day in the tooltip.
 */
export function periodAxis(
  periods: readonly string[],
  days: number,
  weekly: boolean,
): XAxis<'band'> {
  return {
    scaleType: 'band',
    data: [...periods],
    valueFormatter: (period: string, context) =>
      context.location === 'tick'
        ? dayLabel(period, weekly ? 30 : days)
        : `${weekly ? 'Week of ' : ''}${dayLabel(period, 30)}`,
  };
}
