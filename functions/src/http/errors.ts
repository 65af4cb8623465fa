import type { ErrorRequestHandler, RequestHandler } from 'express';
import * as logs from '../logs';
import { InvalidInputError, LimitReachedError, RefusedError } from '../services/errors';

/** An error whose status and message are safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
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
  return null;
}

/** Every failure leaves as JSON `{message}` so the client can show '{status}: {body}'. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const status = statusOf(error);
  if (status !== null && error instanceof Error) {
    res.status(status).json({ message: error.message });
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

const BODY_MESSAGES: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON.',
  'entity.too.large': 'The request body is too large.',
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
