// MUI's Menu and Popover, with the Modal, focus trap and transitions under them, and the menu's
// items (about 14 KB gzip), loaded on the first input rather than with the first screen: nothing
// can be open before the person does something. One asked to open before its code has arrived
// opens when it does; what opened it (a select, a button) stays as it is meanwhile.
import type { MenuProps } from '@mui/material/Menu';
import type { MenuItemProps } from '@mui/material/MenuItem';
import type { PopoverProps } from '@mui/material/Popover';
import { forwardRef, useEffect } from 'react';
import { deferUntilInput, useDeferred } from './deferred';

const overlays = deferUntilInput(async () => {
  const [menu, popover, menuItem] = await Promise.all([
    import('@mui/material/Menu'),
    import('@mui/material/Popover'),
    import('@mui/material/MenuItem'),
  ]);
  return { Menu: menu.default, Popover: popover.default, MenuItem: menuItem.default };
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

/**
 * MUI's MenuItem, for a select's options and a menu's entries. A closed select reads only its
 * options' props (the chosen one's label), so the item's code can wait for the menu's: an item
 * is drawn only inside an open menu, which itself waits for this code.
 */
export const LazyMenuItem = forwardRef<HTMLLIElement, MenuItemProps>(
  function LazyMenuItem(props, ref) {
    const loaded = useOverlays(true);
    return loaded ? <loaded.MenuItem {...props} ref={ref} /> : null;
  },
);
