import { z } from 'zod/mini';
import {
  blankToNullLines,
  documentId,
  hasSomeField,
  hexColor,
  NOTHING_TO_UPDATE,
  nullableText,
  requiredLine,
  requiredText,
  storedTimestamps,
} from './common';

export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 2000;
export const DEFAULT_PROJECT_COLOR = '#3B82F6';

const name = requiredLine('Project name', PROJECT_NAME_MAX);
const color = hexColor('Project color');

export const ProjectSchema = z.object({
  id: documentId('Project id'),
  name: requiredText('Project name', PROJECT_NAME_MAX),
  description: z._default(nullableText('Project description', PROJECT_DESCRIPTION_MAX), null),
  color: z._default(color, DEFAULT_PROJECT_COLOR),
  ...storedTimestamps,
});
export type Project = z.infer<typeof ProjectSchema>;

const projectFields = {
  name,
  description: blankToNullLines('Project description', PROJECT_DESCRIPTION_MAX),
  color,
};

/** Creating a project. A blank description becomes null. */
export const ProjectInputSchema = z.object({
  ...projectFields,
  description: z._default(projectFields.description, null),
  color: z._default(color, DEFAULT_PROJECT_COLOR),
});
export type ProjectInput = z.infer<typeof ProjectInputSchema>;

export const ProjectUpdateSchema = z
  .partial(z.object(projectFields))
  .check(z.refine(hasSomeField, { error: NOTHING_TO_UPDATE }));
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;
