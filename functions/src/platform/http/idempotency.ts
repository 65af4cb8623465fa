// The Idempotency-Key header of the creating POSTs: the same key with the same request gets the
// first answer again (status and body) for 24 hours; the same key with another request is a
// 422; a second request while the first still runs is a 409 with Retry-After.
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { claimIdempotencyKey, recordIdempotentAnswer, releaseIdempotencyKey } from '../idempotency';
import { HttpError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const BAD_IDEMPOTENCY_KEY = `${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters`;
export const KEY_REUSED = `${IDEMPOTENCY_HEADER} was already used for another request; send a new key for a new request`;
export const KEY_IN_PROGRESS = `A request with this ${IDEMPOTENCY_HEADER} is still being processed; retry shortly`;

const PRINTABLE_ASCII = /^[\x20-\x7e]{1,255}$/;

/** The request's Idempotency-Key, or null when it sent none; a 400 when it is malformed. */
export function idempotencyKeyOf(req: Request): string | null {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return null;
  if (!PRINTABLE_ASCII.test(key)) throw new HttpError(400, BAD_IDEMPOTENCY_KEY);
  return key;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** JSON with object keys sorted, so that the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestHash(req: Request): string {
  const body: unknown = req.body ?? null;
  return sha256(`${req.method} ${req.baseUrl}${req.path}\n${canonicalJson(body)}`);
}

interface Once {
  uid: string;
  key: string;
  req: Request;
  res: Response;
  status: number;
}

/** Runs `create` once per key and request, answering with its JSON result at `status`. */
export async function answerOnce(
  { uid, key, req, res, status }: Once,
  create: () => Promise<unknown>,
): Promise<void> {
  const keyHash = sha256(key);
  const claim = await claimIdempotencyKey(uid, keyHash, requestHash(req));
  if (claim.kind === 'otherRequest') throw new HttpError(422, KEY_REUSED);
  if (claim.kind === 'inProgress') {
    res.set('Retry-After', '1');
    throw new HttpError(409, KEY_IN_PROGRESS);
  }
  if (claim.kind === 'replay') {
    res.status(claim.answer.status).set(REPLAYED_HEADER, 'true').type('json');
    res.send(claim.answer.body);
    return;
  }
  let body: string;
  try {
    body = JSON.stringify(await create());
  } catch (error) {
    await releaseIdempotencyKey(uid, keyHash);
    throw error;
  }
  await recordIdempotentAnswer(uid, keyHash, { status, body });
  res.status(status).type('json').send(body);
}
