import { describe, expect, it } from 'vitest';
import { unplannedNights, zonesInNight, type NightZone } from './night';

const HOUR_MS = 3_600_000;
const zonesAt = (at: string) => zonesInNight(new Date(at)).map((night) => night.timeZone);

/**
 * Runs the planning as the hourly job does, at every full UTC hour from `from` until `to`, and
 * answers each run that planned something: its time and the nights it planned.
 */
function hourlyRuns(from: string, to: string, zones?: readonly string[]) {
  const lastPlanned = new Map<string, string>();
  const runs: { at: string; nights: NightZone[] }[] = [];
  for (let at = Date.parse(from); at < Date.parse(to); at += HOUR_MS) {
    const nights = unplannedNights(zonesInNight(new Date(at), zones), lastPlanned);
    for (const { timeZone, day } of nights) lastPlanned.set(timeZone, day);
    if (nights.length > 0) runs.push({ at: new Date(at).toISOString(), nights });
  }
  return runs;
}

describe('zonesInNight', () => {
  it('finds the zones between 03:00 and 06:00 with the local day that starts there', () => {
    const berlinNight = zonesInNight(new Date('2026-11-23T02:00:00Z'));
    expect(berlinNight).toContainEqual({ timeZone: 'Europe/Berlin', day: '2026-11-23' });
    expect(berlinNight.map((zone) => zone.timeZone)).not.toContain('UTC');
    expect(zonesAt('2026-11-23T04:59:00Z')).toContain('Europe/Berlin');
    expect(zonesAt('2026-11-23T05:00:00Z')).not.toContain('Europe/Berlin');

    const tokyoNight = zonesInNight(new Date('2026-11-22T18:00:00Z'));
    expect(tokyoNight).toContainEqual({ timeZone: 'Asia/Tokyo', day: '2026-11-23' });
    const utcNight = zonesInNight(new Date('2026-11-23T03:30:00Z'));
    expect(utcNight).toContainEqual({ timeZone: 'UTC', day: '2026-11-23' });
    expect(utcNight).toContainEqual({ timeZone: 'Etc/GMT', day: '2026-11-23' });
  });

  it('knows both spellings of renamed zones and the fixed-offset zones', () => {
    expect(zonesAt('2026-11-22T21:30:00Z')).toEqual(
      expect.arrayContaining(['Asia/Calcutta', 'Asia/Kolkata']),
    );
    expect(zonesAt('2026-11-22T22:00:00Z')).toContain('Etc/GMT-5');
  });
});

describe('hourly planning across a change of the clocks', () => {
  it.each([
    // Helsinki springs 03:00 -> 04:00: no 03:00 that night; planned at 04:00 local.
    ['Europe/Helsinki', '2027-03-28', '2027-03-28T01:00:00.000Z'],
    // New York springs 02:00 -> 03:00: 03:00 is the first hour after the gap.
    ['America/New_York', '2027-03-14', '2027-03-14T07:00:00.000Z'],
    // Helsinki falls back 04:00 -> 03:00: 03:00 happens twice; planned at the first.
    ['Europe/Helsinki', '2026-10-25', '2026-10-25T00:00:00.000Z'],
    // New York falls back 02:00 -> 01:00: 03:00 comes once, an hour later in UTC.
    ['America/New_York', '2026-11-01', '2026-11-01T08:00:00.000Z'],
  ])('plans %s once on %s', (timeZone, day, expectedAt) => {
    const runs = hourlyRuns(`${day}T00:00:00Z`, `${day}T23:00:00Z`, [timeZone]);
    expect(runs).toEqual([{ at: expectedAt, nights: [{ timeZone, day }] }]);
  });

  it.each(['2027-03-28', '2027-03-14', '2026-10-25', '2026-11-01'])(
    'plans every zone exactly once for %s, every day around it too',
    (day) => {
      const from = new Date(Date.parse(`${day}T00:00:00Z`) - 2 * 24 * HOUR_MS).toISOString();
      const to = new Date(Date.parse(`${day}T00:00:00Z`) + 3 * 24 * HOUR_MS).toISOString();
      const plannedDays = new Map<string, string[]>();
      for (const { nights } of hourlyRuns(from, to)) {
        for (const night of nights) {
          plannedDays.set(night.timeZone, [...(plannedDays.get(night.timeZone) ?? []), night.day]);
        }
      }
      expect(plannedDays.size).toBeGreaterThan(400);
      for (const [timeZone, days] of plannedDays) {
        // Each zone's days in order, none twice, none skipped, the day itself among them.
        expect(new Set(days).size, timeZone).toBe(days.length);
        expect(days, timeZone).toContain(day);
        for (let index = 1; index < days.length; index += 1) {
          const gap = (Date.parse(days[index] ?? '') - Date.parse(days[index - 1] ?? '')) / HOUR_MS;
          expect(gap, `${timeZone} ${days[index]}`).toBe(24);
        }
      }
    },
  );
});
