import { emulatorEnv } from '../emulators/setup.mjs';
import { bin, PROJECT_ID } from './paths.mjs';

/** The environment for firebase-tools, or exits with a message naming what is missing. */
export function firebaseEnv() {
  try {
    return { ...process.env, ...emulatorEnv().env };
  } catch (error) {
    console.error(`✖ The Firebase emulators cannot start: ${error.message}`);
    process.exit(1);
  }
}

export const FIREBASE = bin('firebase');
export const projectArgs = ['--project', PROJECT_ID];
