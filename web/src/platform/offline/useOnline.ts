import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../../data/sync/connectivity';

/** Whether the server can be reached (see data/connectivity.ts). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}

/** What an action that needs the server says while there is no connection. */
export const OFFLINE_MESSAGE = 'You are offline';
