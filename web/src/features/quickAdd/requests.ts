// The shell's button and the launcher (a chunk loaded after the first render) meet through a
// window event, so showing the button never loads the launcher. A request made before the
// launcher arrived is kept and answered when it mounts.
const REQUEST = 'pomoplan:quick-add';
let pending = false;

export function requestQuickAdd(): void {
  pending = true;
  window.dispatchEvent(new Event(REQUEST));
}

/** Calls `open` for every request, and at once for one made before; returns the unsubscribe. */
export function onQuickAddRequest(open: () => void): () => void {
  const answer = () => {
    pending = false;
    open();
  };
  if (pending) answer();
  window.addEventListener(REQUEST, answer);
  return () => window.removeEventListener(REQUEST, answer);
}
