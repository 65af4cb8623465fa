// The AI analysis endpoints a user calls; the analyses themselves are read from Firestore.
import { AiRefreshResponseSchema, type AiRefreshResponse } from '@pomoplan/domain';
import { apiRequest } from './client';

/** Asks for a fresh analysis of the user's todos (POST /api/ai-analysis/refresh). */
export function refreshAnalysis(): Promise<AiRefreshResponse> {
  return apiRequest('POST', '/api/ai-analysis/refresh', AiRefreshResponseSchema);
}
