// The todo endpoints the web app calls; todos themselves are read and written in Firestore.
import {
  TodoCountsResponseSchema,
  type TodoCountsQuery,
  type TodoCountsResponse,
} from '@pomoplan/domain';
import { apiRequest } from './client';

/** Exact counts over the whole history for the filters (GET /api/todos/counts). */
export function todoCounts(filters: TodoCountsQuery): Promise<TodoCountsResponse> {
  const query = new URLSearchParams(filters);
  return apiRequest('GET', `/api/todos/counts?${query}`, TodoCountsResponseSchema);
}
