// Every stand-in with its fixed loopback port (ports.json, shared with scripts/lib/standins.mjs).
import ports from '../ports.json' with { type: 'json' };
import { appCheckStandin } from './appCheck';
import { geminiStandin } from './gemini';
import { googleApisStandin } from './googleCalendar';
import { googleOAuthStandin } from './googleOAuth';
import { GoogleState } from './googleState';
import { startStandin, type RunningStandin, type StandinSpec } from './harness';
import { mailboxStandin } from './mailbox';
import { pushOutboxStandin } from './pushOutbox';
import { stripeStandin } from './stripe';

export { startStandin, type RunningStandin } from './harness';
export { geminiStandin } from './gemini';
export { googleApisStandin } from './googleCalendar';
export { googleOAuthStandin } from './googleOAuth';
export { DEFAULT_CLIENT, GoogleState, SCOPES } from './googleState';
export { stripeStandin, STRIPE_API_VERSION } from './stripe';
export { mailboxStandin, type ReceivedMail } from './mailbox';
export { pushOutboxStandin, type PushedMessage } from './pushOutbox';
export { APP_CHECK_DEBUG_TOKEN, appCheckStandin } from './appCheck';
export { TEST_CARDS } from './stripe/cards';
export { ports };

// Google's OAuth server and its APIs are two stand-ins on two ports (the two base URLs the
// functions are configured with) sharing one state, as tokens issued by one work on the other.
const google = new GoogleState();

/** The stand-ins `npm start` and the tests run, each on its reserved port. */
export const STANDINS: { spec: () => StandinSpec; port: number }[] = [
  { spec: geminiStandin, port: ports.gemini },
  { spec: () => googleOAuthStandin(google), port: ports.googleOAuth },
  { spec: () => googleApisStandin(google), port: ports.googleApis },
  {
    // Events go to the webhook function behind the Hosting emulator, signed with the secret
    // scripts/lib/standins.mjs gives the functions.
    spec: () =>
      stripeStandin({
        webhookUrl: process.env.STANDIN_STRIPE_WEBHOOK_URL ?? null,
        webhookSecret: process.env.STANDIN_STRIPE_WEBHOOK_SECRET,
      }),
    port: ports.stripe,
  },
  {
    // Firebase Auth's own mail (the address verification) is read from the Auth emulator,
    // which scripts/lib/standins.mjs names.
    spec: () => {
      const url = process.env.STANDIN_AUTH_EMULATOR_URL;
      const projectId = process.env.STANDIN_PROJECT_ID;
      return mailboxStandin({ authEmulator: url && projectId ? { url, projectId } : null });
    },
    port: ports.mailbox,
  },
  { spec: pushOutboxStandin, port: ports.push },
  { spec: () => appCheckStandin(), port: ports.appCheck },
];

export function startAll(): Promise<RunningStandin[]> {
  return Promise.all(STANDINS.map(({ spec, port }) => startStandin(spec(), port)));
}
