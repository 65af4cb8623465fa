import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import TextField from '@mui/material/TextField';
import { DUE_TYPE_LABELS, TODO_DUE_TYPES, type TodoDueType } from '@pomoplan/domain';

interface DueTypeSelectProps {
  label: string;
  value: TodoDueType;
  onChange(value: TodoDueType): void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

export function DueTypeSelect(props: DueTypeSelectProps) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as TodoDueType)}
      disabled={props.disabled}
      size={props.size}
      fullWidth={props.fullWidth}
      sx={props.fullWidth ? undefined : { minWidth: 130 }}
    >
      {TODO_DUE_TYPES.map((dueType) => (
        <MenuItem key={dueType} value={dueType}>
          {DUE_TYPE_LABELS[dueType]}
        </MenuItem>
      ))}
    </TextField>
  );
}
