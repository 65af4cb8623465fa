// When a zone's night has come: the hourly planner queues the users of a zone once per local
// day, at the first run that finds the zone's clock at or past NIGHT_HOUR (and before
// NIGHT_END_HOUR) with that day not planned yet. Matching the hour exactly would miss the day
// on which NIGHT_HOUR does not exist (clocks jumping 03:00 -> 04:00) and plan twice the day on
// which it happens twice; the record of planned days makes it once either way.
import { compareDays, wallTimeIn } from '@pomoplan/domain';

/** Local hour from which a user's nightly analysis is planned (03:00, before anyone's day). */
export const NIGHT_HOUR = 3;
/**
 * Local hour at which the night ends: a zone not planned by then (the scheduler was down) waits
 * for the next night, since the user's day has begun, and the first run after a deploy queues
 * only the zones in their night, not every user. Three hours always hold at least two hourly
 * runs, also on the night that loses an hour.
 */
export const NIGHT_END_HOUR = 6;
const HOUR_MS = 3_600_000;

/**
 * Fixed-offset and UTC zones, which Intl does not list, and the current IANA names of zones
 * that ICU (and so Intl, and Chromium's browsers) lists under their older names: a browser may
 * report either spelling, and the planner must find users under both.
 */
const UNLISTED_ZONES = [
  'UTC',
  'Etc/UTC',
  'Etc/GMT',
  'GMT',
  ...Array.from({ length: 14 }, (_, index) => `Etc/GMT-${index + 1}`),
  ...Array.from({ length: 12 }, (_, index) => `Etc/GMT+${index + 1}`),
  'Africa/Asmara',
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Catamarca',
  'America/Argentina/Cordoba',
  'America/Argentina/Jujuy',
  'America/Argentina/Mendoza',
  'America/Atikokan',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Nuuk',
  'Asia/Ho_Chi_Minh',
  'Asia/Kathmandu',
  'Asia/Kolkata',
  'Asia/Yangon',
  'Atlantic/Faroe',
  'Europe/Kyiv',
  'Pacific/Chuuk',
  'Pacific/Kanton',
  'Pacific/Pohnpei',
];

function knownZones(): string[] {
  return [...new Set([...Intl.supportedValuesOf('timeZone'), ...UNLISTED_ZONES])];
}

export interface NightZone {
  timeZone: string;
  /** The local day starting in this zone: the day the analysis is for. */
  day: string;
}

/** Every zone (of `zones`, by default all) whose night is under way at `at`, with its day. */
export function zonesInNight(at: Date, zones: readonly string[] = knownZones()): NightZone[] {
  return zones.flatMap((timeZone) => {
    const { day, msOfDay } = wallTimeIn(at, timeZone);
    const hour = Math.floor(msOfDay / HOUR_MS);
    return hour >= NIGHT_HOUR && hour < NIGHT_END_HOUR ? [{ timeZone, day }] : [];
  });
}

/**
 * The nights among `candidates` that are not planned yet, given each zone's last planned day:
 * a zone's days are planned in order, each once, so a day at or before the last is done.
 */
export function unplannedNights(
  candidates: readonly NightZone[],
  lastPlanned: ReadonlyMap<string, string>,
): NightZone[] {
  return candidates.filter(({ timeZone, day }) => {
    const last = lastPlanned.get(timeZone);
    return last === undefined || compareDays(last, day) < 0;
  });
}
