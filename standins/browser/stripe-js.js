// Stripe.js as the checkout page uses it, served by the Stripe stand-in (GET /js/v3) for
// publishable keys `pk_test_local…`. It implements what @stripe/react-stripe-js and the page
// call: `Stripe(key)`, `stripe.elements({clientSecret})`, the Payment Element (a card form
// mounted in the page, with fields labelled 'Card number', 'Expiration date', 'Security code'),
// `elements.submit()`, `stripe.confirmPayment({elements, redirect})`,
// `stripe.retrievePaymentIntent(clientSecret)` and `stripe.handleNextAction({clientSecret})`.
// Payments are confirmed against the stand-in's API with the client secret, as Stripe.js does,
// so the server and the webhooks see real state. A payment that needs authentication opens a
// dialog standing for the bank's 3D Secure page.
(function installStripeStandin() {
  'use strict';

  const script = document.currentScript;
  const API_ORIGIN = script && script.src ? new URL(script.src).origin : '';

  /** What Stripe.js answers when the API cannot be reached. */
  const CONNECTION_ERROR = {
    type: 'api_connection_error',
    message: 'We could not connect to Stripe. Please check your connection and try again.',
  };

  const INCOMPLETE = {
    number: { code: 'incomplete_number', message: 'Your card number is incomplete.' },
    expiry: { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." },
    cvc: { code: 'incomplete_cvc', message: "Your card's security code is incomplete." },
  };

  let nextId = 0;
  const uniqueId = (name) => `stripe-standin-${name}-${(nextId += 1)}`;

  function intentIdOf(clientSecret) {
    const match = /^(pi_[A-Za-z0-9]+)_secret_/.exec(String(clientSecret || ''));
    return match ? match[1] : null;
  }

  function encode(fields) {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && value !== null) body.append(key, String(value));
    }
    return body;
  }

  /** A call of the stand-in's API as Stripe.js makes it: a form POST (no CORS preflight). */
  async function callApi(method, path, fields) {
    const url = new URL(path, API_ORIGIN);
    const init = { method };
    if (method === 'GET') url.search = encode(fields).toString();
    else init.body = encode(fields);
    let response;
    try {
      response = await fetch(url, init);
    } catch {
      return { error: CONNECTION_ERROR };
    }
    let body;
    try {
      body = await response.json();
    } catch {
      return { error: { type: 'api_error', message: 'An unknown error occurred.' } };
    }
    return response.ok ? { data: body } : { error: body.error || { type: 'api_error' } };
  }

  // ---- the card form ------------------------------------------------------------------------

  const styles = {
    root: 'display:grid;gap:12px;font:inherit;color:inherit',
    row: 'display:grid;grid-template-columns:1fr 1fr;gap:12px',
    label: 'display:grid;gap:4px;font-size:0.875rem',
    input:
      'font:inherit;font-size:1rem;padding:10px 12px;border:1px solid #8a8f98;border-radius:6px;' +
      'background:transparent;color:inherit;width:100%;box-sizing:border-box',
    error: 'color:#df1b41;font-size:0.875rem;margin:0;min-height:1.25em',
    note: 'font-size:0.75rem;opacity:0.7;margin:0',
  };

  function field(labelText, attributes) {
    const id = uniqueId(attributes.name);
    const label = document.createElement('label');
    label.htmlFor = id;
    label.style.cssText = styles.label;
    label.append(labelText);
    const input = document.createElement('input');
    input.id = id;
    input.style.cssText = styles.input;
    for (const [name, value] of Object.entries(attributes)) input.setAttribute(name, value);
    label.append(input);
    return { label, input };
  }

  function formatNumber(value) {
    return value
      .replace(/\D/g, '')
      .slice(0, 19)
      .replace(/(\d{4})(?=\d)/g, '$1 ');
  }

  function formatExpiry(value) {
    const digits = value.replace(/\D/g, '').slice(0, 4);
    return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
  }

  function createPaymentElement(elements) {
    const listeners = new Map();
    let root = null;
    let inputs = null;
    let errorLine = null;

    const emit = (event, payload) => {
      for (const handler of [...(listeners.get(event) || [])]) handler(payload);
    };

    const card = () => {
      const [month, year] = inputs.expiry.value.split('/').map((part) => part.trim());
      return {
        number: inputs.number.value.replace(/\s/g, ''),
        expMonth: month || '',
        expYear: year || '',
        cvc: inputs.cvc.value.trim(),
      };
    };

    /** The first incomplete field, as Stripe's validation_error. */
    const incomplete = () => {
      if (!inputs) return null;
      const value = card();
      const problem =
        value.number.length < 12
          ? INCOMPLETE.number
          : value.expMonth.length !== 2 || value.expYear.length !== 2
            ? INCOMPLETE.expiry
            : value.cvc.length < 3
              ? INCOMPLETE.cvc
              : null;
      return problem ? { type: 'validation_error', ...problem } : null;
    };

    const notifyChange = () => {
      const value = card();
      emit('change', {
        elementType: 'payment',
        empty: !value.number && !value.expMonth && !value.cvc,
        complete: incomplete() === null,
        collapsed: false,
        value: { type: 'card' },
      });
    };

    const element = {
      mount(target) {
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error('The Payment Element needs an element to mount into.');
        emit('loaderstart', { elementType: 'payment' });
        root = document.createElement('div');
        root.style.cssText = styles.root;
        root.setAttribute('data-stripe-standin', 'payment');
        const number = field('Card number', {
          name: 'cardnumber',
          autocomplete: 'cc-number',
          inputmode: 'numeric',
          placeholder: '1234 1234 1234 1234',
        });
        const expiry = field('Expiration date', {
          name: 'exp-date',
          autocomplete: 'cc-exp',
          inputmode: 'numeric',
          placeholder: 'MM / YY',
        });
        const cvc = field('Security code', {
          name: 'cvc',
          autocomplete: 'cc-csc',
          inputmode: 'numeric',
          placeholder: 'CVC',
        });
        inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        number.input.addEventListener('input', () => {
          number.input.value = formatNumber(number.input.value);
        });
        expiry.input.addEventListener('input', () => {
          expiry.input.value = formatExpiry(expiry.input.value);
        });
        cvc.input.addEventListener('input', () => {
          cvc.input.value = cvc.input.value.replace(/\D/g, '').slice(0, 4);
        });
        for (const input of Object.values(inputs)) {
          input.addEventListener('input', () => {
            element.showError(null);
            notifyChange();
          });
          input.addEventListener('focus', () => emit('focus', { elementType: 'payment' }));
          input.addEventListener('blur', () => emit('blur', { elementType: 'payment' }));
        }
        const row = document.createElement('div');
        row.style.cssText = styles.row;
        row.append(expiry.label, cvc.label);
        errorLine = document.createElement('p');
        errorLine.style.cssText = styles.error;
        errorLine.setAttribute('role', 'alert');
        const note = document.createElement('p');
        note.style.cssText = styles.note;
        note.textContent = 'Test mode: local Stripe stand-in. No real card is charged.';
        root.append(number.label, row, errorLine, note);
        node.append(root);
        setTimeout(() => emit('ready', { elementType: 'payment' }), 0);
        return element;
      },
      on(event, handler) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event).add(handler);
        return element;
      },
      once(event, handler) {
        const wrapped = (payload) => {
          element.off(event, wrapped);
          handler(payload);
        };
        return element.on(event, wrapped);
      },
      off(event, handler) {
        if (handler) listeners.get(event)?.delete(handler);
        else listeners.delete(event);
        return element;
      },
      update() {
        return element;
      },
      focus() {
        inputs?.number.focus();
        return element;
      },
      blur() {
        document.activeElement?.blur?.();
        return element;
      },
      clear() {
        if (inputs) for (const input of Object.values(inputs)) input.value = '';
        return element;
      },
      collapse() {
        return element;
      },
      unmount() {
        root?.remove();
        root = null;
        inputs = null;
        return element;
      },
      destroy() {
        element.unmount();
        listeners.clear();
        elements._forget(element);
      },
      // Internal: what confirmPayment reads and shows.
      _card: () => (inputs ? card() : null),
      _incomplete: incomplete,
      showError(message) {
        if (errorLine) errorLine.textContent = message || '';
      },
      setBusy(busy) {
        if (inputs) for (const input of Object.values(inputs)) input.disabled = busy;
      },
    };
    return element;
  }

  // ---- the authentication step ---------------------------------------------------------------

  /** Stands for the bank's 3D Secure page: resolves 'complete' or 'fail'. */
  function authenticate(intent) {
    return new Promise((resolve) => {
      const overlay = document.createElement('div');
      overlay.style.cssText =
        'position:fixed;inset:0;background:rgba(0,0,0,0.5);display:grid;place-items:center;' +
        'z-index:2147483647';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      const titleId = uniqueId('auth-title');
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.style.cssText =
        'background:#fff;color:#1a1a1a;border-radius:8px;padding:24px;max-width:360px;' +
        'font-family:system-ui,sans-serif;display:grid;gap:12px';
      const title = document.createElement('h2');
      title.id = titleId;
      title.style.cssText = 'margin:0;font-size:1.25rem';
      title.textContent = 'Authenticate your payment';
      const text = document.createElement('p');
      text.style.margin = '0';
      const amount = (Number(intent.amount) / 100).toFixed(2);
      text.textContent = `Your bank asks you to confirm this payment of ${amount} ${String(
        intent.currency || 'usd',
      ).toUpperCase()} (3D Secure test page of the local Stripe stand-in).`;
      const buttons = document.createElement('div');
      buttons.style.cssText = 'display:flex;gap:8px;justify-content:flex-end';
      const button = (label, outcome, primary) => {
        const element = document.createElement('button');
        element.type = 'button';
        element.textContent = label;
        element.style.cssText =
          'font:inherit;padding:8px 16px;border-radius:6px;cursor:pointer;border:1px solid #635bff;' +
          (primary ? 'background:#635bff;color:#fff' : 'background:#fff;color:#635bff');
        element.addEventListener('click', () => {
          overlay.remove();
          resolve(outcome);
        });
        return element;
      };
      buttons.append(button('Cancel', 'fail', false), button('Confirm', 'complete', true));
      dialog.append(title, text, buttons);
      overlay.append(dialog);
      document.body.append(overlay);
      buttons.lastElementChild?.focus();
    });
  }

  // ---- Stripe(key) ----------------------------------------------------------------------------

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_…).');
    }

    const unsupported = (name) => async () => ({
      error: {
        type: 'invalid_request_error',
        message: `${name} is not available in the local Stripe stand-in.`,
      },
    });

    async function retrieve(clientSecret) {
      const id = intentIdOf(clientSecret);
      if (!id)
        return { error: { type: 'invalid_request_error', message: 'Invalid client secret.' } };
      const answer = await callApi('GET', `/v1/payment_intents/${id}`, {
        key: publishableKey,
        client_secret: clientSecret,
      });
      return answer.error ? { error: answer.error } : { paymentIntent: answer.data };
    }

    /** After the bank's step: the payment, or the authentication failure Stripe.js reports. */
    async function afterAuthentication(intent, clientSecret) {
      const outcome = await authenticate(intent);
      const answer = await callApi('POST', `/v1/payment_intents/${intent.id}/authenticate`, {
        key: publishableKey,
        client_secret: clientSecret,
        outcome,
      });
      if (answer.error) return { error: answer.error };
      const settled = answer.data;
      if (settled.status === 'succeeded') return { paymentIntent: settled };
      return {
        error: {
          ...(settled.last_payment_error || { type: 'card_error' }),
          payment_intent: settled,
        },
      };
    }

    function redirectTo(returnUrl, intent, clientSecret) {
      const url = new URL(returnUrl, window.location.href);
      url.searchParams.set('payment_intent', intent.id);
      url.searchParams.set('payment_intent_client_secret', clientSecret);
      url.searchParams.set(
        'redirect_status',
        intent.status === 'succeeded' ? 'succeeded' : 'failed',
      );
      window.location.assign(url.toString());
    }

    async function confirmPayment(options) {
      const { elements, confirmParams = {}, redirect = 'always' } = options || {};
      const clientSecret = options?.clientSecret || elements?._options.clientSecret;
      const paymentElement = elements?.getElement('payment');
      const id = intentIdOf(clientSecret);
      if (!paymentElement || !id) {
        return {
          error: {
            type: 'invalid_request_error',
            message: 'confirmPayment needs mounted elements created with a clientSecret.',
          },
        };
      }
      if (redirect !== 'if_required' && !confirmParams.return_url) {
        return {
          error: {
            type: 'invalid_request_error',
            message: 'confirmParams.return_url is required unless redirect is "if_required".',
          },
        };
      }
      const invalid = paymentElement._incomplete();
      if (invalid) {
        paymentElement.showError(invalid.message);
        return { error: invalid };
      }
      const card = paymentElement._card();
      paymentElement.setBusy(true);
      try {
        const answer = await callApi('POST', `/v1/payment_intents/${id}/confirm`, {
          key: publishableKey,
          client_secret: clientSecret,
          return_url: confirmParams.return_url,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card.number,
          'payment_method_data[card][exp_month]': card.expMonth,
          'payment_method_data[card][exp_year]': card.expYear,
          'payment_method_data[card][cvc]': card.cvc,
        });
        let result = answer.error ? { error: answer.error } : { paymentIntent: answer.data };
        if (result.paymentIntent?.status === 'requires_action') {
          result = await afterAuthentication(result.paymentIntent, clientSecret);
        }
        if (result.error) {
          // Like Stripe's Payment Element: a field's problem shows beside the fields; a decline
          // is the page's to show (Stripe's advice), so it is not repeated here.
          if (result.error.type === 'validation_error')
            paymentElement.showError(result.error.message);
          return result;
        }
        if (redirect !== 'if_required')
          redirectTo(confirmParams.return_url, result.paymentIntent, clientSecret);
        return result;
      } finally {
        paymentElement.setBusy(false);
      }
    }

    const stripe = {
      elements(options) {
        const created = new Map();
        const elements = {
          _options: { ...(options || {}) },
          create(type) {
            if (type !== 'payment') {
              throw new Error(`The local Stripe stand-in has no "${type}" element; use "payment".`);
            }
            if (created.has(type)) {
              throw new Error('Can only create one Element of type payment.');
            }
            const element = createPaymentElement(elements);
            created.set(type, element);
            return element;
          },
          getElement(type) {
            return created.get(type) || null;
          },
          update(updates) {
            Object.assign(elements._options, updates || {});
          },
          async submit() {
            const element = created.get('payment');
            const invalid = element?._incomplete();
            if (invalid) {
              element.showError(invalid.message);
              return { error: invalid };
            }
            return {};
          },
          async fetchUpdates() {
            return {};
          },
          on() {
            return elements;
          },
          off() {
            return elements;
          },
          _forget(element) {
            for (const [type, candidate] of created) {
              if (candidate === element) created.delete(type);
            }
          },
        };
        return elements;
      },
      confirmPayment,
      retrievePaymentIntent: retrieve,
      // For a payment Stripe could not finish off-session (a renewal, a plan change) or one
      // confirmed on the server: opens the bank's step as Stripe.js does. Stripe.js throws for a
      // PaymentIntent in any other status.
      async handleNextAction(options) {
        const clientSecret = options?.clientSecret;
        const retrieved = await retrieve(clientSecret);
        if (retrieved.error) return retrieved;
        const status = retrieved.paymentIntent.status;
        if (status !== 'requires_action') {
          const error = new Error(
            `handleNextAction: the PaymentIntent has a status of ${status}; only a PaymentIntent with status requires_action has a next action to handle.`,
          );
          error.name = 'IntegrationError';
          throw error;
        }
        return afterAuthentication(retrieved.paymentIntent, clientSecret);
      },
      confirmCardPayment: unsupported('confirmCardPayment'),
      createToken: unsupported('createToken'),
      createPaymentMethod: unsupported('createPaymentMethod'),
      registerAppInfo() {},
      _registerWrapper() {},
    };
    return stripe;
  }

  // The release train @stripe/stripe-js expects, so it does not warn about a version mismatch.
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
