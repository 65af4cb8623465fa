import { z } from 'zod/mini';
import {
  documentId,
  flag,
  wholeNumber,
  hasSomeField,
  httpUrl,
  instant,
  instantInput,
  NOTHING_TO_UPDATE,
  nullableLine,
  nullableText,
  requiredLine,
  requiredText,
  text,
} from './common';
import { BillingJsonSchema, BillingSchema, TierSourceSchema } from './billing';
import { SubscriptionTierSchema } from './tier';
import { DEFAULT_TIME_ZONE, TimeZoneSchema } from './timeZone';

export const USER_NAME_MAX = 100;

export const GOOGLE_CALENDAR_STATUSES = ['disconnected', 'connected', 'reconnect'] as const;
export const GoogleCalendarStatusSchema = z.enum(GOOGLE_CALENDAR_STATUSES);
export type GoogleCalendarStatus = z.infer<typeof GoogleCalendarStatusSchema>;

// Firebase Auth has already validated the address; a strict pattern here could only lock a
// real user out of their own profile, so the check is a plausibility check.
const email = text('Email', 'an e-mail address').check(
  z.trim(),
  z.maxLength(320, { error: 'Email must be at most 320 characters' }),
  z.regex(/^[^\s@]+@[^\s@]+$/, { error: 'Email must be an e-mail address' }),
);

const firstName = requiredLine('First name', USER_NAME_MAX);
const optionalName = (label: string) => nullableText(label, USER_NAME_MAX);
/** A name as the sign-up and profile forms send it. */
export const optionalNameInput = (label: string) => nullableLine(label, USER_NAME_MAX);
const profileImageUrl = z.nullable(httpUrl('Profile image URL'));
const stripeId = (label: string) =>
  z.nullable(
    text(label, 'text or null').check(z.minLength(1, { error: `${label} must not be empty` })),
  );

const notifyInApp = flag('In-app notifications');
const notifyEmail = flag('E-mail notifications');
const notifyPush = flag('Push notifications');
const notifyDigest = flag('Daily digest e-mail');
const notifyWeeklyReport = flag('Weekly report e-mail');

/** Pomodoros a user means to work in a day; the AI analysis weighs today's plan against it. */
export const DEFAULT_DAILY_CAPACITY = 8;
export const MAX_DAILY_CAPACITY = 32;
const dailyCapacity = wholeNumber('Daily capacity', 1, MAX_DAILY_CAPACITY);
const nightlyAnalysis = flag('Nightly analysis');
const emailVerified = flag('E-mail verified');

export const UserSchema = z.object({
  id: documentId('User id'),
  email,
  // Accounts from an external identity provider may come without a name.
  firstName: z._default(optionalName('First name'), null),
  lastName: z._default(optionalName('Last name'), null),
  profileImageUrl: z._default(profileImageUrl, null),
  subscriptionTier: z._default(SubscriptionTierSchema, 'free'),
  stripeCustomerId: z._default(stripeId('Stripe customer id'), null),
  stripeSubscriptionId: z._default(stripeId('Stripe subscription id'), null),
  tierSource: z._default(TierSourceSchema, 'default'),
  billing: z._default(z.nullable(BillingSchema), null),
  googleCalendarConnected: z._default(flag('Google Calendar connected'), false),
  // 'reconnect' when Google refused the stored grant (revoked or expired): the user must
  // connect again before its events show.
  googleCalendarStatus: z._default(GoogleCalendarStatusSchema, 'disconnected'),
  googleCalendarEmail: z._default(z.nullable(email), null),
  createdAt: instant('Created at'),
  updatedAt: instant('Updated at'),
  notifyInApp: z._default(notifyInApp, true),
  notifyEmail: z._default(notifyEmail, true),
  notifyPush: z._default(notifyPush, false),
  /** A morning e-mail with the day's tasks and todos. */
  notifyDigest: z._default(notifyDigest, false),
  /** A Monday e-mail with last week's focus, estimates and goals (a Master feature). */
  notifyWeeklyReport: z._default(notifyWeeklyReport, false),
  // The browser's zone at the last sign-in: the user's day, night and morning for the
  // server's scheduled work.
  timeZone: z._default(TimeZoneSchema, DEFAULT_TIME_ZONE),
  dailyCapacity: z._default(dailyCapacity, DEFAULT_DAILY_CAPACITY),
  // Off: the nightly job skips this user (a refresh from the card still works).
  nightlyAnalysis: z._default(nightlyAnalysis, true),
  // When the session last signed in began (the ID token's auth_time): a page load that posts
  // a token of the same session is not a new sign-in. Null until the first recorded one.
  lastSignInAt: z._default(z.nullable(instant('Last sign-in at')), null),
  // Whether Firebase Auth has verified `email` (a Google account's address counts as verified).
  // Only the server writes it, from Auth; until it is true no mail of any kind goes out.
  emailVerified: z._default(emailVerified, false),
});
export type User = z.infer<typeof UserSchema>;

/**
 * The User as the JSON API sends it: every instant an ISO string, the billing period end and
 * the last sign-in included (a reader that missed one signed a paying user out).
 */
export const UserJsonSchema = z.extend(UserSchema, {
  createdAt: instantInput('Created at'),
  updatedAt: instantInput('Updated at'),
  lastSignInAt: z._default(z.nullable(instantInput('Last sign-in at')), null),
  billing: z._default(z.nullable(BillingJsonSchema), null),
});

/** The most a provider's display name or photo URL may hold before the sign-in is refused. */
export const PROVIDER_TEXT_MAX = 4096;

/**
 * What the identity provider hands over is not refused for its content, or an account could
 * never sign in: the server shortens the names and drops a photo that is not a plain URL.
 */
const providerText = (label: string) =>
  z.nullable(
    text(label, 'text or null').check(
      z.maxLength(PROVIDER_TEXT_MAX, {
        error: `${label} must be at most ${PROVIDER_TEXT_MAX} characters`,
      }),
    ),
  );

/**
 * POST /api/auth/firebase. Users are never created by a client directly: the server creates
 * the User document from this payload after verifying the ID token.
 */
export const SignInPayloadSchema = z.object({
  idToken: requiredText('ID token', 10_000),
  email: z._default(z.nullable(email), null),
  displayName: z._default(providerText('Display name'), null),
  photoURL: z._default(providerText('Photo URL'), null),
  // Not refused when unknown (an old browser must still sign in): the server keeps only a
  // zone it knows.
  timeZone: z._default(providerText('Time zone'), null),
});
export type SignInPayload = z.infer<typeof SignInPayloadSchema>;

/** The profile fields a user may change on their own document. */
export const UserProfileUpdateSchema = z
  .partial(z.object({ firstName, lastName: optionalNameInput('Last name'), profileImageUrl }))
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type UserProfileUpdate = z.infer<typeof UserProfileUpdateSchema>;

/** PATCH /api/users/settings. */
export const UserSettingsUpdateSchema = z
  .partial(
    z.object({
      notifyInApp,
      notifyEmail,
      notifyPush,
      notifyDigest,
      notifyWeeklyReport,
      dailyCapacity,
      nightlyAnalysis,
    }),
  )
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type UserSettingsUpdate = z.infer<typeof UserSettingsUpdateSchema>;
