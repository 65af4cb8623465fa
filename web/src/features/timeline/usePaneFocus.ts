import { useEffect, useRef, type KeyboardEvent } from 'react';
import { tabbables } from '../../ui/tabbable';

/**
 * Keyboard focus for the desktop side pane: opening it moves focus into it, Tab and Shift+Tab
 * go round its own controls (the last leads to the first and back), Escape closes it, and
 * closing it puts focus back where it was (the row that opened it). It is not modal: the
 * pointer can still pick another row, which takes the focus along.
 */
export function usePaneFocus(open: boolean, close: () => void) {
  const paneRef = useRef<HTMLElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open && !wasOpen.current) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement ? active : null;
      paneRef.current?.focus();
    } else if (!open && wasOpen.current && openerRef.current?.isConnected) {
      openerRef.current.focus();
    }
    wasOpen.current = open;
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // React passes on key presses from portals (a select's menu, the delete confirmation):
    // those handle their own keys.
    const pane = event.currentTarget;
    if (!(event.target instanceof Node) || !pane.contains(event.target)) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab') {
      wrapTab(event, pane);
    }
  }

  return { paneRef, onKeyDown };
}

/** At either end of the pane's controls (or on the pane itself), Tab goes round to the other end. */
function wrapTab(event: KeyboardEvent<HTMLElement>, pane: HTMLElement) {
  const stops = tabbables(pane);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === pane)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
