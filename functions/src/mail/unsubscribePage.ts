// The pages a browser shows for a mail's unsubscribe link: the question with its Unsubscribe
// button (opening the link changes nothing: mail scanners open links), then what was turned
// off and where to turn it back on, or why nothing changed. Small pages in Pomoplan's colours,
// with no script, served by the api function on the app's own origin.
import { escapeHtml, OPTIONAL_MAIL, type OptionalMailKind } from '@pomoplan/domain';

const STYLE = `
:root { color-scheme: light dark; --bg: #fafafa; --card: #fff; --text: #1f1f1f;
  --muted: #5f5f5f; --border: #e0e0e0; --primary: #d32f2f; --on-primary: #fff; }
@media (prefers-color-scheme: dark) { :root { --bg: #121212; --card: #1e1e1e; --text: #f5f5f5;
  --muted: #bdbdbd; --border: #333; --primary: #ff6369; --on-primary: #1f1f1f; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px;
  background: var(--bg); color: var(--text); line-height: 1.5;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { width: 100%; max-width: 440px; background: var(--card); border: 1px solid var(--border);
  border-radius: 10px; padding: 32px; }
.brand { display: flex; align-items: center; gap: 8px; font-weight: 700; font-size: 1.25rem; }
h1 { font-size: 1.5rem; margin: 24px 0 8px; }
p { margin: 0 0 12px; color: var(--muted); }
p.lead { color: var(--text); }
a.button { display: inline-block; margin-top: 12px; padding: 8px 20px; border-radius: 10px;
  background: var(--primary); color: var(--on-primary); font-weight: 600; text-decoration: none; }
a.button:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
form { margin: 0; }
button { margin-top: 12px; padding: 8px 20px; border: 0; border-radius: 10px; cursor: pointer;
  background: var(--primary); color: var(--on-primary); font: inherit; font-weight: 600; }
button:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
a.secondary { display: inline-block; margin-top: 16px; color: var(--text); }
`;

/** The page's action: a link to Settings, or the button of the unsubscribe question. */
type Action = { settingsUrl: string } | { confirmUrl: string; settingsUrl: string };

function actionHtml(action: Action): string {
  if (!('confirmUrl' in action)) {
    return `<a class="button" href="${escapeHtml(action.settingsUrl)}">Open Settings</a>`;
  }
  return `<form method="post" action="${escapeHtml(action.confirmUrl)}"><button type="submit">Unsubscribe</button></form>
<a class="secondary" href="${escapeHtml(action.settingsUrl)}">Keep getting them</a>`;
}

function page(title: string, lines: string[], action: Action): string {
  const [lead, ...rest] = lines.map(escapeHtml);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Pomoplan</title><style>${STYLE}</style></head>
<body><main>
<div class="brand"><img src="/favicon.svg" alt="" width="28" height="28">Pomoplan</div>
<h1>${escapeHtml(title)}</h1>
<p class="lead">${lead ?? ''}</p>
${rest.map((line) => `<p>${line}</p>`).join('\n')}
${actionHtml(action)}
</main></body></html>`;
}

/** What an unsubscribe link opens: the question, answered by the button's POST. */
export function confirmUnsubscribePage(
  kind: OptionalMailKind,
  confirmUrl: string,
  appUrl: string,
): string {
  const { what } = OPTIONAL_MAIL[kind];
  return page(
    `Unsubscribe from ${what}?`,
    [`Press Unsubscribe and Pomoplan will stop sending you ${what}.`],
    { confirmUrl, settingsUrl: new URL('/settings', appUrl).href },
  );
}

/** Said the same on every click: turning off what is already off changes nothing. */
export function unsubscribedPage(kind: OptionalMailKind, appUrl: string): string {
  const { what, switchLabel } = OPTIONAL_MAIL[kind];
  return page(
    'You are unsubscribed',
    [
      `You will no longer get ${what} from Pomoplan.`,
      `Changed your mind? Turn “${switchLabel}” back on in Pomoplan under Settings › Notifications.`,
    ],
    { settingsUrl: new URL('/settings', appUrl).href },
  );
}

export function invalidLinkPage(appUrl: string): string {
  return page(
    'This link does not work',
    [
      'This unsubscribe link is incomplete or was changed, so nothing was turned off.',
      'Open the link from the e-mail again, or turn e-mails off in Pomoplan under Settings › Notifications.',
    ],
    { settingsUrl: new URL('/settings', appUrl).href },
  );
}
