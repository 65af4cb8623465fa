// What of the reports a tier without the `reporting` limit may read: the last week of focus.
// The server enforces it; the page shows the rest behind the upgrade notice.

/** The only range a tier without reporting may ask for. */
export const FREE_REPORT_DAYS = 7;

/** The ranges the page offers; a year is read per week. */
export const REPORT_RANGES = [7, 30, 90, 365] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const REPORTS_REQUIRE_MASTER =
  'This feature requires a Master subscription. Upgrade now to access every report: focus over 30, 90 and 365 days, estimates and work done.';

/** Whether a tier with `reporting` as its limit may read a report over `days` days. */
export function mayReadReport(reporting: boolean, days: number): boolean {
  return reporting || days === FREE_REPORT_DAYS;
}

/**
 * The version of the rollups' logic. Raised with a change to how a bucket is counted: the
 * recomputeReports job then counts every account's months again from its sessions and
 * completions.
 */
export const REPORT_ROLLUP_VERSION = 1;
