import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatDuration,
  POMODORO_LENGTH_RANGE,
  rangeText,
  RECURRENCE_INTERVAL_RANGE,
  type Project,
  type RecurrenceFrequency,
} from '@pomoplan/domain';
import { ColorDot } from '../../ui/ColorDot';
import { pasteOnOneLine } from '../../ui/oneLine';
import type { FocusEventHandler } from 'react';
import {
  estimateRange,
  NUMBER_LABELS,
  REPEAT_OPTIONS,
  totalMinutes,
  type EstimateMinimum,
  type FormErrors,
  type RepeatChoice,
  type TaskFormValues,
} from './taskForm';

const INTERVAL_UNITS: Record<RecurrenceFrequency, string> = {
  DAILY: 'day(s)',
  WEEKLY: 'week(s)',
  MONTHLY: 'month(s)',
  YEARLY: 'year(s)',
};

interface TaskFormFieldsProps {
  values: TaskFormValues;
  onChange: (patch: Partial<TaskFormValues>) => void;
  errors?: FormErrors;
  /** The blur of a field with a message: the dialog shows the message once the field is left. */
  onLeave?: (field: keyof FormErrors) => FocusEventHandler;
  projects: readonly Project[];
  estimateMinimum: EstimateMinimum;
  autoFocusTitle?: boolean;
}

const shrink = { inputLabel: { shrink: true } };

/** The task's fields, shared by the task dialog and the timeline's edit pane. */
export function TaskFormFields(props: TaskFormFieldsProps) {
  const { values, onChange, errors = {}, estimateMinimum } = props;
  const leave = (field: keyof FormErrors) => props.onLeave?.(field);
  const minutes = totalMinutes(values, estimateMinimum);
  const estimate = estimateRange(estimateMinimum);

  return (
    <Stack spacing={2}>
      <TextField
        label="Title"
        value={values.title}
        onChange={(event) => onChange({ title: event.target.value })}
        onPaste={pasteOnOneLine}
        error={Boolean(errors.title)}
        helperText={errors.title}
        onBlur={leave('title')}
        required
        autoFocus={props.autoFocusTitle}
        fullWidth
      />
      <TextField
        label="Description"
        value={values.description}
        onChange={(event) => onChange({ description: event.target.value })}
        error={Boolean(errors.description)}
        helperText={errors.description}
        onBlur={leave('description')}
        multiline
        minRows={2}
        fullWidth
      />
      <TextField
        select
        label="Project"
        value={values.projectId}
        onChange={(event) => onChange({ projectId: event.target.value })}
        error={Boolean(errors.projectId)}
        helperText={errors.projectId}
        required
        fullWidth
      >
        {props.projects.map((project) => (
          <MenuItem key={project.id} value={project.id}>
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              <ColorDot color={project.color} />
              {project.name}
            </Box>
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2}>
        <TextField
          label={NUMBER_LABELS.estimatedPomodoros}
          type="number"
          value={values.estimatedPomodoros}
          onChange={(event) => onChange({ estimatedPomodoros: event.target.value })}
          error={Boolean(errors.estimatedPomodoros)}
          helperText={errors.estimatedPomodoros ?? rangeText(estimate)}
          onBlur={leave('estimatedPomodoros')}
          slotProps={{ htmlInput: { min: estimate.min, max: estimate.max } }}
          fullWidth
        />
        <TextField
          label={NUMBER_LABELS.pomodoroLength}
          type="number"
          value={values.pomodoroLength}
          onChange={(event) => onChange({ pomodoroLength: event.target.value })}
          error={Boolean(errors.pomodoroLength)}
          helperText={errors.pomodoroLength ?? rangeText(POMODORO_LENGTH_RANGE)}
          onBlur={leave('pomodoroLength')}
          slotProps={{
            htmlInput: { min: POMODORO_LENGTH_RANGE.min, max: POMODORO_LENGTH_RANGE.max },
            input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
          }}
          fullWidth
        />
      </Stack>
      {minutes !== null && (
        <Typography variant="body2" color="text.secondary">
          Total estimated time: {formatDuration(minutes)}
        </Typography>
      )}
      <TextField
        label="Due Date"
        type="date"
        value={values.dueDate}
        onChange={(event) => onChange({ dueDate: event.target.value })}
        slotProps={shrink}
        fullWidth
      />
      <FormControlLabel
        control={
          <Switch
            checked={values.reminderEnabled}
            onChange={(event) => onChange({ reminderEnabled: event.target.checked })}
          />
        }
        label="Reminder"
      />
      {values.reminderEnabled && (
        <TextField
          label="Reminder Date & Time"
          type="datetime-local"
          value={values.reminderDateTime}
          onChange={(event) => onChange({ reminderDateTime: event.target.value })}
          slotProps={shrink}
          fullWidth
        />
      )}
      <TextField
        select
        label="Repeat"
        value={values.repeat}
        onChange={(event) => onChange({ repeat: event.target.value as RepeatChoice })}
        fullWidth
      >
        {REPEAT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {values.repeat !== 'NONE' && (
        <Stack direction="row" spacing={2}>
          <TextField
            label={NUMBER_LABELS.repeatInterval}
            type="number"
            value={values.repeatInterval}
            onChange={(event) => onChange({ repeatInterval: event.target.value })}
            error={Boolean(errors.repeatInterval)}
            helperText={errors.repeatInterval ?? rangeText(RECURRENCE_INTERVAL_RANGE)}
            onBlur={leave('repeatInterval')}
            slotProps={{
              htmlInput: { min: RECURRENCE_INTERVAL_RANGE.min, max: RECURRENCE_INTERVAL_RANGE.max },
              input: {
                endAdornment: (
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                    {INTERVAL_UNITS[values.repeat]}
                  </Typography>
                ),
              },
            }}
            fullWidth
          />
          <TextField
            label="End Date (optional)"
            type="date"
            value={values.repeatUntil}
            onChange={(event) => onChange({ repeatUntil: event.target.value })}
            slotProps={shrink}
            fullWidth
          />
        </Stack>
      )}
    </Stack>
  );
}
