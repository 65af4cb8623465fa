import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar from '@mui/material/Snackbar';
import type { Toast, ToastAction } from './toastTypes';

interface ToastViewProps {
  toast: Toast;
  open: boolean;
  hideAfterMs: number;
  onClose: () => void;
}

/** One toast: a filled alert in a snackbar that hides itself after `hideAfterMs`. */
export default function ToastView({ toast, open, hideAfterMs, onClose }: ToastViewProps) {
  const destructive = toast.variant === 'destructive';
  return (
    <Snackbar
      open={open}
      autoHideDuration={hideAfterMs}
      onClose={(_event, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      // The region around it does the positioning.
      sx={{ position: 'static' }}
    >
      <Alert
        onClose={onClose}
        action={toast.action && <ToastActions action={toast.action} onClose={onClose} />}
        severity={destructive ? 'error' : toast.variant === 'neutral' ? 'info' : 'success'}
        variant="filled"
        role="none"
        sx={{ minWidth: 280 }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}

/** Alert's `action` replaces its close button, so the close button comes along. */
function ToastActions({ action, onClose }: { action: ToastAction; onClose: () => void }) {
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          onClose();
          action.onAction();
        }}
      >
        {action.label}
      </Button>
      <IconButton color="inherit" size="small" aria-label="Close" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
}
