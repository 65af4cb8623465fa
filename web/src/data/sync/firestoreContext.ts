import type { Firestore } from 'firebase/firestore';
import { createContext, createElement, useContext, type ReactNode } from 'react';

// A .ts module (no JSX): the rules tests' TypeScript project compiles the data modules too.
const FirestoreContext = createContext<Firestore | null>(null);

/** Gives the signed-in app's pages the one Firestore instance (platform/firebase/firestore.ts). */
export function FirestoreProvider({ db, children }: { db: Firestore; children: ReactNode }) {
  return createElement(FirestoreContext, { value: db }, children);
}

/** The Firestore instance the data modules' verbs and queries take. */
export function useDb(): Firestore {
  const db = useContext(FirestoreContext);
  if (!db) throw new Error('useDb needs a FirestoreProvider above it');
  return db;
}
