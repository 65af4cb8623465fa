// Addresses of the emulator suite as fixed in firebase.json.
export const PROJECT_ID = 'demo-pomoplan';
export const HOSTING_URL = 'http://127.0.0.1:5000';
export const FIRESTORE_HOST = '127.0.0.1';
export const FIRESTORE_PORT = 8080;
export const AUTH_URL = 'http://127.0.0.1:9099';

/** The security-rules suites load firestore.rules into a project of their own. */
export const RULES_PROJECT_ID = 'demo-pomoplan-rules';
