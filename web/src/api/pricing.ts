// GET /api/pricing: the admin-editable plans.
import { PlanSchema } from '@pomoplan/domain';
import { z } from 'zod/mini';
import { apiRequest } from './client';

const PricingResponseSchema = z.object({
  subscription_plans: z.array(z.extend(PlanSchema, { id: z.optional(z.string()) })),
});
export type PricingResponse = z.infer<typeof PricingResponseSchema>;

export function fetchPricing(): Promise<PricingResponse> {
  return apiRequest('GET', '/api/pricing', PricingResponseSchema);
}
