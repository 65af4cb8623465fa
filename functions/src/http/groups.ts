// Goal groups: listed at /api/groups, written through /api/folders (the spec's paths).
// Counted (tier limit); deleting one leaves its goals without a group.
import { GroupInputSchema, GroupUpdateSchema } from '@pomoplan/domain';
import { Router } from 'express';
import { createGroup, deleteGroup, listGroups, updateGroup } from '../services/groups';
import { HttpError } from './errors';
import { authed } from './middleware/auth';
import { pageRequest, sendPage } from './paging';
import { found, idParam, parseBody } from './validation';

export const groupsRouter = Router();

const NOT_FOUND = 'Group not found';

groupsRouter.get(
  '/groups',
  ...authed(async (req, res, { uid }) => {
    sendPage(res, await listGroups(uid, pageRequest(req)));
  }),
);

groupsRouter.post(
  '/folders',
  ...authed(async (req, res, { uid }) => {
    const input = parseBody(GroupInputSchema, req);
    res.status(201).json(await createGroup(uid, input));
  }),
);

groupsRouter.put(
  '/folders/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    const update = parseBody(GroupUpdateSchema, req);
    res.json(found(await updateGroup(uid, id, update), NOT_FOUND));
  }),
);

groupsRouter.delete(
  '/folders/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    if (!(await deleteGroup(uid, id))) throw new HttpError(404, NOT_FOUND);
    res.status(204).end();
  }),
);
