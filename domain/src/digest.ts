// The daily digest e-mail: when it goes out and what it says.
import { addDays } from './dates';
import { escapeHtml } from './html';
import { instantAt, wallTimeIn } from './zonedTime';

/** The digest goes out at this local hour, the user's morning. */
export const DIGEST_HOUR = 7;

/** The first local DIGEST_HOUR:00 in `timeZone` strictly after `after`. */
export function nextDigestAt(timeZone: string, after: Date): Date {
  const { day } = wallTimeIn(after, timeZone);
  const msOfDay = DIGEST_HOUR * 3_600_000;
  const today = instantAt({ day, msOfDay }, timeZone);
  return today.getTime() > after.getTime()
    ? today
    : instantAt({ day: addDays(day, 1), msOfDay }, timeZone);
}

export interface DigestContent {
  subject: string;
  text: string;
  html: string;
}

/** The digest of `day`; null when nothing is due, so that an empty day sends nothing. */
export function digestContent(
  day: string,
  tasks: readonly string[],
  todos: readonly string[],
  appUrl: string,
): DigestContent | null {
  if (tasks.length === 0 && todos.length === 0) return null;
  const sections: [string, readonly string[]][] = [
    ["Today's tasks", tasks],
    ["Today's todos", todos],
  ];
  const present = sections.filter(([, items]) => items.length > 0);
  return {
    subject: `Your Pomoplan day: ${day}`,
    text: `${present
      .map(([heading, items]) => `${heading}:\n${items.map((item) => `- ${item}`).join('\n')}`)
      .join('\n\n')}\n\nOpen Pomoplan: ${appUrl}\n`,
    html: `${present
      .map(
        ([heading, items]) =>
          `<h2>${heading}</h2><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
      )
      .join('')}<p><a href="${escapeHtml(appUrl)}">Open Pomoplan</a></p>`,
  };
}
