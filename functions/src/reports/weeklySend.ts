// One user's weekly report, as the queue's worker sends it: one mail/{id} document per user
// and week (the id makes a repeated or retried task a no-op), to a verified address only, and
// only while the user's tier has the reports.
import {
  addDays,
  instantAt,
  isValidDay,
  isValidTimeZone,
  weeklyReportContent,
  type WeeklyGoal,
} from '@pomoplan/domain';
import { z } from 'zod';
import { appMail, mailRef } from '../mail/appMail';
import { mailRecipient } from '../mail/recipient';
import { appUrl } from '../platform/config';
import { GRPC_ALREADY_EXISTS, hasGrpcCode, userDoc } from '../platform/firestore';
import { goalsCollection } from '../platform/refs';
import { findUser } from '../users/users';
import { hasReporting, readReport } from './reports';
import type { WeeklyReportTask } from './weeklyQueue';

/** What a mail says of a goal: its name and dates, read as stored. */
const GoalDatesSchema = z.object({
  name: z.string().min(1),
  startDate: z.string().refine(isValidDay).nullable().catch(null),
  endDate: z.string().refine(isValidDay).nullable().catch(null),
});

/** The goals a mail names at most. */
const MAX_GOALS = 20;

export type WeeklyReportOutcome =
  'sent' | 'repeated' | 'switched off' | 'not on the plan' | 'no verified address';

async function goalsOf(uid: string, ids: readonly string[]): Promise<WeeklyGoal[]> {
  if (ids.length === 0) return [];
  const snapshots = await goalsCollection(uid)
    .where(
      '__name__',
      'in',
      ids.slice(0, MAX_GOALS).map((id) => goalsCollection(uid).doc(id)),
    )
    .get();
  return snapshots.docs.flatMap((doc) => {
    const goal = z.safeParse(GoalDatesSchema, doc.data());
    return goal.success ? [{ id: doc.id, ...goal.data }] : [];
  });
}

export async function sendWeeklyReport({
  uid,
  week,
  timeZone,
}: WeeklyReportTask): Promise<WeeklyReportOutcome> {
  const user = await userDoc(uid).get();
  // Switched off (or the account deleted) since the task was queued.
  if (user.get('notifyWeeklyReport') !== true) return 'switched off';
  if (!(await hasReporting(await findUser(uid)))) return 'not on the plan';
  const recipient = mailRecipient(user);
  if (recipient === null) return 'no verified address';
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  // The report of the 7 days that end on the week's Sunday, read as on that Sunday.
  const sunday = instantAt({ day: addDays(week, 6), msOfDay: 12 * 3_600_000 }, zone);
  const report = await readReport(uid, { days: 7, tz: zone }, sunday);
  const goals = await goalsOf(uid, report.work?.goals.map((goal) => goal.goalId) ?? []);
  const content = weeklyReportContent(report, goals, appUrl.value());
  try {
    await mailRef(`weekly-${uid}-${week}`).create(appMail(recipient, 'weeklyReport', content));
    return 'sent';
  } catch (error) {
    if (!hasGrpcCode(error, GRPC_ALREADY_EXISTS)) throw error;
    return 'repeated';
  }
}
