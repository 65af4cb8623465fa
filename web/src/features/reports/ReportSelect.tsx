import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';

export interface Choice {
  value: string;
  label: string;
}

/** One of the page's pickers: the range, the project, the goal. */
export function ReportSelect(props: {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange(value: string): void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <FormControl size="small" disabled={props.disabled} sx={{ minWidth: 0, width: 1 }}>
      {/* Shrunk always: the empty value is a choice of its own ('All projects'), shown as such. */}
      <InputLabel id={labelId} shrink>
        {props.label}
      </InputLabel>
      <Select
        labelId={labelId}
        label={props.label}
        displayEmpty
        notched
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
