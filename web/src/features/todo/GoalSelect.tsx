import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import TextField from '@mui/material/TextField';
import type { Goal, Group } from '@pomoplan/domain';
import { goalLabel, goalMenuItems } from './goalMenuItems';

/** The select's value for "None". Firestore ids are never empty. */
export const NO_GOAL = '';

interface GoalSelectProps {
  label: string;
  value: string | null;
  onChange(goalId: string | null): void;
  goals: readonly Goal[];
  groups: readonly Group[];
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** None, then goals without a group, then goals under group headings, each with its colour. */
export function GoalSelect(props: GoalSelectProps) {
  const { goals } = props;
  // A goal deleted meanwhile (or not loaded yet) reads as None rather than an unknown value.
  const selected = goals.find((goal) => goal.id === props.value);
  return (
    <TextField
      select
      label={props.label}
      value={selected ? selected.id : NO_GOAL}
      onChange={(event) =>
        props.onChange(event.target.value === NO_GOAL ? null : event.target.value)
      }
      disabled={props.disabled}
      size={props.size}
      fullWidth={props.fullWidth}
      sx={props.fullWidth ? undefined : { minWidth: 160 }}
      slotProps={{
        inputLabel: { shrink: true },
        select: {
          displayEmpty: true,
          renderValue: (value) =>
            goalLabel(
              goals.find((goal) => goal.id === value),
              'None',
            ),
        },
      }}
    >
      <MenuItem value={NO_GOAL}>None</MenuItem>
      {goalMenuItems(goals, props.groups)}
    </TextField>
  );
}
