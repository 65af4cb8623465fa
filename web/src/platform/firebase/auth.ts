import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './app';
import { emulatorHost, EMULATOR_PORTS, usesEmulators } from './config';

let auth: Auth | undefined;

/** Firebase Auth persisting the session in IndexedDB, else local storage, else session storage. */
export function firebaseAuth(): Auth {
  if (auth) return auth;
  auth = initializeAuth(firebaseApp(), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (usesEmulators) {
    connectAuthEmulator(auth, `http://${emulatorHost()}:${EMULATOR_PORTS.auth}`, {
      disableWarnings: true,
    });
  } else {
    // A deployed project's Auth asks for App Check on sign-in and sign-up: started now, it is
    // there before anyone has typed their password.
    void import('./appCheck').then((appCheck) => appCheck.startAppCheck());
  }
  return auth;
}
