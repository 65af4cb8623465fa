import { useEffect } from 'react';
import { useDb } from '../../data/sync/firestoreContext';
import { usePendingWrites, watchEarlierWrites } from '../../data/sync/pendingWrites';
import { ShellBanner } from '../../ui/ShellBanner';
import { OFFLINE_MESSAGE, useOnline } from './useOnline';
import { waitingText } from './waitingText';

/** Across the top of every signed-in page while there is no connection. */
export function OfflineBanner() {
  const db = useDb();
  const online = useOnline();
  const pending = usePendingWrites();
  useEffect(() => watchEarlierWrites(db), [db]);
  if (online) return null;
  return (
    <ShellBanner severity="info" title={OFFLINE_MESSAGE}>
      You can keep planning: changes are kept on this device and sync when you are back online.{' '}
      <span data-testid="sync-status">{waitingText(pending)}</span>
    </ShellBanner>
  );
}
