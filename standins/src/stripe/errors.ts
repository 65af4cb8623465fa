// Stripe's error answers (`{error: {type, message, code?, param?}}`) and a way for a handler
// deep in a call to answer one.
import type { StandinResponse } from '../harness';

export function stripeError(
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): StandinResponse {
  return { status, body: { error: { type, message, ...extra } } };
}

export const missing = (kind: string, value: string, param = 'id') =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${value}'`, {
    code: 'resource_missing',
    param,
  });

export const invalid = (message: string, param?: string, extra: Record<string, unknown> = {}) =>
  stripeError(400, 'invalid_request_error', message, { ...(param ? { param } : {}), ...extra });

export const ok = (body: unknown): StandinResponse => ({ status: 200, body });

/** Thrown inside a handler to answer a Stripe error. */
export class Refusal extends Error {
  constructor(readonly response: StandinResponse) {
    super('refused');
  }
}

export function answerOrRefusal(error: unknown): StandinResponse {
  if (error instanceof Refusal) return error.response;
  throw error;
}

export function refuse(response: StandinResponse): never {
  throw new Refusal(response);
}
