// users/{uid}/groups/{id} (the API's folders): counted. Deleting a group leaves its goals
// without a group.
import { GroupSchema, type Group, type GroupInput, type GroupUpdate } from '@pomoplan/domain';
import { entityConverter } from '../platform/firestore';
import { listPage, type Page, type PageRequest } from '../platform/paging';
import { goalsCollection, groupRef, groupsCollection } from '../platform/refs';
import { createCounted, deleteCounted } from '../plans/usage';
import { readBack, updateAllMatching, updateEntity } from '../platform/writes';

const groupConverter = entityConverter(GroupSchema);

export function listGroups(uid: string, page: PageRequest): Promise<Page<Group>> {
  return listPage(groupsCollection(uid).withConverter(groupConverter), page);
}

export async function createGroup(uid: string, input: GroupInput): Promise<Group> {
  const ref = await createCounted(uid, 'groups', async () => ({ ...input }));
  return readBack(ref, groupConverter);
}

export function updateGroup(uid: string, id: string, update: GroupUpdate): Promise<Group | null> {
  return updateEntity(groupRef(uid, id), groupConverter, update);
}

export async function deleteGroup(uid: string, id: string): Promise<boolean> {
  if (!(await groupRef(uid, id).get()).exists) return false;
  const goalsOfGroup = goalsCollection(uid).where('groupId', '==', id);
  await updateAllMatching(goalsOfGroup, { groupId: null });
  const deleted = await deleteCounted(uid, 'groups', id);
  await updateAllMatching(goalsOfGroup, { groupId: null });
  return deleted;
}
