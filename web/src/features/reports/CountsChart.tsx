import { BarChart } from '@mui/x-charts/BarChart';
import { useChartColors, type ChartColors } from './chartColors';
import type { CountsFigure } from './reportFigures';

const ROW_HEIGHT = 36;

/** One horizontal bar per project or goal; the chart grows with the list. */
export function CountsChart(props: {
  figure: CountsFigure;
  label: string;
  color: keyof ChartColors;
}) {
  const { figure, label } = props;
  const colors = useChartColors();
  return (
    <BarChart
      layout="horizontal"
      height={figure.entries.length * ROW_HEIGHT + 60}
      yAxis={[
        {
          scaleType: 'band',
          data: figure.entries.map((entry) => entry.label),
          width: 'auto',
        },
      ]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[
        { data: figure.entries.map((entry) => entry.count), label, color: colors[props.color] },
      ]}
      hideLegend
      grid={{ vertical: true }}
    />
  );
}
