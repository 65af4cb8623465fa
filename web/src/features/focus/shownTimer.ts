// The timer as this tab should show it: the server's answer to a press made here, until the
// live document has caught up with it. A listener can take seconds to bring a change the
// server has already answered; the device that pressed shows it at once.
import { focusTargetId, type FocusTimer } from '@pomoplan/domain';
import { useRef, useSyncExternalStore } from 'react';
import { useFocusTimer } from '../../data/focus';

interface Answer {
  timer: FocusTimer | null;
}

let answer: Answer | null = null;
const listeners = new Set<() => void>();

/** Notes the timer a press made here was answered with. */
export function noteFocusAnswer(timer: FocusTimer | null): void {
  answer = { timer };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The live timer, or the newer answer of a press made here while the live one is behind. */
export function useShownFocusTimer(uid: string): FocusTimer | undefined {
  const live = useFocusTimer(uid).data;
  const latest = useSyncExternalStore(subscribe, () => answer);
  // The live value when the latest answer came: once it changes, the live document has news.
  const seen = useRef<{ answer: Answer | null; live: FocusTimer | undefined }>({
    answer: null,
    live,
  });
  if (seen.current.answer !== latest) seen.current = { answer: latest, live };
  const answered = latest?.timer ?? undefined;
  // Live news, unless it is an earlier state of the answered timer, delivered late.
  const behind = live && answered && live.revision < answered.revision;
  if (latest === null || (live !== seen.current.live && !behind)) return live;
  return answered;
}

/** The id of the task (or todo) the timer shown here is on: a row's "in focus" mark. */
export function useFocusedId(uid: string, kind: 'task' | 'todo'): string | null {
  return focusTargetId(useShownFocusTimer(uid), kind);
}
