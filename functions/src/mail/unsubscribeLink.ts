// The unsubscribe link of a mail a user can turn off: it names the user and the kind of mail
// and carries an HMAC of both under MAIL_UNSUBSCRIBE_KEY, so that it works without signing in
// (from a mail client, or opened in any browser) and nobody can make one for another user or
// another kind of mail.
import { createHmac } from 'node:crypto';
import { isDocumentId, isOptionalMailKind, type OptionalMailKind } from '@pomoplan/domain';
import { sameSecret } from '../platform/sameSecret';

/** Served by the api function; Hosting rewrites /api/** to it, so the link is on the app's origin. */
export const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';
/** Where the page a link opens sends its Unsubscribe button (the link's own query). */
export const CONFIRM_UNSUBSCRIBE_PATH = '/api/mail/unsubscribe/confirm';

export interface UnsubscribeRequest {
  uid: string;
  kind: OptionalMailKind;
}

function signature({ uid, kind }: UnsubscribeRequest, key: string): string {
  // An empty key would sign every link with a value anyone can compute.
  if (key === '')
    throw new Error('MAIL_UNSUBSCRIBE_KEY is empty: list it in the secrets of the function');
  return createHmac('sha256', key).update(`unsubscribe\n${uid}\n${kind}`).digest('base64url');
}

export function unsubscribeUrl(
  request: UnsubscribeRequest,
  appUrl: string,
  key: string,
  path = UNSUBSCRIBE_PATH,
): string {
  const url = new URL(path, appUrl);
  url.searchParams.set('uid', request.uid);
  url.searchParams.set('kind', request.kind);
  url.searchParams.set('sig', signature(request, key));
  return url.href;
}

/** What a link's query asks for, or null when it is incomplete or its signature does not match. */
export function verifiedUnsubscribe(
  query: Record<string, unknown>,
  key: string,
): UnsubscribeRequest | null {
  const { uid, kind, sig } = query;
  if (typeof uid !== 'string' || !isDocumentId(uid)) return null;
  if (!isOptionalMailKind(kind) || typeof sig !== 'string') return null;
  return sameSecret(sig, signature({ uid, kind }, key)) ? { uid, kind } : null;
}
