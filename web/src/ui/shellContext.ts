import { createContext, useContext, type ReactNode } from 'react';

export interface Shell {
  /** Opens the sidebar drawer, from a page's mobile top bar. */
  openDrawer(): void;
  /** What the app shows at the end of every page header (the notification bell). */
  headerEnd: ReactNode;
}

export const ShellContext = createContext<Shell>({ openDrawer: () => undefined, headerEnd: null });

export function useShell() {
  return useContext(ShellContext);
}
