import { DEFAULT_LIMITS, LimitsByTierSchema, type Limits, type Tier } from '@pomoplan/domain';
import { doc, type Firestore } from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { z } from 'zod/mini';
import { zodConverter } from './converter';
import { useLiveDoc, type Live } from './useLive';

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
 * The limits of a tier from config/plans, live: an admin's change shows at once. When it is
 * missing or unreadable, the built-in defaults apply.
 *
 * Listened to like every other read rather than read once: stopping a listener drops its
 * target from the Listen stream, and the emulator now and then stopped answering on a stream
 * that dropped a target while the page's other first answers were still coming.
 */
export function useTierLimits(tier: Tier): Live<Limits> {
  const { loading, data } = useLiveDoc(plansRef(useDb()));
  return { loading, data: loading ? undefined : (data?.limits?.[tier] ?? DEFAULT_LIMITS[tier]) };
}
