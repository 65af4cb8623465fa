import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHost, EMULATOR_PORTS, usesEmulators } from './config';

let auth: Auth | undefined;

/** Firebase Auth with the spec's persistence order: IndexedDB, then local, then session. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    popupRedirectResolver: browserPopupRedirectResolver,
  });
  if (usesEmulators) {
    connectAuthEmulator(auth, `http://${emulatorHost()}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  }
  return auth;
}
