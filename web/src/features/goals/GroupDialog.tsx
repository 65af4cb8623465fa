import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_GROUP_COLOR,
  GROUP_NAME_MAX,
  GroupInputSchema,
  type Group,
  type GroupInput,
} from '@pomoplan/domain';
import { useId, useState } from 'react';
import { ColorPicker } from '../../ui/ColorPicker';
import { useSchemaSubmit } from '../../ui/useSchemaSubmit';
import { pasteOnOneLine } from '../../ui/oneLine';

interface GroupDialogProps {
  open: boolean;
  group?: Group;
  onClose(): void;
  onSubmit(input: GroupInput): Promise<boolean>;
}

export function GroupDialog(props: GroupDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      {/* Mounted afresh on every opening: the dialog unmounts its content once closed. */}
      <GroupForm {...props} titleId={titleId} />
    </Dialog>
  );
}

function GroupForm({ group, onClose, onSubmit, titleId }: GroupDialogProps & { titleId: string }) {
  const [name, setName] = useState(group?.name ?? '');
  const [color, setColor] = useState(group?.color ?? DEFAULT_GROUP_COLOR);
  const { fieldProps, busy, submit } = useSchemaSubmit(
    GroupInputSchema,
    { name, color },
    onSubmit,
    onClose,
  );

  const editing = group !== undefined;
  const submitLabel = editing ? 'Save Changes' : 'Create Group';
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{editing ? 'Edit Group' : 'Create Group'}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        <TextField
          label="Name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPaste={pasteOnOneLine}
          {...fieldProps('name')}
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: GROUP_NAME_MAX } }}
        />
        <ColorPicker label="Colour" value={color} onChange={setColor} />
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
