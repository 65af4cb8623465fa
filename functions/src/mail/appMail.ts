// mail/{id}: the collection the "Trigger Email from Firestore" extension sends from (on the
// emulators, the relayMail trigger). Every mail the app writes is built here, so that each one
// goes to a verified address only, keeps its subject on one line and ends with its footer.
import { headerText } from '@pomoplan/domain';
import type { DocumentData } from 'firebase-admin/firestore';
import { appUrl, mailUnsubscribeKey } from '../platform/config';
import { db, serverTime } from '../platform/firestore';
import { mailFooter } from './footer';
import type { MailKind } from './kinds';
import type { MailRecipient } from './recipient';

export const MAIL = 'mail';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const mailRef = (id: string) => db().collection(MAIL).doc(id);

/**
 * The document of one mail in the extension's shape, `{to, message: {subject, text, html,
 * headers}}`; the extension hands `message.headers` to nodemailer as they are.
 */
export function appMail(to: MailRecipient, kind: MailKind, content: MailContent): DocumentData {
  const footer = mailFooter(to.uid, kind, {
    appUrl: appUrl.value(),
    key: () => mailUnsubscribeKey.value(),
  });
  return {
    to: [to.address],
    message: {
      // Subjects carry task titles and plan names: a line break would start a header of its own.
      subject: headerText(content.subject),
      text: `${content.text}${footer.text}`,
      html: `${content.html}${footer.html}`,
      ...(footer.headers ? { headers: footer.headers } : {}),
    },
    kind,
    uid: to.uid,
    createdAt: serverTime(),
  };
}

/**
 * The last mail to a deleted account: no footer (there are no settings left to change) and no
 * uid, since nothing may name the user once the account is gone.
 */
export function farewellMail(address: string, content: MailContent): DocumentData {
  return {
    to: [address],
    message: { subject: headerText(content.subject), text: content.text, html: content.html },
    kind: 'account-deleted',
    createdAt: serverTime(),
  };
}
