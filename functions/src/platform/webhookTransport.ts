// Sends one POST to a checked webhook target and reports only its status. The connection goes
// to the addresses the check approved (never a fresh DNS answer), while TLS still verifies the
// certificate against the host name. Redirects are not followed and the body is never read.
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookTarget } from './webhookTarget';

export interface WebhookRequest {
  target: WebhookTarget;
  /** The JSON body to send. */
  body: string;
  timeoutMs: number;
}

export interface WebhookAnswer {
  status: number;
  statusText: string;
}

export type Transport = (request: WebhookRequest) => Promise<WebhookAnswer>;

/** A DNS lookup that answers with the approved addresses, whatever the name. */
export function pinnedLookup(target: WebhookTarget): LookupFunction {
  const [first] = target.addresses;
  if (!first) throw new Error('A webhook target needs at least one approved address');
  return (_hostname, options, callback) => {
    if (options.all) callback(null, target.addresses);
    else callback(null, first.address, first.family);
  };
}

/**
 * Sends `body` as a JSON POST to the target's approved addresses and hands the response to
 * `onResponse`, which settles the promise; redirects are never followed.
 */
export function pinnedPost<T>(
  { target, body, timeoutMs }: WebhookRequest,
  onResponse: (
    response: http.IncomingMessage,
    resolve: (value: T) => void,
    reject: (error: Error) => void,
  ) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const client = target.url.protocol === 'https:' ? https : http;
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
        lookup: pinnedLookup(target),
        // A fresh connection each time: a pooled one could lead to an address checked earlier.
        agent: false,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => onResponse(response, resolve, reject),
    );
    request.on('error', reject);
    request.end(body);
  });
}

export const pinnedTransport: Transport = (request) =>
  pinnedPost(request, (response, resolve) => {
    resolve({ status: response.statusCode ?? 0, statusText: response.statusMessage ?? '' });
    response.destroy();
  });
