// The focus timer: what the task lists use of it (the shell mounts FocusControl itself).
export { useStartFocus } from './useStartFocus';
