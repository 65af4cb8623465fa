// Request bodies above 100 KB are refused with a 413, except an import's file (up to 5 MB of
// text, as a JSON string that may escape each character in up to 6). Behind Cloud Functions the body is parsed
// before express sees it (the bytes wait in req.rawBody), so express.json's own limit never
// runs there: the declared length and the received bytes are checked first.
import type { Request, RequestHandler } from 'express';
import { BODY_TOO_LARGE, HttpError } from './errors';

export const BODY_LIMIT_BYTES = 100 * 1024;
export const IMPORT_BODY_LIMIT_BYTES = 12 * 1024 * 1024;
const IMPORT_PATHS = /^\/api\/imports(\/preview)?$/;

/** What express.json may read at most: the largest limit of any route. */
export const LARGEST_BODY_BYTES = IMPORT_BODY_LIMIT_BYTES;

const limitOf = (req: Request) =>
  IMPORT_PATHS.test(req.path) ? IMPORT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;

function receivedBytes(req: Request): number {
  const raw: unknown = (req as Request & { rawBody?: unknown }).rawBody;
  return Buffer.isBuffer(raw) ? raw.length : 0;
}

export const bodyLimit: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  const limit = limitOf(req);
  if (declared > limit || receivedBytes(req) > limit) {
    throw new HttpError(413, BODY_TOO_LARGE);
  }
  next();
};
