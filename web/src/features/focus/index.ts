// The focus timer: what other pages use of it (the shell mounts FocusControl itself).
export { playChime } from './chime';
export { openFocusMark } from './focusTargets';
export { useStartFocus } from './useStartFocus';
export { TodayFocus } from './TodayFocus';
export { useFocusedId } from './shownTimer';
