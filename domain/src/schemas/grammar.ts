// Grammars that firestore.rules copies verbatim (RE2 syntax, matched against the whole value),
// so that a value the rules let a client store is one the schemas can read back. The rules
// language has no functions for calendar days or URLs, only `matches`, so the grammar is
// written once here as a pattern; tests prove each pattern equal to the domain's own checks
// and find each one, character for character, in firestore.rules.

/** A year from 0001 to 9999. */
const YEAR = '([0-9]{3}[1-9]|[0-9]{2}[1-9]0|[0-9][1-9]00|[1-9]000)';
/** 04, 08, ..., 96: the two-digit multiples of four other than 00. */
const MULTIPLE_OF_4 = '([02468][48]|[13579][26]|[2468]0)';
/** Divisible by 4 and not by 100, or divisible by 400 (0000 is not a year). */
const LEAP_YEAR = `([0-9]{2}${MULTIPLE_OF_4}|${MULTIPLE_OF_4}00)`;

/** A real calendar day, its parts joined by `separator`: 2028-02-29 but not 2027-02-29. */
function calendarDayPattern(separator: string): string {
  const s = separator;
  return (
    `(${YEAR}${s}(` +
    `(0[13578]|1[02])${s}(0[1-9]|[12][0-9]|3[01])` +
    `|(0[469]|11)${s}(0[1-9]|[12][0-9]|30)` +
    `|02${s}(0[1-9]|1[0-9]|2[0-8]))` +
    `|${LEAP_YEAR}${s}02${s}29)`
  );
}

/** 'yyyy-MM-dd'. */
export const CALENDAR_DAY_PATTERN = calendarDayPattern('-');

const INTERVAL = '([1-9]|[1-9][0-9]|[12][0-9][0-9]|3[0-5][0-9]|36[0-5])';
const TIME = 'T([01][0-9]|2[0-3])[0-5][0-9][0-5][0-9]Z?';

/**
 * The stored form of a recurrence rule, which every writer produces (formatRuleForWrite):
 * FREQ=<freq>[;INTERVAL=1..365][;UNTIL=yyyyMMdd[THHmmss[Z]]], upper case, in that order.
 * The parser accepts looser spellings from people and API callers; those are normalised
 * before they are stored.
 */
export const STORED_RECURRENCE_RULE_PATTERN =
  `FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;INTERVAL=${INTERVAL})?` +
  `(;UNTIL=${calendarDayPattern('')}(${TIME})?)?`;

const PORT =
  '(6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}|0)';
const OCTET = '(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])';
const LABEL = '[A-Za-z0-9]+(-[A-Za-z0-9]+)*';
/** The last label starts with a letter: a host ending in a number is an IPv4 address. */
const TOP_LABEL = '[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)*';
const HOST = `((${LABEL}[.])*${TOP_LABEL}|${OCTET}([.]${OCTET}){3})`;

/**
 * An http(s) URL in a plain form every URL parser reads the same way: lower-case scheme, a
 * host name of ASCII letters, digits and single hyphens (no punycode) or a dotted-quad IPv4
 * address, an optional port from 0 to 65535, no user name or password, and a path, query or
 * fragment of printable ASCII. Stricter than the WHATWG URL parser on purpose: that parser
 * also reads '999' or '0x7f.1' as addresses and accepts what the rules cannot check.
 */
export const HTTP_URL_PATTERN = `https?://${HOST}(:${PORT})?([/?#][!-~]*)?`;

export const HTTP_URL_MAX = 2048;

/**
 * The characters String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator),
 * as an RE2 character class: text made only of these is blank.
 */
export const BLANK_TEXT_PATTERN =
  '[\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}]*';

/**
 * The shape of an IANA time zone name (Europe/Berlin, America/Argentina/Salta, UTC,
 * Etc/GMT+5), at most 64 characters: what the rules can check. Whether the zone exists is
 * Intl's answer, which readers of a stored zone fall back from.
 */
export const TIME_ZONE_NAME_PATTERN = '[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+){0,2}';
export const TIME_ZONE_NAME_MAX = 64;

/**
 * Text of one line (a title, a name): no control character, U+0000 to U+001F or U+007F, so
 * neither a tab nor a line break.
 */
export const SINGLE_LINE_TEXT_PATTERN = '[^\\x{00}-\\x{1F}\\x{7F}]*';

/**
 * Text of several lines (a description): tabs and line feeds, but no other control character
 * (a carriage return included: every writer stores line breaks as a line feed alone).
 */
export const MULTI_LINE_TEXT_PATTERN = '[^\\x{00}-\\x{08}\\x{0B}-\\x{1F}\\x{7F}]*';

/** A pattern above as a JavaScript RegExp for the whole string. */
export function wholeMatch(pattern: string): RegExp {
  // RE2's \x{hhhh} is JavaScript's \u{hhhh} in unicode mode.
  return new RegExp(`^(?:${pattern.replaceAll('\\x{', '\\u{')})$`, 'u');
}
