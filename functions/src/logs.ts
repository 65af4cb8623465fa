// Named log events: call sites read as sentences and the fields are searchable in Cloud
// Logging.
import { logger } from 'firebase-functions';

/** A stored document its schema refuses and that no default can repair: left out of a read. */
export function storedDocumentSkipped(path: string, reason: string): void {
  logger.warn('Skipped a stored document that does not match its schema', { path, reason });
}

/** A stored document read with some fields replaced by their defaults. */
export function storedFieldsReset(path: string, fields: string[], reason: string): void {
  logger.warn('Read a stored document with invalid fields reset to their defaults', {
    path,
    fields,
    reason,
  });
}
