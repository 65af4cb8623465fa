import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { CHART_HEIGHT, periodAxis } from './chartAxes';
import { useChartColors } from './chartColors';
import type { DailyGoalFigure } from './reportFigures';

/** Pomodoros of each day against the daily goal: the days that reached it stand out. */
export function DailyGoalChart(props: { figure: DailyGoalFigure; days: number; weekly: boolean }) {
  const colors = useChartColors();
  const { pomodoros, dailyGoal } = props.figure;
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[periodAxis(props.figure.periods, props.days, props.weekly)]}
      yAxis={[
        {
          width: 'auto',
          // The goal line stays in view on days far below it.
          max: Math.max(dailyGoal + 1, ...pomodoros),
          tickMinStep: 1,
          colorMap: {
            type: 'piecewise',
            thresholds: [dailyGoal],
            colors: [colors.muted, colors.focus],
          },
        },
      ]}
      series={[
        {
          data: pomodoros,
          label: props.weekly ? 'Pomodoros a day' : 'Pomodoros',
          valueFormatter: (value) => String(value ?? 0),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
    >
      <ChartsReferenceLine
        y={dailyGoal}
        label={`Daily goal: ${dailyGoal}`}
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </BarChart>
  );
}
