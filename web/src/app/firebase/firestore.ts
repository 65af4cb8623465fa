import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentSingleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHost, EMULATOR_PORTS, usesEmulators } from './config';

let db: Firestore | undefined;

/**
 * Firestore with a persistent cache owned by one tab: listeners answer from the cache at once
 * and writes show up before the server confirms them. Every tab listens to the server itself:
 * the first tab keeps the cache, a further tab falls back to memory (the SDK does so on its own
 * when the cache is taken).
 *
 * Not the multi-tab cache: there one tab, the primary, holds every listener and hands changes
 * to the other tabs through IndexedDB and local storage, which made a change typed in one tab
 * take a second or more to show in another, and slowed every change in a tab that was not the
 * primary.
 *
 * Only the signed-in part of the app imports this module (the landing page stays light).
 */
export function firestore(): Firestore {
  if (db) return db;
  db = initializeFirestore(firebaseApp(), {
    localCache: persistentLocalCache({ tabManager: persistentSingleTabManager(undefined) }),
  });
  if (usesEmulators) connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore);
  return db;
}
