import { startTransition, useEffect, useState } from 'react';

/** About one screen of rows: a window 800 px high holds 12 to 16 of them. */
const FIRST_SCREEN_ROWS = 16;

/**
 * How many of a long list's `total` rows to render: the first `first` at once, all of them
 * right after, in a transition. Rendering hundreds of rows in the first commit held back the
 * first paint of the page by hundreds of milliseconds; a transition renders the rest in slices
 * that yield to input and painting, and after that the list stays whole.
 */
export function useRenderedCount(total: number, first = FIRST_SCREEN_ROWS): number {
  const [whole, setWhole] = useState(false);
  const needed = !whole && total > first;
  useEffect(() => {
    if (!needed) return;
    // After the first paint, not in the same task as the commit.
    const timer = window.setTimeout(() => startTransition(() => setWhole(true)), 0);
    return () => window.clearTimeout(timer);
  }, [needed]);
  return whole ? total : Math.min(total, first);
}
