import { useCallback, useState } from 'react';

export const SIDEBAR_DEFAULT_WIDTH = 256;
export const SIDEBAR_MIN_WIDTH = 200;
export const SIDEBAR_MAX_WIDTH = 400;
export const SIDEBAR_COLLAPSED_WIDTH = 64;

const WIDTH_KEY = 'pomoplan.sidebar.width';
const COLLAPSED_KEY = 'pomoplan.sidebar.collapsed';

export function clampSidebarWidth(width: number): number {
  if (!Number.isFinite(width)) return SIDEBAR_DEFAULT_WIDTH;
  return Math.min(SIDEBAR_MAX_WIDTH, Math.max(SIDEBAR_MIN_WIDTH, Math.round(width)));
}

function readWidth(): number {
  const stored = window.localStorage.getItem(WIDTH_KEY);
  return stored === null ? SIDEBAR_DEFAULT_WIDTH : clampSidebarWidth(Number(stored));
}

/** Sidebar width and collapsed state, persisted in local storage. */
export function useSidebarPrefs() {
  const [width, setWidthState] = useState(readWidth);
  const [collapsed, setCollapsedState] = useState(
    () => window.localStorage.getItem(COLLAPSED_KEY) === 'true',
  );

  const setWidth = useCallback((next: number) => {
    const clamped = clampSidebarWidth(next);
    setWidthState(clamped);
    window.localStorage.setItem(WIDTH_KEY, String(clamped));
  }, []);

  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    window.localStorage.setItem(COLLAPSED_KEY, String(next));
  }, []);

  return { width, setWidth, collapsed, setCollapsed };
}
