// The end of every app mail: for mail a user can turn off, why it came and a link that turns
// it off (also given to mail clients as one-click List-Unsubscribe headers, RFC 8058); for
// mail about the subscription, why it comes whatever the switches say.
import { escapeHtml, isOptionalMailKind, OPTIONAL_MAIL } from '@pomoplan/domain';
import type { MailKind } from './kinds';
import { unsubscribeUrl } from './unsubscribeLink';

export interface MailFooter {
  text: string;
  html: string;
  /** Only for mail that can really be turned off. */
  headers: Record<string, string> | null;
}

export interface FooterSetting {
  appUrl: string;
  /** MAIL_UNSUBSCRIBE_KEY; only read for mail a user can turn off. */
  key: () => string;
}

const FOOTER_STYLE = 'margin-top:24px;color:#666;font-size:12px';

export function mailFooter(
  uid: string,
  kind: MailKind,
  { appUrl, key }: FooterSetting,
): MailFooter {
  const settings = new URL('/settings', appUrl).href;
  if (!isOptionalMailKind(kind)) {
    const why =
      'This e-mail is about your Pomoplan subscription, so it is sent even when other e-mail is turned off.';
    return {
      text: `\n--\n${why}\n`,
      html: `<hr><p style="${FOOTER_STYLE}">${escapeHtml(why)}</p>`,
      headers: null,
    };
  }
  const { switchLabel } = OPTIONAL_MAIL[kind];
  const link = unsubscribeUrl({ uid, kind }, appUrl, key());
  const why = `You get this e-mail because “${switchLabel}” is on in your Pomoplan settings.`;
  return {
    text: `\n--\n${why}\nStop these e-mails: ${link}\nAll your settings: ${settings}\n`,
    html:
      `<hr><p style="${FOOTER_STYLE}">${escapeHtml(why)} ` +
      `<a href="${escapeHtml(link)}">Stop these e-mails</a> · ` +
      `<a href="${escapeHtml(settings)}">Notification settings</a></p>`,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
