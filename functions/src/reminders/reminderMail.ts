// The reminder's e-mail: the product's name at the top so the reader knows who writes, a
// greeting, the task and its project, when, and one button to open the task. The footer
// (why it came, stop these e-mails, notification settings) is added by appMail.
import { escapeHtml, headerText, type ReminderMessage } from '@pomoplan/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { MailContent } from '../mail/appMail';

export interface ReminderMailSetting {
  appUrl: string;
  /** The reader's first name, for the greeting; null greets without a name. */
  firstName: string | null;
  /** The task's project, null when unknown (several tasks, a deleted project). */
  projectName: string | null;
}

/** The user document's first name, for the greeting. */
export function firstNameOf(user: DocumentSnapshot): string | null {
  const firstName: unknown = user.get('firstName');
  return typeof firstName === 'string' && firstName !== '' ? firstName : null;
}

const BRAND = 'Pomoplan';
const BRAND_COLOR = '#D32F2F';
const BUTTON_STYLE = `display:inline-block;padding:10px 18px;background:${BRAND_COLOR};color:#fff;border-radius:6px;text-decoration:none;font-weight:600`;

export function reminderMail(
  message: ReminderMessage,
  { appUrl, firstName, projectName }: ReminderMailSetting,
): MailContent {
  const link = new URL(message.path, appUrl).href;
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const project = projectName ? `Project: ${projectName}` : null;
  const lines = [greeting, message.title, ...(project ? [project] : []), message.body];
  const html = [
    `<div style="font-family:Arial,Helvetica,sans-serif;max-width:520px;color:#222">`,
    `<p style="font-size:20px;font-weight:700;color:${BRAND_COLOR};margin:0 0 16px">${BRAND}</p>`,
    `<p>${escapeHtml(greeting)}</p>`,
    `<p style="font-size:17px;font-weight:600;margin:0 0 4px">${escapeHtml(message.title)}</p>`,
    project ? `<p style="margin:0 0 4px;color:#555">${escapeHtml(project)}</p>` : '',
    `<p style="margin:0 0 20px;color:#555;white-space:pre-line">${escapeHtml(message.body)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">Open the task</a></p>`,
    `</div>`,
  ].join('');
  return {
    // The title is the user's own text: it may hold line breaks, which a header must not.
    subject: headerText(message.title),
    text: `${BRAND}\n\n${lines.join('\n\n')}\n\nOpen the task: ${link}\n`,
    html,
  };
}
