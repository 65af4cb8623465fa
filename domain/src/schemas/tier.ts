import { z } from 'zod/mini';
import { TIERS } from '../plans';
import { typeError } from './common';

export const SubscriptionTierSchema = z.enum(TIERS, {
  error: typeError('Subscription tier', `one of ${TIERS.join(', ')}`),
});
