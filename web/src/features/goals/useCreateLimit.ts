import { canCreateMore, DEFAULT_LIMITS, limitReachedMessage } from '@pomoplan/domain';
import { useTierLimits } from '../../data/plans';
import { useUserDoc } from '../../data/users';

/**
 * Whether one more goal or group fits the user's plan, and the limit's message. The rules
 * enforce the same limit; this only explains it before the user tries.
 */
export function useCreateLimit(
  uid: string,
  collection: 'goals' | 'groups',
  count: number | undefined,
): { loading: boolean; blockedBy: string | null; message: string } {
  const user = useUserDoc(uid).data;
  const tier = user?.subscriptionTier ?? 'free';
  const limits = useTierLimits(tier).data ?? DEFAULT_LIMITS[tier];
  const limit = limits[collection];
  const message = limitReachedMessage(tier, collection, limit);
  if (!user || count === undefined) return { loading: true, blockedBy: null, message };
  return { loading: false, blockedBy: canCreateMore(limit, count) ? null : message, message };
}
