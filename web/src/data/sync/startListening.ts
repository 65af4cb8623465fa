// Starting a shared listener before any component shows it: liveStore.ts keeps a listener
// running a while after its last subscriber leaves, so a component that mounts soon after
// finds it running, or already answered.
import type { DocumentReference, Query } from 'firebase/firestore';
import { liveDoc, liveQuery } from './liveStore';

const nobody = () => undefined;

export function startListening<T extends { id: string }>(query: Query<T>): void {
  liveQuery(query).subscribe(nobody)();
}

export function startListeningToDoc<T>(ref: DocumentReference<T>): void {
  liveDoc(ref).subscribe(nobody)();
}
