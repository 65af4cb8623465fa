/** Text made safe to place inside HTML (e-mail bodies built from user text). */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

/** Control characters, line and paragraph separators: none may reach a mail header. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HEADER_BREAKS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

/**
 * Text made safe for one header line (a mail subject built from a task title): every run of
 * control characters becomes one space, so CR/LF can never start a header of its own.
 */
export function headerText(value: string): string {
  return value.replace(HEADER_BREAKS, ' ').replace(/ {2,}/g, ' ').trim();
}
