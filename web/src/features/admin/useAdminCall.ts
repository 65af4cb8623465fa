import { useCallback } from 'react';
import { useToast } from '../../ui/toast';
import { failureText, isAccessDenied } from '../../api/admin';
import { useAdminSession } from './adminSession';

export type AdminCall = <T>(
  action: () => Promise<T>,
  failureTitle: string,
  /** Also told the failure's text, e.g. to keep it on screen after the toast. */
  onFailure?: (message: string) => void,
) => Promise<T | null>;

/**
 * Runs an admin API call. A 401/403 returns to the login form ('Access Denied'); any other
 * failure shows a destructive toast titled `failureTitle` with the server's message. Resolves
 * to null after a failure.
 */
export function useAdminCall(): AdminCall {
  const { deny } = useAdminSession();
  const toast = useToast();
  return useCallback<AdminCall>(
    async (action, failureTitle, onFailure) => {
      try {
        return await action();
      } catch (error) {
        if (isAccessDenied(error)) {
          deny();
          return null;
        }
        const message = failureText(error);
        toast({ title: failureTitle, description: message, variant: 'destructive' });
        onFailure?.(message);
        return null;
      }
    },
    [deny, toast],
  );
}
