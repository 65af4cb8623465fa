// Quick add from anywhere: the 'q' key (unless the user is typing in a field) or the shell's
// button (through requests.ts) opens it. On the To Do page it adds todos, elsewhere tasks. The input itself is a
// chunk of its own, loaded on first use.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onQuickAddRequest } from './requests';
import type { QuickAddMode } from './useQuickAddParse';

const QuickAddDialog = lazy(() => import('./QuickAddDialog'));

const TODO_PATHS = new Set(['/', '/todo']);

function isTypingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export default function QuickAddLauncher({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const mode: QuickAddMode = TODO_PATHS.has(useLocation().pathname) ? 'todo' : 'task';

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'q' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingIn(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener('keydown', onKey);
    const stopListening = onQuickAddRequest(() => setOpen(true));
    return () => {
      window.removeEventListener('keydown', onKey);
      stopListening();
    };
  }, []);

  return open ? (
    <Suspense fallback={null}>
      <QuickAddDialog key={mode} uid={uid} mode={mode} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
