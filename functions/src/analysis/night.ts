// Which time zones are at the night hour: the hourly planner analyses exactly the users whose
// local clock shows NIGHT_HOUR, so each user is planned once per local day, whatever the zone.
import { todayIn } from '@pomoplan/domain';

/** Local hour at which a user's nightly analysis is planned (03:00, before anyone's day). */
export const NIGHT_HOUR = 3;

/** Zones Intl lists, plus the names browsers and defaults use for UTC. */
function knownZones(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC', 'Etc/UTC', 'GMT'])];
}

function localHour(timeZone: string, at: Date): number {
  const hour = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: 'numeric',
    hourCycle: 'h23',
  }).format(at);
  return Number(hour);
}

export interface NightZone {
  timeZone: string;
  /** The local day starting in this zone: the day the analysis is for. */
  day: string;
}

/** Every zone whose local hour at `at` is `hour`, with its local day. */
export function zonesAtLocalHour(hour: number, at: Date): NightZone[] {
  return knownZones()
    .filter((timeZone) => localHour(timeZone, at) === hour)
    .map((timeZone) => ({ timeZone, day: todayIn(timeZone, at) }));
}
