import {
  connectFirestoreEmulator,
  disableNetwork,
  enableNetwork,
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
 * A cache held by one tab (each further tab on memory, listening itself) was measured and is
 * slower: a second tab then waits for the server instead of the shared cache. A tab in the
 * background is slow either way: the SDK hands every snapshot to its listener through
 * setTimeout, which a hidden tab runs only on whole-second wake-ups (`npm run bench`, Live sync).
 *
 * Only the signed-in part of the app imports this module (the landing page stays light).
 */
export function firestore(): Firestore {
  if (db) return db;
  db = initializeFirestore(firebaseApp(), {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (usesEmulators) connectFirestoreEmulator(db, emulatorHost(), EMULATOR_PORTS.firestore);
  else waitForAppCheck(db);
  return db;
}

/**
 * A deployed project's Firestore refuses a request without an App Check token, and the SDK
 * sends one only once App Check has started: the network waits for it (the emulators ask for
 * none), while listeners answer from the cache.
 */
function waitForAppCheck(db: Firestore): void {
  void disableNetwork(db);
  void import('./appCheck')
    .then((appCheck) => appCheck.appCheckToken())
    .finally(() => enableNetwork(db));
}
