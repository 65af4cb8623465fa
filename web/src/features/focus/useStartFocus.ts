import type { FocusStartInput } from '@pomoplan/domain';
import { useCallback } from 'react';
import { deferUntilInput } from '../../ui/deferred';
import { useToast } from '../../ui/toast';

const action = deferUntilInput(() => import('./startFocusNow'));

/** Starts a pomodoro on a task or todo; the shell's timer shows it once the server has it. */
export function useStartFocus(): (input: FocusStartInput) => void {
  const toast = useToast();
  return useCallback(
    (input) => void action.load().then(({ startFocusNow }) => startFocusNow(input, toast)),
    [toast],
  );
}
