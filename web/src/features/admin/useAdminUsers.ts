import type { TierCounts } from '@pomoplan/domain';
import { useCallback, useEffect, useState } from 'react';
import type { AdminApi, AdminUserView } from '../../api/admin';
import { useAdminCall } from './useAdminCall';

export interface AdminUsers {
  users: AdminUserView[];
  tierCounts: TierCounts | null;
  loading: boolean;
  hasMore: boolean;
  loadMore(): Promise<void>;
  /** Puts a changed user in place and moves it between the tier counts. */
  replaceUser(user: AdminUserView): void;
}

/** The users list, newest first, a page at a time; shared by the panel's tabs. */
export function useAdminUsers(api: AdminApi): AdminUsers {
  const call = useAdminCall();
  const [users, setUsers] = useState<AdminUserView[]>([]);
  const [tierCounts, setTierCounts] = useState<TierCounts | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);

  const load = useCallback(
    async (cursor: string | null) => {
      setLoading(true);
      const page = await call(() => api.listUsers(cursor), 'Failed to fetch users');
      setLoading(false);
      if (!page) return;
      setUsers((current) => (cursor ? [...current, ...page.users] : page.users));
      setTierCounts(page.tierCounts);
      setNextCursor(page.nextCursor);
    },
    [api, call],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const replaceUser = useCallback(
    (user: AdminUserView) => {
      const previous = users.find((candidate) => candidate.id === user.id)?.subscriptionTier;
      if (previous && previous !== user.subscriptionTier) {
        const next = user.subscriptionTier;
        setTierCounts(
          (counts) =>
            counts && {
              ...counts,
              [previous]: Math.max(0, counts[previous] - 1),
              [next]: counts[next] + 1,
            },
        );
      }
      setUsers((current) =>
        current.map((candidate) => (candidate.id === user.id ? user : candidate)),
      );
    },
    [users],
  );

  return {
    users,
    tierCounts,
    loading,
    hasMore: nextCursor !== null,
    loadMore: () => load(nextCursor),
    replaceUser,
  };
}
