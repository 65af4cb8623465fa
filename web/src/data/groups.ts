import {
  GroupInputSchema,
  GroupSchema,
  GroupUpdateSchema,
  type Group,
  type GroupUpdate,
} from '@pomoplan/domain';
import type { z } from 'zod';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { useDb } from './firestoreContext';
import { useLiveQuery } from './useLive';
import { zodConverter } from './converter';
import { definedFields } from './definedFields';
import { createCounted, deleteCounted } from './counted';

const groupConverter = zodConverter(GroupSchema);

export const GROUPS_LIMIT = 500;

export function groupsQuery(db: Firestore, uid: string) {
  return query(
    collection(db, 'users', uid, 'groups').withConverter(groupConverter),
    orderBy('createdAt'),
    limit(GROUPS_LIMIT),
  );
}

export function useGroups(uid: string): Group[] | undefined {
  return useLiveQuery(groupsQuery(useDb(), uid)).data;
}

export type GroupFormInput = z.input<typeof GroupInputSchema>;

/** Counted: refused by the rules when the tier's group limit is reached. */
export function createGroup(db: Firestore, uid: string, input: GroupFormInput): Promise<string> {
  return createCounted(db, uid, 'groups', GroupInputSchema.parse(input));
}

export async function updateGroup(
  db: Firestore,
  uid: string,
  id: string,
  changes: GroupUpdate,
): Promise<void> {
  const data = GroupUpdateSchema.parse(changes);
  await updateDoc(doc(db, 'users', uid, 'groups', id), {
    ...definedFields(data),
    updatedAt: serverTimestamp(),
  });
}

/** Goals keep the id of a deleted group; they are shown as goals without a group. */
export function deleteGroup(db: Firestore, uid: string, id: string): Promise<void> {
  return deleteCounted(db, uid, 'groups', id);
}
