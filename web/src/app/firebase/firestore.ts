import {
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { firebaseApp } from './app';
import { emulatorHost, EMULATOR_PORTS, usesEmulators } from './config';

let db: Firestore | undefined;

/**
 * Firestore with a persistent cache shared by all tabs: listeners answer from the cache at
 * once, writes show up before the server confirms them, and every open tab sees each change.
 * Only the signed-in part of the app imports this module (the landing page stays light).
 */
export function firestore(): Firestore {
  if (db) return db;
  db = initializeFirestore(firebaseApp(), {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (usesEmulators) connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore);
  return db;
}
