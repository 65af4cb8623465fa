import { useEffect, useState } from 'react';

const COUNT_DELAY_MS = 300;

/**
 * A count the server makes over a whole collection, for a page whose live lists are cut off at
 * their limit. Asked again each time `lists` changes (a change here or in another tab), after a
 * short delay: a write brings two snapshots (the local one, then the server's) and one request
 * after they settle is enough, and it stays out of the way of the repaint. Undefined while not
 * `needed`, and until the first answer for `key` (what the count is for: its filters, its day).
 * `count` must change only with `key` (useCallback), or it is asked again on every render.
 */
export function useSettledCount<T>(
  needed: boolean,
  key: string,
  count: () => Promise<T>,
  lists: unknown,
  what: string,
): T | undefined {
  const [answer, setAnswer] = useState<{ for: string; value: T }>();

  useEffect(() => {
    if (!needed) return;
    let current = true;
    const timer = window.setTimeout(() => {
      count().then(
        (value) => current && setAnswer({ for: key, value }),
        // The page keeps showing what its live lists hold.
        (error: unknown) => console.error(`Failed to count ${what}`, error),
      );
    }, COUNT_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [needed, key, count, lists, what]);

  return needed && answer?.for === key ? answer.value : undefined;
}
