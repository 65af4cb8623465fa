// The AI analysis of todos that an admin can trigger. No AI provider is wired up yet: the
// change that adds one declares its key in config.ts and makes isAiConfigured() check it, and
// the admin endpoint starts working without further changes to its checks.

export const AI_NOT_CONFIGURED =
  'AI analysis is not configured: set the AI provider key to enable it.';

/** Whether an AI provider key is set. */
export function isAiConfigured(): boolean {
  return false;
}
