// What the hosted pages share: plain HTML without external assets, a card form whose fields
// carry labels (so browser tests find them by label), and reading that form back.
import type { StandinResponse } from '../harness';
import type { CardInput } from './cards';
import type { PaymentMethod } from './types';
import { escapeHtml as escape } from '../html';

export { escape };

export const money = (cents: number, currency: string) =>
  `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}' +
  'label{display:grid;gap:4px;margin:0 0 12px}input{font:inherit;padding:8px;border:1px solid #8a8f98;border-radius:6px}' +
  'button{font:inherit;padding:8px 16px;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;cursor:pointer}' +
  'button.secondary{background:#fff;color:#635bff}[role=alert]{color:#df1b41}[role=status]{color:#0a7d33}';

export interface Notice {
  kind: 'status' | 'alert';
  text: string;
}

/** A whole page; a notice is announced (role status or alert) above the content. */
export function page(title: string, content: string, notice?: Notice): StandinResponse {
  const message = notice ? `<p role="${notice.kind}">${escape(notice.text)}</p>` : '';
  return {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    body: `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)} (Stripe stand-in)</title><style>${STYLE}</style><main><h1>${escape(title)}</h1>${message}${content}<p><small>Test mode: local Stripe stand-in. No real card is charged.</small></p></main></html>`,
  };
}

/** A card form posting `number`, `expiry` (MM/YY) and `cvc` to `action`. */
export function cardForm(action: string, button: string): string {
  const field = (label: string, name: string, attributes: string) =>
    `<label>${label}<input name="${name}" required ${attributes}></label>`;
  return (
    `<form method="post" action="${escape(action)}">` +
    field(
      'Card number',
      'number',
      'autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234"',
    ) +
    field('Expiration date (MM/YY)', 'expiry', 'autocomplete="cc-exp" placeholder="MM/YY"') +
    field(
      'Security code (CVC)',
      'cvc',
      'autocomplete="cc-csc" inputmode="numeric" placeholder="CVC"',
    ) +
    `<button type="submit">${escape(button)}</button></form>`
  );
}

/** The card a card form posted. */
export function cardOf(body: unknown): CardInput {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const [month, year] = String(fields.expiry ?? '')
    .split('/')
    .map((part) => part.trim());
  return {
    number: String(fields.number ?? '').replace(/[\s-]/g, ''),
    expMonth: month ?? '',
    expYear: year ?? '',
    cvc: String(fields.cvc ?? '').trim(),
  };
}

export function describeCard(method: PaymentMethod): string {
  const { brand, last4, exp_month, exp_year } = method.card;
  const name = brand === 'unknown' ? 'Card' : brand[0]?.toUpperCase() + brand.slice(1);
  return `${name} ending in ${last4}, expires ${String(exp_month).padStart(2, '0')}/${exp_year}`;
}
