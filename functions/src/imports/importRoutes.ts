// Settings › Import: POST /api/imports/preview reads the file and says what it holds and whether
// the plan allows it; POST /api/imports brings it in (all of it, or nothing past a limit).
// Importing the same file again adds nothing: each item has a key of its own in the file.
import { ImportPreviewSchema, ImportRequestSchema, type ImportRequest } from '@pomoplan/domain';
import { applyImport, previewImport } from './apply';
import { ImportFileError, type ImportDraft } from './draft';
import { parseImportFile } from './parseFile';
import { InvalidInputError } from '../platform/errors';
import { route } from '../platform/http/route';

/** Runs `work` on the file's draft; a file that cannot be read is a 400 naming lines and reasons. */
async function withDraft<T>(body: ImportRequest, work: (draft: ImportDraft) => Promise<T>) {
  try {
    return await work(parseImportFile(body.fileName, body.content));
  } catch (error) {
    if (error instanceof ImportFileError) throw new InvalidInputError(error.message);
    throw error;
  }
}

const FILES =
  'a Todoist project CSV or backup ZIP (base64:…), a TickTick backup CSV or a Pomoplan export (JSON), at most 5 MB and 20,000 rows';

export const importsRoutes = [
  route(
    {
      method: 'post',
      path: '/imports/preview',
      access: 'user',
      tag: 'account',
      summary: 'What a file would import, and whether the plan allows it; writes nothing',
      description: `The file: ${FILES}.`,
      body: ImportRequestSchema,
      response: ImportPreviewSchema,
      errors: { 400: 'The file cannot be read: each bad line with the reason' },
    },
    ({ uid, body }) => withDraft(body, (draft) => previewImport(uid, draft)),
  ),
  route(
    {
      method: 'post',
      path: '/imports',
      access: 'user',
      tag: 'account',
      summary: 'Import a file: whatever of it was not imported before',
      description: `The file: ${FILES}.`,
      body: ImportRequestSchema,
      response: ImportPreviewSchema,
      errors: { 400: 'The file cannot be read: each bad line with the reason' },
      refusals: [
        'The new projects, goals or goal groups would pass the plan’s limit: nothing is imported',
      ],
    },
    ({ uid, body }) => withDraft(body, (draft) => applyImport(uid, draft)),
  ),
];
