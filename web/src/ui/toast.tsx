import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface Toast {
  title: string;
  description?: string;
  /** 'destructive' marks an error toast. */
  variant?: 'default' | 'destructive';
  /** A button in the toast (Undo); pressing it closes the toast and runs `onAction`. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onAction: () => void;
}

/** How long a toast with an action stays: long enough to read it and change one's mind. */
const ACTION_TOAST_MS = 8000;

type ShowToast = (toast: Toast) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** One toast at a time, newest wins; errors stay longer than confirmations. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const show = useCallback<ShowToast>((toast) => setCurrent({ ...toast, key: Date.now() }), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => show, [show]);
  const destructive = current?.variant === 'destructive';

  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={current !== null}
        autoHideDuration={destructive || current?.action ? ACTION_TOAST_MS : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          onClose={close}
          action={current?.action && <ToastActions action={current.action} onClose={close} />}
          severity={destructive ? 'error' : 'success'}
          variant="filled"
          role={destructive ? 'alert' : 'status'}
          sx={{ minWidth: 280 }}
        >
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
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

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
