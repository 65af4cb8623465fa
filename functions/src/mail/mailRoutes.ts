// GET and POST /api/mail/unsubscribe: the link every mail a user can turn off carries, in its
// footer (opened in a browser) and in its List-Unsubscribe header (POSTed by the mail client,
// RFC 8058). Opening the link only asks: mail scanners open every link they find, so only a
// POST (the mail client's one-click, or the page's button) changes anything. Public: the
// link's signature is the only key.
import { OPTIONAL_MAIL } from '@pomoplan/domain';
import { z } from 'zod';
import { appUrl, mailUnsubscribeKey } from '../platform/config';
import { CONFIRM_UNSUBSCRIBE_PATH, unsubscribeUrl } from './unsubscribeLink';
import { confirmUnsubscribePage, invalidLinkPage, unsubscribedPage } from './unsubscribePage';
import { checkedUnsubscribe, unsubscribe } from './unsubscribe';
import type { Request } from 'express';
import { HttpError } from '../platform/http/errors';
import { linkKey } from '../platform/http/middleware/rateLimit';
import { ContentAnswer, route, type ParameterDoc } from '../platform/http/route';

const INVALID_LINK = 'This unsubscribe link is not valid: nothing was turned off.';

const PARAMETERS: ParameterDoc[] = [
  { name: 'uid', in: 'query', required: true, description: 'The user', schema: { type: 'string' } },
  {
    name: 'kind',
    in: 'query',
    required: true,
    description: 'The kind of mail to turn off',
    schema: { type: 'string', enum: Object.keys(OPTIONAL_MAIL) },
  },
  {
    name: 'sig',
    in: 'query',
    required: true,
    description: 'HMAC-SHA256 of the user and kind under MAIL_UNSUBSCRIBE_KEY (base64url)',
    schema: { type: 'string' },
  },
];

const UnsubscribedSchema = z.object({ message: z.string() });

/** The three routes of a user's links count together. */
const perLink = {
  limitPer: [(req: Request) => linkKey('unsubscribe', req.query.uid)],
} as const;

export const mailRoutes = [
  route(
    {
      method: 'post',
      path: '/mail/unsubscribe',
      access: 'public',
      tag: 'mail',
      summary: "One-click unsubscribe (RFC 8058) from a mail's List-Unsubscribe header",
      description:
        'Mail clients POST `List-Unsubscribe=One-Click` to the link of the header. Turns that kind of mail off (reminders: notifyEmail, the digest: notifyDigest); a second call says the same.',
      parameters: PARAMETERS,
      response: UnsubscribedSchema,
      ...perLink,
      errors: { 400: INVALID_LINK },
    },
    async ({ req }) => {
      const request = await unsubscribe(req.query, 'one-click');
      if (!request) throw new HttpError(400, INVALID_LINK);
      return { message: `You will no longer get ${OPTIONAL_MAIL[request.kind].what}.` };
    },
  ),
  route(
    {
      method: 'get',
      path: '/mail/unsubscribe',
      access: 'public',
      tag: 'mail',
      summary: "The footer's unsubscribe link, opened in a browser",
      description:
        'Changes nothing: answers a page that asks, whose Unsubscribe button POSTs to /api/mail/unsubscribe/confirm with the same query (mail scanners open links). A bad link answers 400 with a page saying nothing changed.',
      parameters: PARAMETERS,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-store',
      ...perLink,
      errors: { 400: INVALID_LINK },
    },
    async ({ req }) => {
      const request = checkedUnsubscribe(req.query, 'link');
      if (!request) return new ContentAnswer(400, invalidLinkPage(appUrl.value()));
      const confirmUrl = unsubscribeUrl(
        request,
        appUrl.value(),
        mailUnsubscribeKey.value(),
        CONFIRM_UNSUBSCRIBE_PATH,
      );
      return confirmUnsubscribePage(request.kind, confirmUrl, appUrl.value());
    },
  ),
  route(
    {
      method: 'post',
      path: '/mail/unsubscribe/confirm',
      access: 'public',
      tag: 'mail',
      summary: 'The Unsubscribe button of the page an unsubscribe link opens',
      description:
        'Turns that kind of mail off as the one-click POST does and answers a page saying what was turned off and where to turn it back on; a bad link answers 400 with a page saying nothing changed.',
      parameters: PARAMETERS,
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-store',
      ...perLink,
      errors: { 400: INVALID_LINK },
    },
    async ({ req }) => {
      const request = await unsubscribe(req.query, 'link');
      if (!request) return new ContentAnswer(400, invalidLinkPage(appUrl.value()));
      return unsubscribedPage(request.kind, appUrl.value());
    },
  ),
];
