import { useCallback, useState } from 'react';

/**
 * Open state plus what the dialog is about. The subject outlives `close()` so that a dialog
 * keeps its content while it fades out.
 */
export function useDialogState<T>() {
  const [state, setState] = useState<{ open: boolean; subject: T | null }>({
    open: false,
    subject: null,
  });
  const show = useCallback((subject: T) => setState({ open: true, subject }), []);
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { open: state.open, subject: state.subject, show, close };
}
