// The time to the first answer of a fresh functions worker, on the emulators: the functions
// emulator starts a worker process for a function on its first call, which loads the bundle
// and then runs the handler, as a new instance does in production. Each probe is timed once
// cold (it must be the function's first call since the emulators started), then warm.
import { createHmac, randomUUID } from 'node:crypto';
import { adminDb } from './admin';
import { BASE_URL, PROJECT_ID } from './config';
import { median } from './stats';

const FUNCTIONS_URL = `http://127.0.0.1:5001/${PROJECT_ID}/us-central1`;
/** The webhook's signing secret on the emulators (scripts/lib/standins.mjs). */
const STRIPE_WEBHOOK_SECRET = 'whsec_standin';
const WARM_SAMPLES = 5;

export interface FirstAnswer {
  coldMs: number;
  /** The median of the calls after the first, on the same worker. */
  warmMs: number;
}

async function timed(call: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await call();
  return performance.now() - start;
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
}

/** A public API route through Hosting, as the web app calls it. */
async function callApi(): Promise<void> {
  await expectOk(await fetch(`${BASE_URL}/api/health`), 'GET /api/health');
}

/** A signed event of a kind the webhook acknowledges and records only. */
async function callStripeWebhook(): Promise<void> {
  const payload = JSON.stringify({
    id: `evt_coldstart_${randomUUID()}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000),
    type: 'customer.created',
    livemode: false,
    data: { object: { id: 'cus_coldstart', object: 'customer' } },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', STRIPE_WEBHOOK_SECRET)
    .update(`${timestamp}.${payload}`)
    .digest('hex');
  const response = await fetch(`${BASE_URL}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': `t=${timestamp},v1=${signature}`,
    },
    body: payload,
  });
  await expectOk(response, 'POST /api/webhooks/stripe');
}

/** A task for a reminder of a task nobody has: read, found gone, acknowledged. */
async function callSendReminder(): Promise<void> {
  const response = await fetch(`${FUNCTIONS_URL}/sendReminder`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { uid: `coldstart-${randomUUID()}`, taskId: 'gone', dueAtMs: Date.now() },
    }),
  });
  await expectOk(response, 'sendReminder');
}

/**
 * From the write of a project (as the web app writes it) until onProjectCreated's activity entry
 * exists; the listener that sees it is up before the clock starts.
 */
async function triggerOnProjectCreated(): Promise<number> {
  const db = adminDb();
  const uid = `coldstart-${randomUUID()}`;
  let listening: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (listening = resolve));
  let start = 0;
  const logged = new Promise<number>((resolve, reject) => {
    const stop = db.collection(`users/${uid}/activity`).onSnapshot((snapshot) => {
      if (snapshot.empty) return listening();
      stop();
      resolve(performance.now() - start);
    }, reject);
  });
  await ready;
  start = performance.now();
  await db.doc(`users/${uid}/projects/p1`).set({ name: 'Cold start', createdAt: new Date() });
  return logged;
}

/** Each probe answers how long its call took to be answered. */
export const FIRST_ANSWER_PROBES: Record<string, () => Promise<number>> = {
  api: () => timed(callApi),
  stripeWebhook: () => timed(callStripeWebhook),
  sendReminder: () => timed(callSendReminder),
  onProjectCreated: triggerOnProjectCreated,
};

export async function firstAnswer(probe: () => Promise<number>): Promise<FirstAnswer> {
  const coldMs = await probe();
  const warm: number[] = [];
  for (let index = 0; index < WARM_SAMPLES; index += 1) warm.push(await probe());
  return { coldMs, warmMs: median(warm) };
}
