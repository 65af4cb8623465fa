// Quick add from anywhere: the 'q' key (unless the user is typing in a field) or the shell's
// button (through requests.ts) opens it, on every page alike: it adds a task, or a todo after
// the switch in the dialog. The input itself is a chunk of its own, loaded on first use.
import { lazy, Suspense, useEffect, useState } from 'react';
import { isTypingIn } from '../../ui/typingIn';
import { onQuickAddRequest } from './requests';

const QuickAddDialog = lazy(() => import('./QuickAddDialog'));

export default function QuickAddLauncher({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);

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
      <QuickAddDialog uid={uid} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
