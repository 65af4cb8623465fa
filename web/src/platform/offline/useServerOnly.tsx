import { useId, type ReactNode } from 'react';
import { OfflineNote } from './OfflineNote';
import { useOnline } from './useOnline';

export interface ServerOnly {
  offline: boolean;
  /** For the control's aria-describedby: the note, while offline. */
  describedBy: string | undefined;
  /** 'You are offline', to show beside the control while offline. */
  note: ReactNode;
}

/**
 * For a control that only the server can answer (an export, an import, a deletion): offline it
 * is disabled rather than left to fail or spin, and says why, to the eye and to a screen reader.
 */
export function useServerOnly(): ServerOnly {
  const online = useOnline();
  const id = useId();
  return {
    offline: !online,
    describedBy: online ? undefined : id,
    note: online ? null : <OfflineNote id={id} />,
  };
}
