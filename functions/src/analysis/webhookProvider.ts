// The admin's chat (n8n) webhook as an analysis provider: the user's todos, tasks, goals and
// the day's facts are POSTed as JSON to the saved URL (checked again at each call, connected
// to the checked addresses only, no redirects), and the reply's text is the analysis. Unlike
// the connection test, this call reads the answer, bounded in size and time.
import { AI_RESPONSE_MAX } from '@pomoplan/domain';
import { z } from 'zod';
import { readChatUrl } from '../platform/integrations';
import { checkWebhookUrl, type WebhookTarget } from '../platform/webhookTarget';
import { pinnedPost } from '../platform/webhookTransport';
import type { AnalysisInput } from './input';
import { promptData } from './prompt';
import type { AnalysisProvider, ProviderResult } from './provider';

const TIMEOUT_MS = 30_000;
/** Enough for any analysis text; a larger answer is refused, not read on. */
const MAX_ANSWER_BYTES = 256 * 1024;

interface TextAnswer {
  status: number;
  text: string;
}

function postForText(target: WebhookTarget, body: string): Promise<TextAnswer> {
  return pinnedPost<TextAnswer>(
    { target, body, timeoutMs: TIMEOUT_MS },
    (response, resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          response.destroy(new Error(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    },
  );
}

const analysisText = z.string().trim().min(1).max(AI_RESPONSE_MAX);
const TEXT_FIELDS = ['output', 'text', 'reply', 'response', 'message'] as const;

/**
 * The analysis in a webhook's answer: plain text, or JSON carrying it as `output` (n8n's AI
 * agent), `text`, `reply`, `response` or `message`, possibly as the first item of a list.
 */
export function textOfAnswer(raw: string): string | null {
  let value: unknown = raw;
  try {
    value = JSON.parse(raw);
  } catch {
    // Plain text.
  }
  if (Array.isArray(value)) value = value[0];
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    value = TEXT_FIELDS.map((field) => record[field]).find((field) => typeof field === 'string');
  }
  const parsed = analysisText.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function webhookBody(input: AnalysisInput) {
  return {
    type: 'todo_analysis',
    source: 'Pomoplan',
    tier: input.tier,
    ...promptData(input),
    // The raw items too, for a workflow that wants to judge for itself.
    todos: input.todos,
    tasks: input.tasks,
    goalNames: Object.fromEntries(input.goals.map((goal) => [goal.id, goal.name])),
  };
}

const fail = (failure: 'rate-limited' | 'unavailable' | 'malformed', message: string) =>
  ({ ok: false, failure, message }) as const;

export const webhookProvider: AnalysisProvider = {
  name: 'webhook',
  async analyse(input): Promise<ProviderResult> {
    const url = await readChatUrl();
    if (!url) return fail('malformed', 'No chat webhook URL is configured.');
    const checked = await checkWebhookUrl(url);
    if (!checked.ok) return fail('malformed', checked.reason);
    let answer: TextAnswer;
    try {
      answer = await postForText(checked.target, JSON.stringify(webhookBody(input)));
    } catch (error) {
      return fail('unavailable', `The webhook could not be reached: ${String(error)}`);
    }
    if (answer.status === 429) return fail('rate-limited', 'The webhook answered 429');
    if (answer.status >= 500) return fail('unavailable', `The webhook answered ${answer.status}`);
    if (answer.status < 200 || answer.status >= 300) {
      return fail('malformed', `The webhook answered ${answer.status}`);
    }
    const text = textOfAnswer(answer.text);
    if (!text) return fail('malformed', 'The webhook answered no analysis text');
    return { ok: true, sections: { summary: text }, model: null, promptTokens: 0, outputTokens: 0 };
  },
};
