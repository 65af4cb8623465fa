// MUI's Menu and Popover, with the Modal, focus trap and transitions under them (about 10 KB
// gzip), loaded on the first input rather than with the first screen: nothing can be open before
// the person does something. One asked to open before its code has arrived opens when it does;
// what opened it (a select, a button) stays as it is meanwhile.
import type { MenuProps } from '@mui/material/Menu';
import type { PopoverProps } from '@mui/material/Popover';
import { useEffect } from 'react';
import { deferUntilInput, useDeferred } from './deferred';

const overlays = deferUntilInput(async () => {
  const [menu, popover] = await Promise.all([
    import('@mui/material/Menu'),
    import('@mui/material/Popover'),
  ]);
  return { Menu: menu.default, Popover: popover.default };
});

function useOverlays(open: boolean) {
  useEffect(() => {
    if (open) void overlays.load();
  }, [open]);
  return useDeferred(overlays);
}

export function LazyMenu(props: MenuProps) {
  const loaded = useOverlays(props.open);
  return loaded ? <loaded.Menu {...props} /> : null;
}

export function LazyPopover(props: PopoverProps) {
  const loaded = useOverlays(props.open);
  return loaded ? <loaded.Popover {...props} /> : null;
}
