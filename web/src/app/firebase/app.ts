import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseOptions } from './config';

export function firebaseApp(): FirebaseApp {
  return getApps()[0] ?? initializeApp(firebaseOptions);
}
