// Whether a night's analysis could say anything new. The date itself is left out, so that an
// account nobody touched costs no provider call night after night. What the date decides is
// kept in: the facts computed for the day (what is due today, overdue, coming up within the
// week, finished this week and last week, and so the suggested order). Equal hashes therefore
// mean that every statement of the last analysis still holds today, and it stays the one shown
// (with its own date); a todo that became overdue overnight changes the hash.
import { createHash } from 'node:crypto';
import type { AiProvider } from '@pomoplan/domain';
import { dayFacts } from './facts';
import type { AnalysisInput } from './input';

export function analysisInputHash(input: AnalysisInput, provider: AiProvider): string {
  const undated = {
    ...input,
    today: undefined,
    facts: { ...dayFacts(input), today: undefined },
    provider,
  };
  return createHash('sha256').update(JSON.stringify(undated)).digest('hex');
}
