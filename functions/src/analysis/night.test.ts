import { describe, expect, it } from 'vitest';
import { zonesAtLocalHour } from './night';

describe('zonesAtLocalHour', () => {
  it('finds the zones at 03:00 with the local day that starts there', () => {
    const berlinNight = zonesAtLocalHour(3, new Date('2026-11-23T02:00:00Z'));
    expect(berlinNight).toContainEqual({ timeZone: 'Europe/Berlin', day: '2026-11-23' });
    expect(berlinNight.map((zone) => zone.timeZone)).not.toContain('UTC');

    const tokyoNight = zonesAtLocalHour(3, new Date('2026-11-22T18:00:00Z'));
    expect(tokyoNight).toContainEqual({ timeZone: 'Asia/Tokyo', day: '2026-11-23' });
    expect(zonesAtLocalHour(3, new Date('2026-11-23T03:30:00Z'))).toContainEqual({
      timeZone: 'UTC',
      day: '2026-11-23',
    });
  });
});
