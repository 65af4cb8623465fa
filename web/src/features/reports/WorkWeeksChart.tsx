import { BarChart } from '@mui/x-charts/BarChart';
import { CHART_HEIGHT, periodAxis } from './chartAxes';
import { useChartColors } from './chartColors';
import type { WorkWeeksFigure } from './reportFigures';

/** Tasks and todos completed each week, stacked. */
export function WorkWeeksChart(props: { figure: WorkWeeksFigure; days: number }) {
  const colors = useChartColors();
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[periodAxis(props.figure.weeks, props.days, true)]}
      yAxis={[{ width: 'auto', tickMinStep: 1 }]}
      series={[
        { data: props.figure.tasks, label: 'Tasks', color: colors.focus, stack: 'done' },
        { data: props.figure.todos, label: 'Todos', color: colors.todos, stack: 'done' },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
