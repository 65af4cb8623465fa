import Box from '@mui/material/Box';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import { deferUntilInput } from './deferred';
import type { Toast } from './toastTypes';

// The Snackbar and Alert load after the first screen; a toast asked for earlier waits for them.
const toastView = deferUntilInput(() => import('./ToastView'));
const ToastView = lazy(toastView.load);

export type { Toast, ToastAction } from './toastTypes';

/** How long a toast with an action stays: long enough to read it and change one's mind. */
const ACTION_TOAST_MS = 8000;

export type ShowToast = (toast: Toast) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Where the toasts sit: bottom right, across the width on a phone (as MUI's Snackbar would). */
const REGION_SX = {
  position: 'fixed',
  zIndex: 'snackbar',
  bottom: { xs: 8, sm: 24 },
  right: { xs: 8, sm: 24 },
  left: { xs: 8, sm: 'auto' },
} as const;

/**
 * One toast at a time, newest wins; errors stay longer than confirmations.
 *
 * Screen readers often miss a live region that appears together with its text, so both
 * regions (polite for confirmations, assertive for errors) are mounted for the app's whole
 * life and a toast is rendered into one of them. The toast itself carries no role, so it is
 * announced once; its Undo and Close buttons stay in the tab order.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((toast) => {
    setCurrent({ ...toast, key: Date.now() });
    setOpen(true);
  }, []);
  // The last toast stays in state so it keeps its text while it slides out.
  const close = useCallback(() => setOpen(false), []);
  const destructive = current?.variant === 'destructive';

  const snackbar = current && (
    <Suspense fallback={null}>
      <ToastView
        key={current.key}
        toast={current}
        open={open}
        hideAfterMs={destructive || current.action ? ACTION_TOAST_MS : 4000}
        onClose={close}
      />
    </Suspense>
  );

  return (
    <ToastContext.Provider value={show}>
      {children}
      <Box role="status" aria-live="polite" sx={REGION_SX}>
        {!destructive && snackbar}
      </Box>
      {/* Assertive without role="alert": a page's own alerts (a form's message) stay the only
          elements with that role. */}
      <Box aria-live="assertive" aria-atomic="true" sx={REGION_SX}>
        {destructive && snackbar}
      </Box>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
