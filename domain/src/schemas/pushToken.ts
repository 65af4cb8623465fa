import { z } from 'zod/mini';
import { text } from './common';

/** FCM registration tokens are URL-safe text of about 160 characters; this leaves room. */
export const PUSH_TOKEN_MAX = 4096;
/** Browsers (tokens) one user keeps; registering another drops the least recently seen. */
export const MAX_PUSH_TOKENS = 10;

/** POST and DELETE /api/push/tokens: this browser's FCM registration token. */
export const PushTokenInputSchema = z.object({
  token: text('Push token').check(
    z.minLength(1, { error: 'Push token is required' }),
    z.maxLength(PUSH_TOKEN_MAX, {
      error: `Push token must be at most ${PUSH_TOKEN_MAX} characters`,
    }),
    z.regex(/^[\w:.~-]+$/, { error: 'Push token must be an FCM registration token' }),
  ),
});
export type PushTokenInput = z.infer<typeof PushTokenInputSchema>;
