import { useCallback, useState } from 'react';
import { refreshAnalysis } from '../../api/analyses';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';

/** Asks the server for a fresh analysis; the card shows it live once it is written. */
export function useAnalysisRefresh(): { refresh: () => void; pending: boolean } {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const refresh = useCallback(() => {
    setPending(true);
    refreshAnalysis()
      .then(({ message }) => toast({ title: 'Analysis requested', description: message }))
      .catch((error: unknown) =>
        toast({
          title: 'Refresh failed',
          description: error instanceof ApiError ? error.serverMessage : String(error),
          variant: 'destructive',
        }),
      )
      .finally(() => setPending(false));
  }, [toast]);
  return { refresh, pending };
}
