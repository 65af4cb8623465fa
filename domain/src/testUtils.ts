// Test helper (not exported from the package): the issues of a safeParse result as
// 'path: message' lines, so assertions read like the errors a user would see.

import type { z } from 'zod/mini';

export function issuesOf(result: z.core.util.SafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

export function messagesOf(result: z.core.util.SafeParseResult<unknown>): string[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.message);
}

/** The server timestamps every stored document carries. */
export const STORED_AT = {
  createdAt: new Date('2026-01-02T03:04:05Z'),
  updatedAt: new Date('2026-01-03T03:04:05Z'),
};
