// /api/projects: counted (tier limit); deleting a project deletes its tasks and subtasks.
import { ProjectInputSchema, ProjectUpdateSchema } from '@pomoplan/domain';
import { Router } from 'express';
import { createProject, deleteProject, listProjects, updateProject } from '../services/projects';
import { HttpError } from './errors';
import { authed } from './middleware/auth';
import { pageRequest, sendPage } from './paging';
import { found, idParam, parseBody } from './validation';

export const projectsRouter = Router();

const NOT_FOUND = 'Project not found';

projectsRouter.get(
  '/projects',
  ...authed(async (req, res, { uid }) => {
    sendPage(res, await listProjects(uid, pageRequest(req)));
  }),
);

projectsRouter.post(
  '/projects',
  ...authed(async (req, res, { uid }) => {
    const input = parseBody(ProjectInputSchema, req);
    res.status(201).json(await createProject(uid, input));
  }),
);

projectsRouter.put(
  '/projects/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    const update = parseBody(ProjectUpdateSchema, req);
    res.json(found(await updateProject(uid, id, update), NOT_FOUND));
  }),
);

projectsRouter.delete(
  '/projects/:id',
  ...authed(async (req, res, { uid }) => {
    const id = idParam(req, 'id', NOT_FOUND);
    if (!(await deleteProject(uid, id))) throw new HttpError(404, NOT_FOUND);
    res.status(204).end();
  }),
);
