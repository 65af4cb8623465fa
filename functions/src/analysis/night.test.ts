import { describe, expect, it } from 'vitest';
import { zonesAtLocalHour } from './night';

describe('zonesAtLocalHour', () => {
  it('finds the zones at 03:00 with the local day that starts there', () => {
    const berlinNight = zonesAtLocalHour(3, new Date('2026-11-23T02:00:00Z'));
    expect(berlinNight).toContainEqual({ timeZone: 'Europe/Berlin', day: '2026-11-23' });
    expect(berlinNight.map((zone) => zone.timeZone)).not.toContain('UTC');

    const tokyoNight = zonesAtLocalHour(3, new Date('2026-11-22T18:00:00Z'));
    expect(tokyoNight).toContainEqual({ timeZone: 'Asia/Tokyo', day: '2026-11-23' });
    const utcNight = zonesAtLocalHour(3, new Date('2026-11-23T03:30:00Z'));
    expect(utcNight).toContainEqual({ timeZone: 'UTC', day: '2026-11-23' });
    expect(utcNight).toContainEqual({ timeZone: 'Etc/GMT', day: '2026-11-23' });
  });

  it('knows both spellings of renamed zones and the fixed-offset zones', () => {
    const indiaNight = zonesAtLocalHour(3, new Date('2026-11-22T21:30:00Z')).map(
      (zone) => zone.timeZone,
    );
    expect(indiaNight).toEqual(expect.arrayContaining(['Asia/Calcutta', 'Asia/Kolkata']));
    const plusFive = zonesAtLocalHour(3, new Date('2026-11-22T22:00:00Z')).map(
      (zone) => zone.timeZone,
    );
    expect(plusFive).toContain('Etc/GMT-5');
  });
});
