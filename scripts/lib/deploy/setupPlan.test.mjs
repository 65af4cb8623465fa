import { describe, expect, it } from 'vitest';
import { ROOT } from '../paths.mjs';
import {
  declaredSecrets,
  EXTENSION_SMTP_SECRET,
  REQUIRED_APIS,
  setupPlan,
  stripeFacts,
} from './setupPlan.mjs';

const stripe = stripeFacts(ROOT);
const plan = setupPlan({
  projectId: 'pomoplan-prod',
  projectNumber: '123456789',
  appUrl: 'https://app.pomoplan.example',
  secrets: declaredSecrets(ROOT),
  stripe,
});
const commandText = plan.commands.map((command) => command.join(' '));

describe('the first-time setup of a project', () => {
  it('enables every API the functions, queues, schedules, secrets and sign-in use', () => {
    for (const api of ['cloudtasks', 'cloudscheduler', 'secretmanager', 'eventarc', 'fcm']) {
      expect(REQUIRED_APIS).toContain(`${api}.googleapis.com`);
    }
    expect(commandText[0]).toBe(
      `gcloud services enable ${REQUIRED_APIS.join(' ')} --project pomoplan-prod`,
    );
  });

  it('lets the default compute service account enqueue tasks as itself', () => {
    const member = 'serviceAccount:123456789-compute@developer.gserviceaccount.com';
    for (const role of ['roles/cloudtasks.enqueuer', 'roles/iam.serviceAccountUser']) {
      expect(commandText).toContain(
        `gcloud projects add-iam-policy-binding pomoplan-prod --member ${member} --role ${role} --condition=None`,
      );
    }
  });

  it('sets each secret the functions declare from standard input, never from the command line', () => {
    expect(plan.secretCommands.map((secret) => secret.name)).toEqual([
      'GEMINI_API_KEY',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'GOOGLE_CLIENT_SECRET',
      'TOKEN_ENCRYPTION_KEY',
      'MAIL_UNSUBSCRIBE_KEY',
      EXTENSION_SMTP_SECRET,
    ]);
    for (const { argv } of plan.secretCommands) expect(argv).toContain('--data-file=-');
  });

  it('asks for APP_URL and the other params a deployed project needs', () => {
    expect(Object.keys(plan.params)).toEqual(
      expect.arrayContaining(['APP_URL', 'WEB_API_KEY', 'STRIPE_PUBLISHABLE_KEY', 'FUNCTIONS_REGION']),
    );
  });

  it("names the Stripe webhook's address, the code's API version and the events it handles", () => {
    const webhook = plan.manual.find((step) => step.includes('/api/webhooks/stripe'));
    expect(webhook).toContain('https://app.pomoplan.example/api/webhooks/stripe');
    expect(stripe.apiVersion).toMatch(/^\d{4}-\d{2}-\d{2}\.\w+$/);
    expect(webhook).toContain(`API version ${stripe.apiVersion}`);
    expect(stripe.events).toEqual(expect.arrayContaining(['invoice.paid', 'customer.subscription.deleted']));
    for (const event of stripe.events) expect(webhook).toContain(event);
  });

  it('names the OAuth redirect and the authorised domain from APP_URL, else the default site', () => {
    expect(plan.manual.join('\n')).toContain(
      'https://app.pomoplan.example/api/integrations/google/callback',
    );
    expect(plan.manual.join('\n')).toContain('Authorised domains: add app.pomoplan.example');
    const fresh = setupPlan({ projectId: 'pomoplan-prod', secrets: [], stripe });
    expect(fresh.manual.join('\n')).toContain('https://pomoplan-prod.web.app/api/webhooks/stripe');
    expect(fresh.commands[1]).toContain(
      'serviceAccount:<PROJECT_NUMBER>-compute@developer.gserviceaccount.com',
    );
  });
});
