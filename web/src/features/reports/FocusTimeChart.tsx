import { BarChart } from '@mui/x-charts/BarChart';
import { formatDuration } from '@pomoplan/domain';
import { CHART_HEIGHT, minutesTick, minuteTicks, periodAxis, VALUE_AXIS_WIDTH } from './chartAxes';
import { useChartColors } from './chartColors';
import type { FocusTimeFigure } from './reportFigures';

/** Minutes focused per day, or per week over a year. */
export function FocusTimeChart(props: { figure: FocusTimeFigure; days: number; weekly: boolean }) {
  const colors = useChartColors();
  const ticks = minuteTicks(Math.max(...props.figure.minutes));
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[periodAxis(props.figure.periods, props.days, props.weekly)]}
      yAxis={[
        {
          width: VALUE_AXIS_WIDTH,
          max: ticks.at(-1),
          tickInterval: ticks,
          valueFormatter: minutesTick,
        },
      ]}
      series={[
        {
          data: props.figure.minutes,
          label: 'Focus',
          color: colors.focus,
          valueFormatter: (minutes) => formatDuration(minutes ?? 0),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
    />
  );
}
