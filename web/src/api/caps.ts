// /api/caps: a recount of what the account or a task holds, when a create meets its cap.
import {
  CapsRecountResponseSchema,
  type CapsRecountInput,
  type CapsRecountResponse,
} from '@pomoplan/domain';
import { apiRequest } from './client';

export function recountCaps(input: CapsRecountInput): Promise<CapsRecountResponse> {
  return apiRequest('POST', '/api/caps/recount', CapsRecountResponseSchema, { body: input });
}
