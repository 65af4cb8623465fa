import type { ErrorRequestHandler, RequestHandler } from 'express';

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

/** Every failure leaves as JSON `{message}` so the client can show '{status}: {body}'. */
export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  if (isBodyParserError(error)) {
    res.status(error.status).json({ message: 'The request body is not valid JSON.' });
    return;
  }
  console.error(error);
  res.status(500).json({ message: 'An unexpected error occurred' });
};

function isBodyParserError(error: unknown): error is { status: number; type: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    'type' in error &&
    'status' in error &&
    typeof error.status === 'number' &&
    error.type === 'entity.parse.failed'
  );
}
