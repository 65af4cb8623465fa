import type { ReactNode } from 'react';
import { LazyPopover } from './lazyOverlays';

/** A popover opened from a button at the right end of the page header (the bell, the timer). */
export function HeaderPopover(props: {
  anchor: HTMLElement | null;
  /** Whether its content has loaded; it opens once it has. */
  ready: boolean;
  width: number;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <LazyPopover
      open={props.anchor !== null && props.ready}
      anchorEl={props.anchor}
      onClose={props.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: props.width, maxWidth: '90vw' } } }}
    >
      {props.children}
    </LazyPopover>
  );
}
