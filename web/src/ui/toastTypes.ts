export interface Toast {
  title: string;
  description?: string;
  /** 'destructive' marks an error toast; 'neutral' a plain fact that is neither good nor bad. */
  variant?: 'default' | 'neutral' | 'destructive';
  /** A button in the toast (Undo); pressing it closes the toast and runs `onAction`. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onAction: () => void;
}
