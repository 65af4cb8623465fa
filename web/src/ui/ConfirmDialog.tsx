import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** A destructive action's confirmation; Cancel has the focus so Enter does no harm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={props.open} onClose={props.onCancel} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{props.children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} autoFocus>
          Cancel
        </Button>
        <Button onClick={props.onConfirm} color="error" variant="contained">
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
