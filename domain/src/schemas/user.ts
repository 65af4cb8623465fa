import { z } from 'zod';
import {
  documentId,
  flag,
  hasSomeField,
  httpUrl,
  instant,
  NOTHING_TO_UPDATE,
  requiredText,
  typeError,
} from './common';
import { BillingSchema, TierSourceSchema } from './billing';
import { SubscriptionTierSchema } from './tier';

export const USER_NAME_MAX = 100;

// Firebase Auth has already validated the address; a strict pattern here could only lock a
// real user out of their own profile, so the check is a plausibility check.
const email = z
  .string({ error: typeError('Email', 'an e-mail address') })
  .trim()
  .max(320, { error: 'Email must be at most 320 characters' })
  .regex(/^[^\s@]+@[^\s@]+$/, { error: 'Email must be an e-mail address' });

const firstName = requiredText('First name', USER_NAME_MAX);
const optionalName = (label: string) =>
  z
    .string({ error: typeError(label, 'text or null') })
    .trim()
    .max(USER_NAME_MAX, { error: `${label} must be at most ${USER_NAME_MAX} characters` })
    .nullable();
const profileImageUrl = httpUrl('Profile image URL').nullable();
const stripeId = (label: string) =>
  z
    .string({ error: typeError(label, 'text or null') })
    .min(1, { error: `${label} must not be empty` })
    .nullable();

const notifyInApp = flag('In-app notifications');
const notifyEmail = flag('E-mail notifications');
const notifyPush = flag('Push notifications');

export const UserSchema = z.object({
  id: documentId('User id'),
  email,
  // Accounts from an external identity provider may come without a name.
  firstName: optionalName('First name').default(null),
  lastName: optionalName('Last name').default(null),
  profileImageUrl: profileImageUrl.default(null),
  subscriptionTier: SubscriptionTierSchema.default('free'),
  stripeCustomerId: stripeId('Stripe customer id').default(null),
  stripeSubscriptionId: stripeId('Stripe subscription id').default(null),
  tierSource: TierSourceSchema.default('default'),
  billing: BillingSchema.nullable().default(null),
  googleCalendarConnected: flag('Google Calendar connected').default(false),
  createdAt: instant('Created at'),
  updatedAt: instant('Updated at'),
  notifyInApp: notifyInApp.default(true),
  notifyEmail: notifyEmail.default(true),
  notifyPush: notifyPush.default(false),
});
export type User = z.infer<typeof UserSchema>;

/**
 * POST /api/auth/firebase. Users are never created by a client directly: the server creates
 * the User document from this payload after verifying the ID token.
 */
export const SignInPayloadSchema = z.object({
  idToken: requiredText('ID token', 10_000),
  email: email.nullable().default(null),
  displayName: optionalName('Display name').default(null),
  photoURL: profileImageUrl.default(null),
});
export type SignInPayload = z.infer<typeof SignInPayloadSchema>;

/** The profile fields a user may change on their own document. */
export const UserProfileUpdateSchema = z
  .object({ firstName, lastName: optionalName('Last name'), profileImageUrl })
  .partial()
  .refine(hasSomeField, { error: NOTHING_TO_UPDATE });
export type UserProfileUpdate = z.infer<typeof UserProfileUpdateSchema>;

/** PATCH /api/users/settings. */
export const UserSettingsUpdateSchema = z
  .object({ notifyInApp, notifyEmail, notifyPush })
  .partial()
  .refine(hasSomeField, { error: NOTHING_TO_UPDATE });
export type UserSettingsUpdate = z.infer<typeof UserSettingsUpdateSchema>;
