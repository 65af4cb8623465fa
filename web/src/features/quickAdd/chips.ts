// The chips under the input: one per kind of recognised part, saying what it understood.
import { dueTypeLabel } from '@pomoplan/domain';
import { QUICK_ADD_PART_KINDS, type QuickAddPartKind } from '@pomoplan/domain/quickAdd';
import { clockLabel, dayLabel, estimateLabel, reminderLabel, repeatLabel } from './chipLabels';
import type { Parsed } from './useQuickAddParse';

export interface Chip {
  kind: QuickAddPartKind;
  label: string;
}

function taskLabel(
  parsed: Extract<Parsed, { mode: 'task' }>,
  kind: QuickAddPartKind,
  twelveHours: boolean,
) {
  const { result } = parsed;
  switch (kind) {
    case 'date':
      return result.dueDate ? dayLabel(result.dueDate) : null;
    case 'time':
      return result.time ? clockLabel(result.time, twelveHours) : null;
    case 'repeat':
      return result.repeat ? repeatLabel(result.repeat) : null;
    case 'tag':
      if (!result.tag) return null;
      return result.tag.match ? result.tag.match.name : `New project: ${result.tag.name}`;
    case 'estimate':
      return result.estimate === null ? null : estimateLabel(result.estimate);
    case 'reminder':
      return result.remindBefore === null ? null : reminderLabel(result.remindBefore);
  }
}

function todoLabel(parsed: Extract<Parsed, { mode: 'todo' }>, kind: QuickAddPartKind) {
  const { result } = parsed;
  if (kind === 'date' && result.dueType) return dueTypeLabel(result.dueType);
  if (kind === 'tag' && result.goal) {
    return result.goal.match ? result.goal.match.name : `New goal: ${result.goal.name}`;
  }
  return null;
}

export function chipsOf(parsed: Parsed, twelveHours: boolean): Chip[] {
  const present = new Set(parsed.result.parts.map((part) => part.kind));
  return QUICK_ADD_PART_KINDS.filter((kind) => present.has(kind)).flatMap((kind) => {
    const label =
      parsed.mode === 'task' ? taskLabel(parsed, kind, twelveHours) : todoLabel(parsed, kind);
    return label === null ? [] : [{ kind, label }];
  });
}
