// '#name': the longest existing name the words after '#' start with, compared case- and
// accent-insensitively ('#cafe' finds 'Café', '#deep work' finds 'Deep Work'); otherwise a new
// name of one word that starts with a letter. '#1 priority' stays plain text.
import type { QuickAddNamed, QuickAddPart, QuickAddTag } from './types';
import { atWordEnd, atWordStart, fold } from './text';

const NEW_NAME = /^#(\p{L}[\p{L}\p{N}_-]*)/u;

export interface FoundTag {
  tag: QuickAddTag;
  part: QuickAddPart;
}

function existingAt(text: string, hash: number, names: readonly QuickAddNamed[]) {
  let best: QuickAddNamed | null = null;
  for (const item of names) {
    const end = hash + 1 + item.name.length;
    const typed = text.slice(hash + 1, end);
    if (fold(typed) !== fold(item.name) || !atWordEnd(text, end)) continue;
    if (best === null || item.name.length > best.name.length) best = item;
  }
  return best;
}

/** The first '#name' of the text, or null. */
export function findTag(text: string, names: readonly QuickAddNamed[]): FoundTag | null {
  for (let hash = text.indexOf('#'); hash !== -1; hash = text.indexOf('#', hash + 1)) {
    if (!atWordStart(text, hash)) continue;
    const match = existingAt(text, hash, names);
    const typed = match ? null : NEW_NAME.exec(text.slice(hash));
    const length = match ? match.name.length + 1 : (typed?.[0].length ?? 0);
    if (length === 0) continue;
    const end = hash + length;
    return {
      tag: { name: match ? match.name : (typed?.[1] ?? ''), match },
      part: { kind: 'tag', start: hash, end, text: text.slice(hash, end) },
    };
  }
  return null;
}

/**
 * The names to offer while the user types '#wo': those whose folded form starts with (then
 * contains) the folded prefix, at most `max`.
 */
export function suggestNames(
  prefix: string,
  names: readonly QuickAddNamed[],
  max = 8,
): QuickAddNamed[] {
  const wanted = fold(prefix);
  const starts = names.filter((item) => fold(item.name).startsWith(wanted));
  const contains = names.filter(
    (item) => !starts.includes(item) && fold(item.name).includes(wanted),
  );
  return [...starts, ...contains].slice(0, max);
}

/** The '#prefix' being typed at the caret (the text after an unfinished '#'), or null. */
export function tagPrefixAt(text: string, caret: number): { start: number; prefix: string } | null {
  const before = text.slice(0, caret);
  const hash = before.lastIndexOf('#');
  if (hash === -1 || !atWordStart(before, hash)) return null;
  const prefix = before.slice(hash + 1);
  if (/\s\s|^\s/.test(prefix) || prefix.length > 40) return null;
  return { start: hash, prefix };
}
