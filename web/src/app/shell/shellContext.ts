import { createContext, useContext } from 'react';

/** Lets a page's mobile top bar open the sidebar drawer. */
export const ShellContext = createContext<{ openDrawer(): void }>({ openDrawer: () => undefined });

export function useShell() {
  return useContext(ShellContext);
}
