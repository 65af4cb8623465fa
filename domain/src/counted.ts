// Projects, goals and groups are counted: each tier allows a number of them (config/plans,
// -1 = unlimited), kept in users/{uid}/usage/counts by every create and delete.
import { TIER_NAMES, type Tier } from './plans';

export const COUNTED_COLLECTIONS = ['projects', 'goals', 'groups'] as const;
export type CountedCollection = (typeof COUNTED_COLLECTIONS)[number];

const NOUNS: Readonly<Record<CountedCollection, readonly [one: string, many: string]>> = {
  projects: ['project', 'projects'],
  goals: ['goal', 'goals'],
  groups: ['group', 'groups'],
};

/**
 * Why one more item is refused: 'Free plan limited to 1 goal. Delete a goal to create a new
 * one.' Shown on the disabled create button, in the toast of a refused write and in the API's
 * 403; the number follows the limits an admin may have changed.
 */
export function limitReachedMessage(
  tier: Tier,
  collection: CountedCollection,
  limit: number,
): string {
  const [one, many] = NOUNS[collection];
  const noun = limit === 1 ? one : many;
  return `${TIER_NAMES[tier]} plan limited to ${limit} ${noun}. Delete a ${one} to create a new one.`;
}
