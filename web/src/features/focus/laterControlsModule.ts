// The focus control's later chunk, kept out of the first screen: it loads on the first input,
// before a Start can be pressed or a row focused for the 'f' key, or at once when a timer runs.
import { deferUntilInput } from '../../ui/deferred';

export const laterControlsModule = deferUntilInput(() => import('./laterControls'));
