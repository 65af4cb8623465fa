// Request bodies above 100 KB are refused with a 413. Behind Cloud Functions the body is parsed
// before express sees it (the bytes wait in req.rawBody), so express.json's own limit never
// runs there: the declared length and the received bytes are checked first.
import type { Request, RequestHandler } from 'express';
import { BODY_TOO_LARGE, HttpError } from './errors';

export const BODY_LIMIT_BYTES = 100 * 1024;

function receivedBytes(req: Request): number {
  const raw: unknown = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw.length : 0;
}

export const bodyLimit: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > BODY_LIMIT_BYTES || receivedBytes(req) > BODY_LIMIT_BYTES) {
    throw new HttpError(413, BODY_TOO_LARGE);
  }
  next();
};
