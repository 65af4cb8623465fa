// Stands in for the ripple that MUI's ButtonBase imports statically (vite.config.ts points its
// import here). Every button draws its ripple only once pressed or focused, so the ripple's code
// loads on the first input on the page rather than with the first screen; a press before it has
// arrived simply shows no ripple.
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';
import { forwardRef, type ComponentType, type RefAttributes } from 'react';
import { deferUntilInput, useDeferred } from '../ui/deferred';

// MUI's types declare the ripple as a render function; the module exports the forwardRef component.
type TouchRipple = ComponentType<TouchRippleProps & RefAttributes<TouchRippleActions>>;

const touchRipple = deferUntilInput(
  async () =>
    (await import('@mui/material/ButtonBase/TouchRipple')).default as unknown as TouchRipple,
);

export default forwardRef<TouchRippleActions, TouchRippleProps>(
  function DeferredTouchRipple(props, ref) {
    const Loaded = useDeferred(touchRipple);
    return Loaded ? <Loaded {...props} ref={ref} /> : null;
  },
);
