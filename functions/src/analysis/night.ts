// Which time zones are at the night hour: the hourly planner analyses exactly the users whose
// local clock shows NIGHT_HOUR, so each user is planned once per local day, whatever the zone.
import { todayIn } from '@pomoplan/domain';

/** Local hour at which a user's nightly analysis is planned (03:00, before anyone's day). */
export const NIGHT_HOUR = 3;

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
