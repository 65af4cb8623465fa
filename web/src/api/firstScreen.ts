// The first screen's data as a Firestore bundle (GET /api/first-screen), for an empty cache.
import { apiFile } from './client';

/** The signed-in user's first-screen bundle, as Firestore's loadBundle takes it. */
export async function fetchFirstScreenBundle(): Promise<ArrayBuffer> {
  return (await apiFile('/api/first-screen')).arrayBuffer();
}
