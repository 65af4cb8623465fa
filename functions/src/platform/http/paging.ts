// `?limit=&cursor=` on every list. The body stays a plain JSON array (what the web client
// reads); the next page's cursor travels in the X-Next-Cursor header.
import { isDocumentId, LIST_LIMIT_MAX, ListQuerySchema } from '@pomoplan/domain';
import type { Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page, PageCursor, PageRequest } from '../paging';
import { HttpError } from './errors';
import { parseQuery } from './validation';

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
const BAD_CURSOR = 'cursor: Cursor must be the X-Next-Cursor value of the previous page';

/** Opaque to clients: base64url of 'seconds.nanoseconds.id' of the page's last document. */
export function encodeCursor(cursor: PageCursor): string {
  const { seconds, nanoseconds } = cursor.createdAt;
  return Buffer.from(`${seconds}.${nanoseconds}.${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(text: string): PageCursor {
  const match = /^(-?\d{1,12})\.(\d{1,9})\.(.+)$/s.exec(
    Buffer.from(text, 'base64url').toString('utf8'),
  );
  if (!match?.[1] || !match[2] || !match[3] || !isDocumentId(match[3])) {
    throw new HttpError(400, BAD_CURSOR);
  }
  try {
    return { createdAt: new Timestamp(Number(match[1]), Number(match[2])), id: match[3] };
  } catch {
    throw new HttpError(400, BAD_CURSOR);
  }
}

export function pageRequest(req: Request): PageRequest {
  const { limit, cursor } = parseQuery(ListQuerySchema, req);
  return {
    limit: limit ?? LIST_LIMIT_MAX,
    cursor: cursor === undefined ? null : decodeCursor(cursor),
  };
}

export function sendPage<T>(res: Response, page: Page<T>): void {
  if (page.next) res.set(NEXT_CURSOR_HEADER, encodeCursor(page.next));
  res.json(page.items);
}
