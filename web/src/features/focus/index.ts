// The focus timer: what other pages use of it (the shell mounts FocusControl itself).
export { playChime } from './chime';
export { useStartFocus } from './useStartFocus';
