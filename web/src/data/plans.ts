import { DEFAULT_LIMITS, LimitsByTierSchema, type Limits, type Tier } from '@pomoplan/domain';
import { doc, type Firestore } from 'firebase/firestore';
import { useDb } from './sync/firestoreContext';
import { z } from 'zod/mini';
import { zodConverter } from './converter';
import { useLiveDoc, type Live } from './sync/useLive';

// Only the limits are read here. An admin's half-edited or malformed config must not break
// the pages that show limits, so anything unreadable falls back to the defaults.
const PlanLimitsSchema = z.object({
  limits: z.catch(z.optional(LimitsByTierSchema), undefined),
});

const planLimitsConverter = zodConverter(PlanLimitsSchema);

export function plansRef(db: Firestore) {
  return doc(db, 'config', 'plans').withConverter(planLimitsConverter);
}

/**
 * The limits of a tier from config/plans, live like every other read: an admin's change shows
 * at once, and a page that stays put drops no target from its Listen stream (a read that
 * stopped after its first answer dropped one while the page's other first answers were still
 * streaming). When the document is missing or unreadable, the built-in defaults apply.
 */
export function useTierLimits(tier: Tier): Live<Limits> {
  const { loading, data } = useLiveDoc(plansRef(useDb()));
  return { loading, data: loading ? undefined : (data?.limits?.[tier] ?? DEFAULT_LIMITS[tier]) };
}
