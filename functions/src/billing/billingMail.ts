// The e-mail a user gets for each renewal Stripe could not collect: what failed, whether the
// plan is still on, when Stripe tries again, and the one thing to do about it.
import { escapeHtml, formatUsd, type PaymentIssue } from '@pomoplan/domain';
import type { MailContent } from '../mail/appMail';

const longDate = (date: Date, timeZone: string) =>
  date.toLocaleDateString('en-US', { dateStyle: 'long', timeZone });

/** Where and for whom the mail is written. */
export interface MailSetting {
  appUrl: string;
  /** The user's time zone, for the date of the next attempt. */
  timeZone: string;
}

/** The mail for one failed attempt; `planKept` is whether the paid plan is still on. */
export function paymentIssueMail(
  issue: PaymentIssue,
  planName: string,
  planKept: boolean,
  { appUrl, timeZone }: MailSetting,
): MailContent {
  const settings = new URL('/settings#subscription', appUrl).href;
  const action = issue.kind === 'action_required';
  const subject = action
    ? `Confirm your payment for Pomoplan ${planName}`
    : `Your payment for Pomoplan ${planName} failed`;
  const lines = [
    action
      ? `Your bank asks you to confirm the payment of ${formatUsd(issue.amountDue)} for your ${planName} Plan.`
      : `We couldn't charge ${formatUsd(issue.amountDue)} for your ${planName} Plan.${issue.reason ? ` ${issue.reason}` : ''}`,
    planKept
      ? issue.nextAttemptAt
        ? `Your plan stays on for now; we will try again on ${longDate(issue.nextAttemptAt, timeZone)}.`
        : 'Your plan stays on for now.'
      : `Your ${planName} Plan has ended. It comes back as soon as the payment goes through.`,
    action ? `Confirm the payment: ${issue.payUrl ?? settings}` : `Update your card: ${settings}`,
  ];
  const link = action ? (issue.payUrl ?? settings) : settings;
  return {
    subject,
    text: `${lines.join('\n\n')}\n`,
    html: `${lines
      .slice(0, 2)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join(
        '',
      )}<p><a href="${escapeHtml(link)}">${action ? 'Confirm the payment' : 'Update your card'}</a></p>`,
  };
}

/** The receipt for a paid invoice: the checkout, a renewal or a plan change. */
export function receiptMail(
  amount: number,
  planName: string,
  paidAt: Date,
  { appUrl, timeZone }: MailSetting,
): MailContent {
  const settings = new URL('/settings#subscription', appUrl).href;
  const lines = [
    `We charged ${formatUsd(amount)} for your ${planName} Plan on ${longDate(paidAt, timeZone)}. Thank you!`,
    `Your invoices are in the billing portal: ${settings}`,
  ];
  return {
    subject: `Your Pomoplan receipt: ${formatUsd(amount)}`,
    text: `${lines.join('\n\n')}\n`,
    html: `<p>${escapeHtml(lines[0] ?? '')}</p><p><a href="${escapeHtml(settings)}">Your invoices</a></p>`,
  };
}
