import { lazy, Suspense } from 'react';
import { useWaitingUpdate } from '../serviceWorker';

// The Snackbar and its transition load only once a new version is waiting (the service worker
// has cached every chunk by then), not with every first screen.
const UpdateSnackbar = lazy(() => import('./UpdateSnackbar'));

/** Offers the version a deploy installed in the background; the page keeps working until then. */
export function UpdatePrompt() {
  const ready = useWaitingUpdate();
  return ready ? (
    <Suspense fallback={null}>
      <UpdateSnackbar />
    </Suspense>
  ) : null;
}
