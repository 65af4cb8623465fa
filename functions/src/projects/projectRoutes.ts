// /api/projects: counted (tier limit); deleting a project deletes its tasks and subtasks.
import { ProjectInputSchema, ProjectSchema, ProjectUpdateSchema } from '@pomoplan/domain';
import { createProject, deleteProject, listProjects, updateProject } from './projects';
import { HttpError } from '../platform/http/errors';
import { pageRequest } from '../platform/http/paging';
import { LIMIT_REFUSAL, route } from '../platform/http/route';
import { found } from '../platform/http/validation';

const NOT_FOUND = 'Project not found';

export const projectsRoutes = [
  route(
    {
      method: 'get',
      path: '/projects',
      access: 'user',
      tag: 'projects',
      summary: 'List projects',
      list: ProjectSchema,
    },
    ({ uid, req }) => listProjects(uid, pageRequest(req)),
  ),
  route(
    {
      method: 'post',
      path: '/projects',
      access: 'user',
      tag: 'projects',
      summary: 'Create a project (counted)',
      body: ProjectInputSchema,
      response: ProjectSchema,
      status: 201,
      refusals: [LIMIT_REFUSAL],
      idempotent: true,
    },
    ({ uid, body }) => createProject(uid, body),
  ),
  route(
    {
      method: 'put',
      path: '/projects/:id',
      access: 'user',
      tag: 'projects',
      summary: 'Update a project',
      body: ProjectUpdateSchema,
      response: ProjectSchema,
      notFound: NOT_FOUND,
    },
    async ({ uid, params, body }) => found(await updateProject(uid, params.id, body), NOT_FOUND),
  ),
  route(
    {
      method: 'delete',
      path: '/projects/:id',
      access: 'user',
      tag: 'projects',
      summary: 'Delete a project with its tasks and their subtasks',
      status: 204,
      notFound: NOT_FOUND,
    },
    async ({ uid, params }) => {
      if (!(await deleteProject(uid, params.id))) throw new HttpError(404, NOT_FOUND);
    },
  ),
];
