// Quick add on the To Do page: a todo has a due type (today, tomorrow, anytime) and a goal,
// so only those words count; 'this week' and other days ahead are 'anytime'.
import type { TodoDueType } from '../schemas/todo';
import { findTag } from './tags';
import { blank, withoutRanges } from './text';
import type { QuickAddContext, QuickAddPart, QuickAddTag } from './types';

const DUE_WORDS: readonly [RegExp, TodoDueType][] = [
  [/\b(?:today|tonight)\b/i, 'today'],
  [/\b(?:tomorrow|tmrw|tmr)\b/i, 'tomorrow'],
  [/\b(?:this\s+week|anytime|any\s+time|someday)\b/i, 'anytime'],
];

export interface QuickTodoResult {
  text: string;
  parts: QuickAddPart[];
  dueType: TodoDueType | null;
  goal: QuickAddTag | null;
}

export function parseQuickTodo(
  text: string,
  context: Pick<QuickAddContext, 'names' | 'ignore'>,
): QuickTodoResult {
  const ignore = new Set(context.ignore ?? []);
  const parts: QuickAddPart[] = [];
  const tag = ignore.has('tag') ? null : findTag(text, context.names);
  if (tag) parts.push(tag.part);
  const rest = tag ? blank(text, tag.part.start, tag.part.end) : text;
  let dueType: TodoDueType | null = null;
  if (!ignore.has('date')) {
    const earliest = DUE_WORDS.map(([regex, type]) => ({ match: regex.exec(rest), type }))
      .filter((found) => found.match !== null)
      .sort((a, b) => (a.match?.index ?? 0) - (b.match?.index ?? 0))[0];
    if (earliest?.match) {
      const start = earliest.match.index;
      const end = start + earliest.match[0].length;
      parts.push({ kind: 'date', start, end, text: text.slice(start, end) });
      dueType = earliest.type;
    }
  }
  parts.sort((a, b) => a.start - b.start);
  return { text: withoutRanges(text, parts), parts, dueType, goal: tag?.tag ?? null };
}
