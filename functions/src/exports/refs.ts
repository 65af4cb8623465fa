// users/{uid}/exports/{id} (server only): one export of the account, with its status and, once
// built, its JSON file in exportChunks/{n} below it (a document holds at most 1 MiB). Both carry
// expiresAt, and pruneExpired deletes them once it has passed.
import { userDoc } from '../platform/firestore';

export const EXPORT_CHUNKS = 'exportChunks';

export const exportsCollection = (uid: string) => userDoc(uid).collection('exports');
export const exportRef = (uid: string, id: string) => exportsCollection(uid).doc(id);
export const chunksCollection = (uid: string, id: string) =>
  exportRef(uid, id).collection(EXPORT_CHUNKS);
