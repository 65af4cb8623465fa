import Box from '@mui/material/Box';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface WindowedListProps<T> {
  items: readonly T[];
  /** Every row has this height in px; windowing needs it to place rows without measuring. */
  rowHeight: number;
  getKey: (item: T) => string;
  renderRow: (item: T) => ReactNode;
  /** Shorter lists render every row, which keeps them simple for find-in-page and tests. */
  threshold?: number;
  overscan?: number;
  /**
   * How many rows of a list below the threshold to render for now: a page of several lists
   * renders its first screen first (useRenderedCount) and the rest right after.
   */
  rendered?: number;
  'aria-label'?: string;
}

interface Range {
  start: number;
  end: number;
}

/**
 * A list that renders only the rows near the viewport once it is long. The page itself
 * scrolls (the app shell has no inner scroll container), so rows are placed against the
 * window's scroll position.
 */
export function WindowedList<T>({
  items,
  rowHeight,
  getKey,
  renderRow,
  threshold = 60,
  overscan = 10,
  rendered = items.length,
  ...rest
}: WindowedListProps<T>) {
  const container = useRef<HTMLDivElement>(null);
  const windowed = items.length > threshold;
  const [range, setRange] = useState<Range>({ start: 0, end: threshold });

  useLayoutEffect(() => {
    if (!windowed) return;
    function update() {
      const element = container.current;
      if (!element) return;
      const top = element.getBoundingClientRect().top;
      const start = Math.max(0, Math.floor(-top / rowHeight) - overscan);
      const end = Math.min(
        items.length,
        Math.ceil((window.innerHeight - top) / rowHeight) + overscan,
      );
      setRange((previous) =>
        previous.start === start && previous.end === end ? previous : { start, end },
      );
    }
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [windowed, items.length, rowHeight, overscan]);

  if (!windowed) {
    return (
      <Box role="list" aria-label={rest['aria-label']}>
        {items.slice(0, rendered).map((item) => (
          <Box role="listitem" key={getKey(item)} sx={{ minHeight: rowHeight }}>
            {renderRow(item)}
          </Box>
        ))}
      </Box>
    );
  }

  const start = Math.min(range.start, items.length);
  const visible = items.slice(start, Math.max(start, range.end));
  return (
    <Box
      ref={container}
      role="list"
      aria-label={rest['aria-label']}
      sx={{ position: 'relative', height: items.length * rowHeight }}
    >
      {visible.map((item, index) => (
        <Box
          role="listitem"
          aria-setsize={items.length}
          aria-posinset={start + index + 1}
          key={getKey(item)}
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            top: (start + index) * rowHeight,
            height: rowHeight,
          }}
        >
          {renderRow(item)}
        </Box>
      ))}
    </Box>
  );
}
