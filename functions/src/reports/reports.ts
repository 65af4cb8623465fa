// GET /api/reports: the report of the caller's last days, from the month documents of the
// range (at most 14, and a year's for the streak) rather than from every session and task.
import {
  buildReport,
  mayReadReport,
  monthsToRead,
  ReportMonthSchema,
  reportWindow,
  REPORTS_REQUIRE_MASTER,
  type Report,
  type ReportMonth,
  type ReportQuery,
  type User,
  DEFAULT_DAILY_CAPACITY,
} from '@pomoplan/domain';
import { z } from 'zod';
import { RefusedError } from '../platform/errors';
import { db } from '../platform/firestore';
import { readPlansConfig } from '../plans/plans';
import { findUser } from '../users/users';
import { reportMonthRef } from './reportStore';

/** Whether `user`'s tier has the full reports (limits.<tier>.reporting). */
export async function hasReporting(user: Pick<User, 'subscriptionTier'> | null): Promise<boolean> {
  const config = await readPlansConfig();
  return config.limits[user?.subscriptionTier ?? 'free'].reporting;
}

/** The month documents named, each empty where there is none or it cannot be read. */
export async function readReportMonths(
  uid: string,
  months: readonly string[],
): Promise<Record<string, ReportMonth>> {
  const snapshots = await db().getAll(...months.map((month) => reportMonthRef(uid, month)));
  const read: Record<string, ReportMonth> = {};
  for (const snapshot of snapshots) {
    const parsed = z.safeParse(ReportMonthSchema, snapshot.data() ?? {});
    read[snapshot.id] = parsed.success ? parsed.data : { focus: {}, done: {} };
  }
  return read;
}

/** The report `query` asks for; a 403 with the upgrade message beyond what the tier has. */
export async function readReport(
  uid: string,
  query: ReportQuery,
  now: Date = new Date(),
): Promise<Report> {
  const user = await findUser(uid);
  const reporting = await hasReporting(user);
  const filtered = query.projectId !== undefined || query.goalId !== undefined;
  if (!mayReadReport(reporting, query.days) || (!reporting && filtered)) {
    throw new RefusedError(REPORTS_REQUIRE_MASTER);
  }
  const request = {
    days: query.days,
    timeZone: query.tz,
    reporting,
    // The pomodoros a day the user means to work, as the AI analysis weighs the day by.
    dailyGoal: user?.dailyCapacity ?? DEFAULT_DAILY_CAPACITY,
    now,
    ...(query.projectId !== undefined ? { projectId: query.projectId } : {}),
    ...(query.goalId !== undefined ? { goalId: query.goalId } : {}),
  };
  const window = reportWindow(request);
  const months = await readReportMonths(uid, monthsToRead(window.readFrom, window.to));
  return buildReport(months, request);
}
