import { ReportSelect } from './ReportSelect';

const ALL = '';

/** A filter of the report by one of the live projects or goals; '' is all of them. */
export function ReportFilter(props: {
  label: string;
  allLabel: string;
  value: string | undefined;
  options: readonly { id: string; name: string }[];
  onChange(id: string | undefined): void;
  disabled: boolean;
}) {
  return (
    <ReportSelect
      label={props.label}
      value={props.value ?? ALL}
      choices={[
        { value: ALL, label: props.allLabel },
        ...props.options.map((option) => ({ value: option.id, label: option.name })),
      ]}
      disabled={props.disabled}
      onChange={(value) => props.onChange(value === ALL ? undefined : value)}
    />
  );
}
