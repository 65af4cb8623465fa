// Today's focus in the To Do page's header: the day's total, and a click to its sessions. The
// button and the dialog are a chunk of their own, loaded after the page; the space it takes is
// kept meanwhile, so the page does not move when it comes.
import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';

const TodayFocusButton = lazy(() => import('./TodayFocusButton'));

export function TodayFocus() {
  return (
    <Suspense fallback={<Box sx={{ minHeight: 31 }} />}>
      <TodayFocusButton />
    </Suspense>
  );
}
