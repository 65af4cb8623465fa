import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * Keyboard focus for a side pane that is not modal: opening it moves focus into it, Escape
 * closes it, and closing it puts focus back where it was (the row that opened it).
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
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  }

  return { paneRef, onKeyDown };
}
