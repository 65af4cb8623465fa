import { PieChart } from '@mui/x-charts/PieChart';
import { formatDuration } from '@pomoplan/domain';
import { CHART_HEIGHT } from './chartAxes';
import { useChartColors } from './chartColors';
import type { ShareFigure } from './reportFigures';

/** The share of the focus each project took; focus on todos or nothing named is one slice. */
export function FocusShareChart(props: {
  figure: ShareFigure;
  /** A live project's colour; none for a deleted one and for focus outside projects. */
  colorOf: (projectId: string) => string | undefined;
}) {
  const colors = useChartColors();
  // Projects of one colour would be one blur: a repeated colour gives way to the chart's palette.
  const used = new Set<string>();
  const sliceColor = (projectId: string) => {
    const color = projectId === '' ? colors.muted : props.colorOf(projectId);
    if (color === undefined || used.has(color)) return undefined;
    used.add(color);
    return color;
  };
  return (
    <PieChart
      height={CHART_HEIGHT}
      series={[
        {
          innerRadius: '55%',
          paddingAngle: 1,
          cornerRadius: 3,
          data: props.figure.slices.map((slice) => {
            const color = sliceColor(slice.id);
            return {
              id: slice.id === '' ? 'none' : slice.id,
              label: slice.label,
              value: slice.minutes,
              ...(color === undefined ? {} : { color }),
            };
          }),
          valueFormatter: (item) => formatDuration(item.value),
        },
      ]}
      slotProps={{
        legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
      }}
    />
  );
}
