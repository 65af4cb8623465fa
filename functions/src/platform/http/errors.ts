import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logs from '../logs';
import {
  ConflictError,
  InvalidInputError,
  LimitReachedError,
  PaymentDeclinedError,
  RefusedError,
} from '../errors';
import { isLostTransaction, StoredDataError } from '../firestore';

/** An error whose status and message are safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Sent as Retry-After (a 429 or 503 that names when to come back). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
};

function statusOf(error: unknown): number | null {
  if (error instanceof HttpError) return error.status;
  if (error instanceof InvalidInputError) return 400;
  if (error instanceof LimitReachedError || error instanceof RefusedError) return 403;
  if (error instanceof ConflictError) return 409;
  if (error instanceof PaymentDeclinedError) return 402;
  return null;
}

/** Every failure leaves as JSON `{message}` so the client can show '{status}: {body}'. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = statusOf(error);
  if (status !== null && error instanceof Error) {
    if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
      res.set('Retry-After', String(error.retryAfterSeconds));
    }
    res.status(status).json({ message: error.message });
    return;
  }
  if (isLostTransaction(error)) {
    // A transaction that kept losing to concurrent writes of the same documents: the request
    // is fine, only its timing was not, so the caller is asked to retry.
    logs.writeContention(req.method, req.path, error);
    res
      .set('Retry-After', String(CONTENTION_RETRY_SECONDS))
      .status(503)
      .json({ message: CONTENTION });
    return;
  }
  if (error instanceof StoredDataError) {
    // Nothing the caller sent is wrong, but the document cannot be shown: a 409 tells them
    // that this one item needs new values, where a 500 would read as an outage.
    logs.storedDocumentUnreadable(req.method, req.path, error.message);
    res.status(409).json({ message: STORED_DATA_DAMAGED });
    return;
  }
  if (isBodyParserError(error)) {
    res
      .status(error.status)
      .json({ message: BODY_MESSAGES[error.type] ?? 'The request body was refused.' });
    return;
  }
  logs.unexpectedError(req.method, req.path, error);
  res.status(500).json({ message: 'An unexpected error occurred' });
};

export const STORED_DATA_DAMAGED =
  'The stored data of this item is damaged and cannot be read. Save it with valid values or delete it.';

export const CONTENTION = 'Too many changes to the same data at once. Please retry.';
const CONTENTION_RETRY_SECONDS = 1;

export const BODY_TOO_LARGE = 'The request body is too large.';

const BODY_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': BODY_TOO_LARGE,
};

/** express.json() failures: a 4xx status and a `type` such as 'entity.parse.failed'. */
function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.status >= 400 &&
    error.status < 500 &&
    typeof error.type === 'string'
  );
}
