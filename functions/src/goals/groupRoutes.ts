// Goal groups: listed at /api/groups, written through /api/folders (the public API's paths).
// Counted (tier limit); deleting one leaves its goals without a group.
import { GroupInputSchema, GroupSchema, GroupUpdateSchema } from '@pomoplan/domain';
import { createGroup, deleteGroup, listGroups, updateGroup } from './groups';
import { HttpError } from '../platform/http/errors';
import { pageRequest } from '../platform/http/paging';
import { LIMIT_REFUSAL, route } from '../platform/http/route';
import { found } from '../platform/http/validation';

const NOT_FOUND = 'Group not found';

export const groupsRoutes = [
  route(
    {
      method: 'get',
      path: '/groups',
      access: 'user',
      tag: 'groups',
      summary: 'List goal groups',
      list: GroupSchema,
    },
    ({ uid, req }) => listGroups(uid, pageRequest(req)),
  ),
  route(
    {
      method: 'post',
      path: '/folders',
      access: 'user',
      tag: 'groups',
      summary: 'Create a goal group (counted)',
      body: GroupInputSchema,
      response: GroupSchema,
      status: 201,
      refusals: [LIMIT_REFUSAL],
      idempotent: true,
    },
    ({ uid, body }) => createGroup(uid, body),
  ),
  route(
    {
      method: 'put',
      path: '/folders/:id',
      access: 'user',
      tag: 'groups',
      summary: 'Update a goal group',
      body: GroupUpdateSchema,
      response: GroupSchema,
      notFound: NOT_FOUND,
    },
    async ({ uid, params, body }) => found(await updateGroup(uid, params.id, body), NOT_FOUND),
  ),
  route(
    {
      method: 'delete',
      path: '/folders/:id',
      access: 'user',
      tag: 'groups',
      summary: 'Delete a goal group; its goals keep no group',
      status: 204,
      notFound: NOT_FOUND,
    },
    async ({ uid, params }) => {
      if (!(await deleteGroup(uid, params.id))) throw new HttpError(404, NOT_FOUND);
    },
  ),
];
