// The checkout page's states other than the card form, in the words users see.
import type { Notice } from './CheckoutNotice';

const REDIRECT_MS = 2000;

export const NOTICES = {
  missingParameters: {
    title: 'Missing payment parameters',
    message: 'Choose a plan to continue.',
    severity: 'warning',
    redirect: { to: '/subscribe', afterMs: REDIRECT_MS },
  },
  authenticationRequired: {
    title: 'Authentication Required',
    message: 'Please sign in to subscribe to a plan.',
    severity: 'warning',
    redirect: { to: '/', afterMs: REDIRECT_MS },
  },
  invalidRequest: {
    title: 'Invalid Payment Request',
    message:
      'This checkout link does not match the current price of the plan. Please choose your plan again.',
    severity: 'error',
    action: { label: 'Choose a plan', to: '/subscribe' },
  },
  plansFailed: {
    title: 'Error Loading Plans',
    message: 'The plans could not be loaded. Please try again in a moment.',
    severity: 'error',
    action: { label: 'Return to dashboard', to: '/' },
  },
  processing: {
    title: 'Payment Processing',
    message:
      'Your payment was received, but your plan is not updated yet. Please refresh the page in a moment.',
    severity: 'info',
    redirect: { to: '/', afterMs: REDIRECT_MS },
  },
} as const satisfies Record<string, Notice>;

export function setupFailed(message: string): Notice {
  return {
    title: 'Payment Setup Failed',
    message,
    severity: 'error',
    redirect: { to: '/subscribe', afterMs: REDIRECT_MS },
  };
}
