// /api/reports: focus, estimates and work done over the last days, in this browser's zone. A
// tier without reporting may ask the last week only, unfiltered; the server refuses the rest.
import {
  GoalProgressSchema,
  ReportSchema,
  type GoalProgress,
  type Report,
  type ReportRange,
} from '@pomoplan/domain';
import { z } from 'zod/mini';
import { browserTimeZone } from '../ui/timeZone';
import { apiRequest } from './client';

export interface ReportRequest {
  days: ReportRange;
  projectId?: string;
  goalId?: string;
}

/** The report over `days` days ending today here, of one project or goal when named. */
export function fetchReport(request: ReportRequest): Promise<Report> {
  const query = new URLSearchParams({ days: String(request.days), tz: browserTimeZone() });
  if (request.projectId !== undefined) query.set('projectId', request.projectId);
  if (request.goalId !== undefined) query.set('goalId', request.goalId);
  return apiRequest('GET', `/api/reports?${query.toString()}`, ReportSchema);
}

const GoalsProgressSchema = z.array(GoalProgressSchema);

/** The dated goals' linked todos done against their time passed (a tier with reporting). */
export function fetchGoalsProgress(): Promise<GoalProgress[]> {
  const query = new URLSearchParams({ tz: browserTimeZone() });
  return apiRequest('GET', `/api/reports/goals?${query.toString()}`, GoalsProgressSchema);
}
