import {
  GroupInputSchema,
  GroupSchema,
  GroupUpdateSchema,
  type Group,
  type GroupUpdate,
} from '@pomoplan/domain';
import { limit, orderBy, type Firestore } from 'firebase/firestore';
import type { z } from 'zod/mini';
import { deleteUnlinking } from './batches';
import { useDb } from './sync/firestoreContext';
import { groupGoalsQuery } from './goals';
import { useLiveQuery, type Live } from './sync/useLive';
import { countedCollection } from './userCollection';

const groups = countedCollection('groups', GroupSchema);

export const GROUPS_LIMIT = 500;

export function groupsQuery(db: Firestore, uid: string) {
  return groups.at(db, uid).query(orderBy('createdAt'), limit(GROUPS_LIMIT));
}

export function useGroups(uid: string): Live<Group[]> {
  return useLiveQuery(groupsQuery(useDb(), uid));
}

export type GroupFormInput = z.input<typeof GroupInputSchema>;

/** Counted: refused by the rules when the tier's group limit is reached. */
export function createGroup(db: Firestore, uid: string, input: GroupFormInput): Promise<string> {
  return groups.at(db, uid).create(GroupInputSchema.parse(input));
}

export function updateGroup(db: Firestore, uid: string, id: string, changes: GroupUpdate) {
  return groups.at(db, uid).update(id, GroupUpdateSchema.parse(changes));
}

/** Deletes a group; its goals are kept without a group, as DELETE /api/groups/{id} does. */
export function deleteGroup(db: Firestore, uid: string, id: string): Promise<void> {
  return deleteUnlinking(db, groupGoalsQuery(db, uid, id), { groupId: null }, () =>
    groups.at(db, uid).delete(id),
  );
}
