import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ItemListProps<T> {
  label: string;
  /** Undefined while loading. */
  items: readonly T[] | undefined;
  empty: string;
  render(item: T): ReactNode;
}

/** A list of cards with its loading and empty states. */
export function ItemList<T>({ label, items, empty, render }: ItemListProps<T>) {
  if (items === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading ${label.toLowerCase()}`} />
      </Box>
    );
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
      {items.map(render)}
    </Box>
  );
}
