import { REPORT_RANGES, type ReportRange } from '@pomoplan/domain';
import { ReportSelect } from './ReportSelect';

const RANGE_LABELS: Record<ReportRange, string> = {
  7: 'Last 7 days',
  30: 'Last 30 days',
  90: 'Last 90 days',
  365: 'Last 12 months',
};

const CHOICES = REPORT_RANGES.map((days) => ({ value: String(days), label: RANGE_LABELS[days] }));

const isRange = (value: number): value is ReportRange =>
  (REPORT_RANGES as readonly number[]).includes(value);

/** Which days the report covers, ending today. */
export function RangePicker(props: {
  value: ReportRange;
  onChange(days: ReportRange): void;
  disabled: boolean;
}) {
  return (
    <ReportSelect
      label="Range"
      value={String(props.value)}
      choices={CHOICES}
      disabled={props.disabled}
      onChange={(value) => {
        const days = Number(value);
        if (isRange(days)) props.onChange(days);
      }}
    />
  );
}
