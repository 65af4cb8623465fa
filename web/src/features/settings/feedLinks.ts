// The links that subscribe a calendar app to the task feed, so nobody has to paste an address.

/** The feed's address with the webcal scheme, which calendar apps open as a subscription. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's own add-by-URL page, which asks to add the feed to the signed-in calendar. */
export function googleCalendarAddUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}
