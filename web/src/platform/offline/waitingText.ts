import type { PendingWrites } from '../../data/sync/pendingWrites';

/** 'N changes waiting to sync', or why nothing waits. */
export function waitingText({ count, earlier }: PendingWrites): string {
  if (count === 1) return '1 change waiting to sync.';
  if (count > 1) return `${count} changes waiting to sync.`;
  return earlier ? 'Changes made earlier are waiting to sync.' : 'Nothing is waiting to sync.';
}
