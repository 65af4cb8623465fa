import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface Toast {
  title: string;
  description?: string;
  /** 'destructive' marks an error toast. */
  variant?: 'default' | 'destructive';
}

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
        autoHideDuration={destructive ? 8000 : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && close()}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          onClose={close}
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

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
