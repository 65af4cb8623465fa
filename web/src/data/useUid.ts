import { createContext, createElement, useContext, type ReactNode } from 'react';

// The uid alone, not the whole auth state: the pages under it do not draw again each time
// Auth or the backend adds to what is known about the same user.
const UidContext = createContext<string | null>(null);

/** Names the signed-in user for the pages below (the signed-in app provides it). */
export function UidProvider({ uid, children }: { uid: string; children: ReactNode }) {
  return createElement(UidContext, { value: uid }, children);
}

/** The signed-in user's id. Only the signed-in app renders data pages, so one always exists. */
export function useUid(): string {
  const uid = useContext(UidContext);
  if (!uid) throw new Error('useUid needs a UidProvider above it');
  return uid;
}
