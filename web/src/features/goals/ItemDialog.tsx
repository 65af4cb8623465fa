import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, type FocusEventHandler, type FormEvent, type ReactNode } from 'react';
import { pasteOnOneLine } from '../../ui/oneLine';

interface ItemDialogProps {
  open: boolean;
  onClose(): void;
  /** A form of many fields: the whole screen on a phone, a wider dialog elsewhere. */
  wide?: boolean;
  /** The form, mounted afresh on every opening: the dialog unmounts its content once closed. */
  children(titleId: string): ReactNode;
}

/** The dialog that creates or edits a goal or a group. */
export function ItemDialog({ open, onClose, wide = false, children }: ItemDialogProps) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={wide && small}
      fullWidth
      maxWidth={wide ? 'sm' : 'xs'}
      aria-labelledby={titleId}
    >
      {children(titleId)}
    </Dialog>
  );
}

interface ItemFormProps {
  titleId: string;
  /** 'Goal' or 'Group', as the title and the button say it. */
  noun: string;
  editing: boolean;
  busy: boolean;
  submit(event: FormEvent): void;
  onClose(): void;
  children: ReactNode;
}

/** The form of an ItemDialog: its title, its fields, Cancel and the submit button. */
export function ItemForm({
  titleId,
  noun,
  editing,
  busy,
  submit,
  onClose,
  children,
}: ItemFormProps) {
  const submitLabel = editing ? 'Save Changes' : `Create ${noun}`;
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={titleId}>{editing ? `Edit ${noun}` : `Create ${noun}`}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '8px !important' }}>
        {children}
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

interface NameFieldProps {
  value: string;
  onChange(value: string): void;
  maxLength: number;
  /** The form's own error props for the field (useSchemaSubmit's fieldProps('name')). */
  error: boolean;
  helperText: string | undefined;
  onBlur: FocusEventHandler;
}

/** The item's name: required, on one line, focused when the dialog opens. */
export function NameField({ value, onChange, maxLength, ...errorProps }: NameFieldProps) {
  return (
    <TextField
      label="Name"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onPaste={pasteOnOneLine}
      {...errorProps}
      required
      autoFocus
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
