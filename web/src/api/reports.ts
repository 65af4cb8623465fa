// /api/reports: focus, estimates and work done over the last days, in this browser's zone. A
// tier without reporting may ask the last week only, unfiltered; the server refuses the rest.
import { ReportSchema, type Report, type ReportRange } from '@pomoplan/domain';
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
