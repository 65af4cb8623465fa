// The mailbox as a page: each message with its headers beyond the usual ones, its text with
// every link clickable (the verification link, the task, unsubscribe), and for a mail with a
// one-click List-Unsubscribe header a button that POSTs it as a mail client would.
import type { ReceivedMail } from './receivedMail';
import { escapeHtml } from './html';

// Runs on escaped text: a link ends at white space or at an escaped <, > or ".
const LINK = /https?:\/\/(?:(?!&lt;|&gt;|&quot;)[^\s<>"])+/g;

const linked = (escaped: string) => escaped.replace(LINK, (url) => `<a href="${url}">${url}</a>`);

/** The URL of a one-click List-Unsubscribe header (RFC 8058), if the mail has one. */
function oneClickUrl(headers: Record<string, string>): string | null {
  if (headers['List-Unsubscribe-Post'] !== 'List-Unsubscribe=One-Click') return null;
  return /<(https?:\/\/[^>]+)>/.exec(headers['List-Unsubscribe'] ?? '')?.[1] ?? null;
}

function headerList(headers: Record<string, string>): string {
  const rows = Object.entries(headers).map(
    ([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${linked(escapeHtml(value))}</dd>`,
  );
  return rows.length > 0 ? `<dl>${rows.join('')}</dl>` : '';
}

function oneClickForm(headers: Record<string, string>): string {
  const url = oneClickUrl(headers);
  if (!url) return '';
  return `<form method="post" action="${escapeHtml(url)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe with one click, as a mail client would</button></form>`;
}

function article(mail: ReceivedMail): string {
  return `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">To ${escapeHtml(mail.to.join(', '))} · ${escapeHtml(mail.receivedAt)}</p>${headerList(mail.headers)}<pre>${linked(escapeHtml(mail.text))}</pre>${oneClickForm(mail.headers)}</article>`;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}' +
  'article{border:1px solid #ddd;border-radius:10px;padding:0 1rem 1rem;margin:1rem 0}' +
  '.meta{color:#555}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit}' +
  'dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;font-size:.875rem;overflow-wrap:anywhere}' +
  'dt{font-weight:600}dd{margin:0}a{color:#b71c1c}' +
  'button{font:inherit;padding:6px 14px;border-radius:8px;border:1px solid #b71c1c;background:#fff;color:#b71c1c;cursor:pointer}';

export function mailboxPage(messages: ReceivedMail[]): string {
  const rows = messages.map(article).join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local mailbox</title><style>${STYLE}</style></head><body><main><h1>Local mailbox (${messages.length})</h1><p>E-mail the emulators would have sent: the app's mail and Firebase Auth's own (address verification). JSON: <a href="/messages">/messages</a></p>${rows || '<p>No mail yet.</p>'}</main></body></html>`;
}
