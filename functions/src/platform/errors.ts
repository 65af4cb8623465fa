// Failures the services report in the caller's terms; platform/http/errors.ts maps them to statuses.
import type { z } from 'zod';

/** The request names something the caller does not have, e.g. a projectId of no own project. */
export class InvalidInputError extends Error {}

/** A counted create beyond the tier's limit. */
export class LimitReachedError extends Error {}

/** Zod issues as 'path: message', joined with '; ' (a root issue is just its message). */
export function issuesMessage(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** The caller's plan does not include the feature. */
export class RefusedError extends Error {}

/** The request clashes with the current state, e.g. a second subscription while one is active. */
export class ConflictError extends Error {}

/** The bank declined a charge; nothing changed. The message says why and what stays. */
export class PaymentDeclinedError extends Error {}
