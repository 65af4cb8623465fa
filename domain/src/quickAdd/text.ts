// Helpers on the typed text. Recognised stretches are blanked out (replaced by spaces) rather
// than cut, so every later match still reports positions in the text as typed.

/** Case- and accent-insensitive form: 'Café' and 'CAFE' fold alike. */
export function fold(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}

/** The text with the given stretches removed and the spaces left behind collapsed. */
export function withoutRanges(
  text: string,
  ranges: readonly { start: number; end: number }[],
): string {
  let result = text;
  for (const range of ranges) result = blank(result, range.start, range.end);
  return result.replace(/\s+/g, ' ').trim();
}

/** True when `index` starts a word: the text's start or after white space. */
export function atWordStart(text: string, index: number): boolean {
  return index === 0 || /\s/.test(text[index - 1] ?? '');
}

/** True when `index` ends a word: the text's end, white space or closing punctuation. */
export function atWordEnd(text: string, index: number): boolean {
  return index >= text.length || /[\s.,;:!?)]/.test(text[index] ?? '');
}
