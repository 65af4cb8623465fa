// What the browser's locale says about weeks and clocks, for reading and showing quick add.

interface WeekInfo {
  /** 1 Monday to 7 Sunday. */
  firstDay: number;
}

type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** First day of the week in the browser's locale: 0 Sunday to 6 Saturday (Monday if unknown). */
export function localeWeekStart(language: string = navigator.language): number {
  try {
    const locale = new Intl.Locale(language) as LocaleWithWeek;
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    return info ? info.firstDay % 7 : 1;
  } catch {
    return 1;
  }
}

/** Whether the browser's locale shows times on a 12-hour clock (9:00 AM) rather than 09:00. */
export function localeUsesTwelveHours(): boolean {
  return new Intl.DateTimeFormat(undefined, { hour: 'numeric' }).resolvedOptions().hour12 === true;
}
