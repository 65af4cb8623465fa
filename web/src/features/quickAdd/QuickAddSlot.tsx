// Where the shell holds quick add. Its button and key come in a chunk of their own, requested
// after the page's first render, so they add nothing to what the first render waits for.
import { lazy, Suspense, useEffect, useState } from 'react';

const QuickAddLauncher = lazy(() => import('./QuickAddLauncher'));

export function QuickAddSlot({ uid }: { uid: string }) {
  const [rendered, setRendered] = useState(false);
  useEffect(() => setRendered(true), []);
  return rendered ? (
    <Suspense fallback={null}>
      <QuickAddLauncher uid={uid} />
    </Suspense>
  ) : null;
}
