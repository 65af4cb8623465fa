// Tries the chat (n8n) webhook: POSTs a small JSON test message and reports what came back.

export interface WebhookTest {
  success: boolean;
  message: string;
  /** The text the webhook answered, at most RESPONSE_MAX_BYTES; null when it did not answer. */
  response: string | null;
}

const SOURCE = 'Pomoplan';

export const WEBHOOK_TIMEOUT_MS = 5000;
export const RESPONSE_MAX_BYTES = 2048;

/** Cuts UTF-8 text to at most `maxBytes` without splitting a character. */
export function truncateUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  // Step back over continuation bytes (10xxxxxx) to a character boundary.
  while (end > 0 && ((bytes[end] ?? 0) & 0xc0) === 0x80) end -= 1;
  return bytes.subarray(0, end).toString('utf8');
}

/** Reads at most `maxBytes` of the body, so a webhook that answers endlessly cannot fill memory. */
async function readStart(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size <= maxBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return truncateUtf8(Buffer.concat(chunks).toString('utf8'), maxBytes);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

export async function testWebhook(url: string, now: Date = new Date()): Promise<WebhookTest> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'connection_test', source: SOURCE, sentAt: now.toISOString() }),
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    return {
      success: false,
      message: isTimeout(error)
        ? `The webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`
        : `Could not reach the webhook (${reason(error)}).`,
      response: null,
    };
  }
  const text = await readStart(response, RESPONSE_MAX_BYTES).catch(() => '');
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return response.ok
    ? {
        success: true,
        message: `Connection successful: the webhook answered ${status}.`,
        response: text,
      }
    : { success: false, message: `The webhook answered ${status}.`, response: text };
}
