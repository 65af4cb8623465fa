import { AI_REFRESH_INTERVAL_MINUTES } from '@pomoplan/domain';
import { useCallback, useState } from 'react';
import { refreshAnalysis } from '../../api/analyses';
import { ApiError } from '../../api/client';
import { useToast } from '../../ui/toast';

export interface AnalysisRefresh {
  refresh: () => void;
  pending: boolean;
  /** Set when the latest analysis already says what a new one would: when it was written. */
  upToDateSince: Date | null;
  /** Until when the allowance of refreshes is spent; the button waits for it. */
  nextRefreshAt: Date | null;
}

/**
 * Asks the server for a fresh analysis; the card shows it live once it is written. Being up to
 * date and having used the allowance are answers, not failures: the card says them quietly.
 */
export function useAnalysisRefresh(): AnalysisRefresh {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const [upToDateSince, setUpToDateSince] = useState<Date | null>(null);
  const [nextRefreshAt, setNextRefreshAt] = useState<Date | null>(null);
  const waitFor = (seconds: number) => setNextRefreshAt(new Date(Date.now() + seconds * 1000));

  const refresh = useCallback(() => {
    setPending(true);
    setUpToDateSince(null);
    refreshAnalysis()
      .then(({ status, message, analysedAt }) => {
        if (status === 'unchanged') {
          setUpToDateSince(analysedAt === null ? new Date() : new Date(analysedAt));
          return;
        }
        waitFor(AI_REFRESH_INTERVAL_MINUTES * 60);
        toast({ title: 'Analysis requested', description: message });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 429) {
          waitFor(error.retryAfterSeconds ?? AI_REFRESH_INTERVAL_MINUTES * 60);
          return;
        }
        toast({
          title: 'Refresh failed',
          description: error instanceof ApiError ? error.serverMessage : String(error),
          variant: 'destructive',
        });
      })
      .finally(() => setPending(false));
  }, [toast]);
  return { refresh, pending, upToDateSince, nextRefreshAt };
}
