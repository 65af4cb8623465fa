// Settings › Import: the file chosen in the browser, sent as text and read on the server, and
// the preview the server answers before anything is written.
import { z } from 'zod/mini';

/** The largest file an import reads. */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;

export const ImportRequestSchema = z.object({
  fileName: z
    .string()
    .check(z.maxLength(255, { error: 'fileName must be at most 255 characters' })),
  content: z
    .string()
    .check(z.maxLength(MAX_IMPORT_FILE_BYTES, { error: 'The file is larger than 5 MB' })),
});
export type ImportRequest = z.infer<typeof ImportRequestSchema>;

export const ImportPreviewSchema = z.object({
  summary: z.string(),
  projects: z.number(),
  tasks: z.number(),
  subtasks: z.number(),
  repeatsKeptAsText: z.number(),
  alreadyImported: z.number(),
  refusal: z.nullable(z.string()),
});
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;
