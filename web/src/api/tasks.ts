// The task endpoints the web app calls; tasks themselves are read and written in Firestore.
import { TimelineCountsResponseSchema, type TimelineCounts } from '@pomoplan/domain';
import { apiRequest } from './client';

/** Each timeline group's size over every task (GET /api/tasks/timeline-counts). */
export function timelineCounts(today: string): Promise<TimelineCounts> {
  const query = new URLSearchParams({ today });
  return apiRequest('GET', `/api/tasks/timeline-counts?${query}`, TimelineCountsResponseSchema);
}
