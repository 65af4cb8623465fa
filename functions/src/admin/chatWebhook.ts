// Tries the chat (n8n) webhook: POSTs a small JSON test message and reports the status and how
// long the answer took. The URL is checked again right before the call, so a host that now
// resolves to an internal address is refused; what the webhook answered is never passed on.
import { checkWebhookUrl, type TargetOptions } from '../platform/webhookTarget';
import { pinnedTransport, type Transport } from '../platform/webhookTransport';

export interface WebhookTest {
  success: boolean;
  message: string;
  /** The HTTP status the webhook answered; null when it did not answer. */
  status: number | null;
  /** Milliseconds until the answer's status line; null when it did not answer. */
  durationMs: number | null;
}

export interface WebhookTestOptions extends TargetOptions {
  transport?: Transport;
  now?: Date;
}

const SOURCE = 'Pomoplan';

export const WEBHOOK_TIMEOUT_MS = 5000;

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

function reason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

function answered(status: number, statusText: string): string {
  const line = `${status}${statusText ? ` ${statusText}` : ''}`;
  if (status >= 200 && status < 300) return `Connection successful: the webhook answered ${line}.`;
  if (status >= 300 && status < 400)
    return `The webhook answered ${line}; redirects are not followed.`;
  return `The webhook answered ${line}.`;
}

function failed(message: string): WebhookTest {
  return { success: false, message, status: null, durationMs: null };
}

export async function testWebhook(
  url: string,
  { transport = pinnedTransport, now = new Date(), ...targetOptions }: WebhookTestOptions = {},
): Promise<WebhookTest> {
  const checked = await checkWebhookUrl(url, targetOptions);
  if (!checked.ok) return failed(checked.reason);
  const body = JSON.stringify({
    type: 'connection_test',
    source: SOURCE,
    sentAt: now.toISOString(),
  });
  const started = performance.now();
  try {
    const { status, statusText } = await transport({
      target: checked.target,
      body,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
    });
    return {
      success: status >= 200 && status < 300,
      message: answered(status, statusText),
      status,
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return failed(
      isTimeout(error)
        ? `The webhook did not answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`
        : `Could not reach the webhook (${reason(error)}).`,
    );
  }
}

/** The short line the admin sees in place of the webhook's answer, e.g. 'HTTP 200 in 123 ms'. */
export function describeAnswer(test: WebhookTest): string | null {
  return test.status === null ? null : `HTTP ${test.status} in ${test.durationMs ?? 0} ms`;
}
