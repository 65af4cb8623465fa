// nightlyPlans/{zone} (server only): the last local day whose nightly analyses were queued in
// each time zone. The planner reads it before planning a zone and writes it once the zone's
// users are all queued, so that a zone is planned once a day however many hourly runs find its
// night under way (and again by the next run if one stopped halfway).
import { db, serverTime } from '../platform/firestore';
import type { NightZone } from './night';

/** A zone name holds '/', which a document id may not. */
export const nightlyPlanDoc = (timeZone: string) =>
  db().collection('nightlyPlans').doc(encodeURIComponent(timeZone));

/** Each zone's last planned day, for the zones that have one. */
export async function lastPlannedDays(timeZones: readonly string[]): Promise<Map<string, string>> {
  const days = new Map<string, string>();
  if (timeZones.length === 0) return days;
  for (const snapshot of await db().getAll(...timeZones.map(nightlyPlanDoc))) {
    const timeZone: unknown = snapshot.get('timeZone');
    const day: unknown = snapshot.get('day');
    if (typeof timeZone === 'string' && typeof day === 'string') days.set(timeZone, day);
  }
  return days;
}

export async function markPlanned(nights: readonly NightZone[]): Promise<void> {
  const batch = db().batch();
  for (const { timeZone, day } of nights) {
    batch.set(nightlyPlanDoc(timeZone), { timeZone, day, plannedAt: serverTime() });
  }
  await batch.commit();
}
