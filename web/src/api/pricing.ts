// GET /api/pricing: the admin-editable plans.
import { PlanSchema } from '@pomoplan/domain';
import { z } from 'zod';
import { apiRequest } from './client';

const PricingResponseSchema = z.object({
  subscription_plans: z.array(PlanSchema.extend({ id: z.string().optional() })),
});
export type PricingResponse = z.infer<typeof PricingResponseSchema>;

export function fetchPricing(): Promise<PricingResponse> {
  return apiRequest('GET', '/api/pricing', PricingResponseSchema);
}
