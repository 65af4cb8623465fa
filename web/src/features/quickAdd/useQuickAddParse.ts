// The typed phrase read as the user types it: the same parser the API uses, in this
// browser's zone with its locale's week start.
import {
  parseQuickAdd,
  parseQuickTodo,
  type QuickAddNamed,
  type QuickAddPartKind,
  type QuickAddResult,
  type QuickTodoResult,
} from '@pomoplan/domain/quickAdd';
import { useMemo } from 'react';
import { browserTimeZone } from '../../ui/timeZone';
import { localeWeekStart } from './locale';

export type QuickAddMode = 'task' | 'todo';

export type Parsed =
  | { mode: 'task'; result: QuickAddResult; timeZone: string }
  | { mode: 'todo'; result: QuickTodoResult };

export function readPhrase(
  mode: QuickAddMode,
  text: string,
  names: readonly QuickAddNamed[],
  ignore: readonly QuickAddPartKind[],
): Parsed {
  if (mode === 'todo') return { mode, result: parseQuickTodo(text, { names, ignore }) };
  const timeZone = browserTimeZone();
  const result = parseQuickAdd(text, {
    now: new Date(),
    timeZone,
    weekStart: localeWeekStart(),
    names,
    ignore,
  });
  return { mode, result, timeZone };
}

export function useQuickAddParse(
  mode: QuickAddMode,
  text: string,
  names: readonly QuickAddNamed[],
  ignore: readonly QuickAddPartKind[],
): Parsed {
  return useMemo(() => readPhrase(mode, text, names, ignore), [mode, text, names, ignore]);
}
