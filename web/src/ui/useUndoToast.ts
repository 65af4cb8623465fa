import { useCallback } from 'react';
import { useToast, type Toast } from './toast';

export interface Undo {
  /** Writes back what was deleted. */
  restore: () => Promise<void>;
  /** The toast title once it is back, e.g. 'Todo restored'. */
  restored: string;
  /** The error toast's text when the restore is refused. */
  failure: string;
}

/** A confirmation toast with an Undo button that runs `undo.restore` and says how it went. */
export function useUndoToast(): (shown: Omit<Toast, 'action' | 'variant'>, undo: Undo) => void {
  const toast = useToast();
  return useCallback(
    (shown, undo) =>
      toast({
        ...shown,
        action: {
          label: 'Undo',
          onAction: () => {
            undo.restore().then(
              () => toast({ title: undo.restored }),
              (error: unknown) => {
                console.error(undo.failure, error);
                toast({ title: 'Error', description: undo.failure, variant: 'destructive' });
              },
            );
          },
        },
      }),
    [toast],
  );
}
