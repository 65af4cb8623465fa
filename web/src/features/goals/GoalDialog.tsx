import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  DEFAULT_GOAL_COLOR,
  GOAL_DESCRIPTION_MAX,
  GOAL_NAME_MAX,
  GoalInputSchema,
  type Goal,
  type GoalInput,
  type Group,
} from '@pomoplan/domain';
import { useId, useState } from 'react';
import { ColorDot } from '../../ui/ColorDot';
import { ColorPicker } from '../../ui/ColorPicker';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { pasteOnOneLine } from '../../ui/oneLine';

const NO_GROUP = '';

function groupLabel(groups: readonly Group[], id: string) {
  const group = groups.find((item) => item.id === id);
  if (!group) return 'None';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <ColorDot color={group.color} />
      {group.name}
    </span>
  );
}

interface GoalDialogProps {
  open: boolean;
  /** The goal to edit; absent to create one. */
  goal?: Goal;
  groups: readonly Group[];
  onClose(): void;
  /** Resolves true when the write went through, which closes the dialog. */
  onSubmit(input: GoalInput): Promise<boolean>;
}

export function GoalDialog(props: GoalDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* Mounted afresh on every opening: the dialog unmounts its content once closed. */}
      <GoalForm {...props} titleId={titleId} />
    </Dialog>
  );
}

function GoalForm({
  goal,
  groups,
  onClose,
  onSubmit,
  titleId,
}: GoalDialogProps & { titleId: string }) {
  const [name, setName] = useState(goal?.name ?? '');
  const [description, setDescription] = useState(goal?.description ?? '');
  const [color, setColor] = useState<string>(goal?.color ?? DEFAULT_GOAL_COLOR);
  const knownGroup = groups.some((group) => group.id === goal?.groupId);
  const [groupId, setGroupId] = useState(knownGroup ? (goal?.groupId ?? NO_GROUP) : NO_GROUP);
  const [startDate, setStartDate] = useState(goal?.startDate ?? '');
  const [endDate, setEndDate] = useState(goal?.endDate ?? '');
  const values = {
    name,
    description,
    color,
    groupId: groupId === NO_GROUP ? null : groupId,
    startDate: startDate || null,
    endDate: endDate || null,
  };
  const { fieldProps, busy, submit } = useSchemaSubmit(GoalInputSchema, values, onSubmit, onClose);

  const editing = goal !== undefined;
  const submitLabel = editing ? 'Save Changes' : 'Create Goal';
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{editing ? 'Edit Goal' : 'Create Goal'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPaste={pasteOnOneLine}
          {...fieldProps('name')}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: GOAL_NAME_MAX } }}
        />
        <TextField
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          {...fieldProps('description')}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: GOAL_DESCRIPTION_MAX } }}
        />
        <ColorPicker label="Colour" value={color} onChange={setColor} />
        <TextField
          select
          label="Group"
          value={groupId}
          onChange={(event) => setGroupId(event.target.value)}
          slotProps={{
            inputLabel: { shrink: true },
            select: { displayEmpty: true, renderValue: (id) => groupLabel(groups, String(id)) },
          }}
        >
          <MenuItem value={NO_GROUP}>None</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group.id} value={group.id} sx={{ gap: 1 }}>
              <ColorDot color={group.color} />
              {group.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Start date"
          type="date"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          {...fieldProps('startDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End date"
          type="date"
          value={endDate}
          onChange={(event) => setEndDate(event.target.value)}
          {...fieldProps('endDate')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? (editing ? 'Saving...' : 'Creating...') : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
