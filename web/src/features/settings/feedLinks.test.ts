import { describe, expect, it } from 'vitest';
import { googleCalendarAddUrl, webcalUrl } from './feedLinks';

const feed = 'https://pomoplan.app/api/calendar/feed/abc_DEF-123.ics';

describe('feed links', () => {
  it('turns the feed address into a webcal subscription, http or https', () => {
    expect(webcalUrl(feed)).toBe('webcal://pomoplan.app/api/calendar/feed/abc_DEF-123.ics');
    expect(webcalUrl('http://localhost:5000/api/calendar/feed/x.ics')).toBe(
      'webcal://localhost:5000/api/calendar/feed/x.ics',
    );
  });

  it("points Google Calendar's add-by-URL page at the feed", () => {
    const url = new URL(googleCalendarAddUrl(feed));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/r');
    expect(url.searchParams.get('cid')).toBe(
      'webcal://pomoplan.app/api/calendar/feed/abc_DEF-123.ics',
    );
  });
});
