import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { CHART_HEIGHT, periodAxis, VALUE_AXIS_WIDTH } from './chartAxes';
import { useChartColors } from './chartColors';
import type { AccuracyFigure } from './reportFigures';

const times = (ratio: number | null) => (ratio === null ? 'No tasks' : `${ratio.toFixed(1)}×`);

/** Week by week, the pomodoros the completed tasks took for each one they were given. */
export function AccuracyChart(props: { figure: AccuracyFigure; days: number }) {
  const colors = useChartColors();
  const axis = periodAxis(props.figure.weeks, props.days, true);
  return (
    <LineChart
      height={CHART_HEIGHT}
      xAxis={[{ ...axis, scaleType: 'point' }]}
      yAxis={[{ width: VALUE_AXIS_WIDTH, min: 0, valueFormatter: (ratio: number) => `${ratio}×` }]}
      series={[
        {
          data: props.figure.ratios,
          label: 'Spent per estimated',
          color: colors.focus,
          connectNulls: true,
          curve: 'linear',
          // A week between weeks without a judged task is a point, not a line.
          showMark: true,
          valueFormatter: times,
        },
      ]}
      // The last week's label is centred on the plot's edge: room for its right half.
      margin={{ right: 24 }}
      hideLegend
      grid={{ horizontal: true }}
    >
      <ChartsReferenceLine
        y={1}
        label="As estimated"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
    </LineChart>
  );
}
