// The users/{uid} document an account starts with. Only the server creates it (first sign-in,
// demo accounts); the seed and the rules tests start their users from the same fields.
import { z } from 'zod/mini';
import type { Tier } from './plans';
import { UserSchema } from './schemas/user';

const NewUserSchema = z.omit(UserSchema, { id: true, createdAt: true, updatedAt: true });

/** What the identity provider tells about a new account. */
export interface NewUserProfile {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** The browser's IANA zone; the default zone when absent. */
  timeZone?: string | null | undefined;
  /** Whether Firebase Auth vouches for the address; not verified when absent. */
  emailVerified?: boolean | undefined;
}

export type NewUserFields = z.output<typeof NewUserSchema>;

/**
 * Every field of a new user but the timestamps, with the defaults filled in (notification
 * switches, no Stripe ids or billing, no calendar). Throws a ZodError when the profile is not valid.
 */
export function newUserFields(profile: NewUserProfile, tier: Tier): NewUserFields {
  // A paid tier at creation (demo and test accounts) is a grant, not a subscription.
  const tierSource = tier === 'free' ? 'default' : 'admin';
  const timeZone = profile.timeZone ?? undefined;
  return NewUserSchema.parse({ ...profile, timeZone, subscriptionTier: tier, tierSource });
}
