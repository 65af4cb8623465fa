import { LazyMenuItem as MenuItem } from '../../ui/lazyOverlays';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_GOAL_COLOR,
  GOAL_DESCRIPTION_MAX,
  GOAL_NAME_MAX,
  GoalInputSchema,
  type Goal,
  type GoalInput,
  type Group,
} from '@pomoplan/domain';
import { useState } from 'react';
import { ColorDot } from '../../ui/ColorDot';
import { ColorPicker } from '../../ui/ColorPicker';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { ItemDialog, ItemForm, NameField } from './ItemDialog';

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
  return (
    <ItemDialog open={props.open} onClose={props.onClose} wide>
      {(titleId) => <GoalForm {...props} titleId={titleId} />}
    </ItemDialog>
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

  return (
    <ItemForm
      titleId={titleId}
      noun="Goal"
      editing={goal !== undefined}
      busy={busy}
      submit={submit}
      onClose={onClose}
    >
      <NameField
        value={name}
        onChange={setName}
        maxLength={GOAL_NAME_MAX}
        {...fieldProps('name')}
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
    </ItemForm>
  );
}
