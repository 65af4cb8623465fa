import { DEFAULT_LIMITS, limitReachedMessage, UNLIMITED } from '@pomoplan/domain';
import { useTierLimits } from '../../data/plans';
import { useProjects } from '../../data/projects';
import { useUserDoc } from '../../data/users';
import { EMPTY } from '../../data/sync/useLive';

export interface ProjectLimit {
  /** True when the tier's limit is reached: the create button is disabled. */
  reached: boolean;
  /** The refusal shown in the tooltip and in the toast when the rules refuse anyway. */
  message: string;
}

/** Whether the user may create another project. The rules enforce the same limit. */
export function useProjectLimit(uid: string): ProjectLimit {
  const tier = useUserDoc(uid).data?.subscriptionTier ?? 'free';
  const limit = (useTierLimits(tier).data ?? DEFAULT_LIMITS[tier]).projects;
  const { data: projects = EMPTY } = useProjects(uid);
  return {
    reached: limit !== UNLIMITED && projects.length >= limit,
    message: limitReachedMessage(tier, 'projects', limit),
  };
}
