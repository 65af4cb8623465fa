/** The IANA zone of this browser: the user's own, which the app reports at each sign-in. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
