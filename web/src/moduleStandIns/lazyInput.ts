// MUI's TextField and Select import the 'standard' and 'filled' inputs statically beside the
// outlined one (vite.config.ts points those imports at the modules built with this): the app
// draws outlined fields, so the other two load only if a field ever asks for one. The name
// tells FormControl the component is an input.
import { lazy, type ComponentType } from 'react';

export function lazyInput<P>(load: () => Promise<{ default: ComponentType<P> }>) {
  return Object.assign(lazy(load), { muiName: 'Input' });
}
