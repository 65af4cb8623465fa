import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';
import type { ActivityLogView, AdminApi, AdminUserView } from '../../api/admin';
import { useAdminCall } from './useAdminCall';

export type AdminUserState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'ready'; user: AdminUserView; logs: ActivityLogView[] };

/** One user and its activity history; 'missing' when the API answers 404. */
export function useAdminUser(api: AdminApi, userId: string) {
  const call = useAdminCall();
  const [state, setState] = useState<AdminUserState>({ status: 'loading' });

  const load = useCallback(async () => {
    let missing = false;
    const loaded = await call(async () => {
      try {
        const [user, logs] = await Promise.all([api.getUser(userId), api.activityLogs(userId)]);
        return { user, logs };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          missing = true;
          return null;
        }
        throw error;
      }
    }, 'Failed to fetch user');
    if (loaded) setState({ status: 'ready', ...loaded });
    else setState({ status: missing ? 'missing' : 'failed' });
  }, [api, call, userId]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: load };
}
