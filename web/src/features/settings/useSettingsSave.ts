import { useCallback, useState } from 'react';
import { useToast, type Toast } from '../../ui/toast';

export interface SaveToasts {
  /** Shown once the change is saved; null shows nothing. */
  saved: Toast | null;
  /** Shown, as an error, when it fails; a function when the text depends on the error. */
  failed: Toast | ((error: unknown) => Toast);
  /** Logged with the error when given. */
  log?: string;
}

/** 'Settings updated' or 'Error': the toasts of a preference written to the user document. */
export function preferenceToasts(saved: string, failed: string): SaveToasts {
  return {
    saved: { title: 'Settings updated', description: saved },
    failed: { title: 'Error', description: failed },
    log: failed,
  };
}

/**
 * Runs one change of a settings card and says how it went in a toast. `busy` is true while a
 * change is under way; `save` resolves to whether it succeeded.
 */
export function useSettingsSave() {
  const toast = useToast();
  const [running, setRunning] = useState(0);

  const save = useCallback(
    async (work: () => Promise<unknown>, toasts: SaveToasts): Promise<boolean> => {
      setRunning((count) => count + 1);
      try {
        await work();
        if (toasts.saved) toast(toasts.saved);
        return true;
      } catch (error) {
        if (toasts.log) console.error(toasts.log, error);
        const failed = typeof toasts.failed === 'function' ? toasts.failed(error) : toasts.failed;
        toast({ ...failed, variant: 'destructive' });
        return false;
      } finally {
        setRunning((count) => count - 1);
      }
    },
    [toast],
  );

  return { save, busy: running > 0 };
}
