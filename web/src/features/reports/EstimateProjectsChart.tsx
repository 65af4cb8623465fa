import { BarChart } from '@mui/x-charts/BarChart';
import { CHART_HEIGHT } from './chartAxes';
import { useChartColors } from './chartColors';
import type { EstimateProjectsFigure } from './reportFigures';

const pomodoros = (value: number | null) => `${value ?? 0} pomodoros`;

/** Per project, the pomodoros its completed tasks were given beside the ones they took. */
export function EstimateProjectsChart({ figure }: { figure: EstimateProjectsFigure }) {
  const colors = useChartColors();
  return (
    <BarChart
      height={CHART_HEIGHT}
      xAxis={[{ scaleType: 'band', data: figure.projects.map((project) => project.label) }]}
      yAxis={[{ width: 'auto', tickMinStep: 1 }]}
      series={[
        {
          data: figure.projects.map((project) => project.estimated),
          label: 'Estimated',
          color: colors.estimated,
          valueFormatter: pomodoros,
        },
        {
          data: figure.projects.map((project) => project.spent),
          label: 'Spent',
          color: colors.focus,
          valueFormatter: pomodoros,
        },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
