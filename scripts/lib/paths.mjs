import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = 'demo-pomoplan';
export const EMULATORS = 'auth,firestore,functions,hosting,pubsub,tasks';
export const HOSTING_URL = 'http://localhost:5000';
export const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
