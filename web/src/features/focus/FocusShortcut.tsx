// The 'f' key: a pomodoro on the task or todo the person is on (focusTargets.ts). Loaded after
// the first input (laterControls.ts). A press on the one in focus already leaves it
// running as it is: the server keeps a start on the same task as it was.
import type { FocusStartInput } from '@pomoplan/domain';
import { useEffect, useEffectEvent } from 'react';
import { isTypingIn } from '../../ui/typingIn';
import { focusTargetInPage } from './focusTargets';

export function FocusShortcut({ start }: { start(input: FocusStartInput): void }) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'f' || event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingIn(event.target)) return;
    const target = focusTargetInPage(document);
    if (!target) return;
    event.preventDefault();
    start(target);
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return null;
}
