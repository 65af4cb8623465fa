// A press of Start focus, loaded by the first one (useStartFocus.ts): its request and its
// error message are not part of the first screen.
import type { FocusStartInput } from '@pomoplan/domain';
import { startFocus } from '../../api/focus';
import type { ShowToast } from '../../ui/toast';
import { focusFailure } from './focusFailure';
import { noteFocusAnswer } from './shownTimer';

export async function startFocusNow(input: FocusStartInput, toast: ShowToast): Promise<void> {
  try {
    noteFocusAnswer((await startFocus(input)).timer);
  } catch (error) {
    toast({
      title: 'Could not start focus',
      description: focusFailure(error),
      variant: 'destructive',
    });
  }
}
