import { DEFAULT_PLANS, UNLIMITED, type Tier } from '@pomoplan/domain';
import { useTierLimits } from '../../data/plans';
import { useProjects } from '../../data/projects';
import { useUserDoc } from '../../data/users';

/** 'Free plan limited to 1 project. Delete a project to create a new one.' (spec §5 wording). */
export function projectLimitMessage(tier: Tier, limit: number): string {
  const noun = limit === 1 ? 'project' : 'projects';
  return `${DEFAULT_PLANS[tier].name} plan limited to ${limit} ${noun}. Delete a project to create a new one.`;
}

export interface ProjectLimit {
  /** True when the tier's limit is reached: the create button is disabled. */
  reached: boolean;
  /** The refusal shown in the tooltip and in the toast when the rules refuse anyway. */
  message: string;
}

/** Whether the user may create another project. The rules enforce the same limit. */
export function useProjectLimit(uid: string): ProjectLimit {
  const tier = useUserDoc(uid)?.subscriptionTier ?? 'free';
  const limit = useTierLimits(tier).projects;
  const { data: projects } = useProjects(uid);
  return {
    reached: limit !== UNLIMITED && projects.length >= limit,
    message: projectLimitMessage(tier, limit),
  };
}
