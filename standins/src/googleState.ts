// What Google's OAuth server and its APIs share: registered OAuth clients, Google accounts
// with their calendars, the grants users gave, and the codes and tokens issued for them. The
// OAuth stand-in writes it, the APIs stand-in reads it, as one Google would.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { StoredEvent } from './googleEvents';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  /** Shown on the consent page ("Pomoplan wants access to your Google Account"). */
  name: string;
  redirectUris: string[];
}

/** The client `npm start` registers: the app on the Hosting emulator's address. */
export const DEFAULT_CLIENT: OAuthClient = {
  clientId: 'pomoplan-standin.apps.googleusercontent.com',
  clientSecret: 'standin-google-client-secret',
  name: 'Pomoplan',
  redirectUris: [
    'http://localhost:5000/api/integrations/google/callback',
    'http://127.0.0.1:5000/api/integrations/google/callback',
  ],
};

/** The account the consent page signs in when the request has no `login_hint`. */
export const DEFAULT_ACCOUNT_EMAIL = 'standin.user@example.com';
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

export const SCOPES = {
  eventsReadonly: 'https://www.googleapis.com/auth/calendar.events.readonly',
  calendarReadonly: 'https://www.googleapis.com/auth/calendar.readonly',
  email: 'https://www.googleapis.com/auth/userinfo.email',
  profile: 'https://www.googleapis.com/auth/userinfo.profile',
} as const;

/** Every scope the stand-in knows, with what the consent page says it allows. */
export const KNOWN_SCOPES: Record<string, string> = {
  [SCOPES.eventsReadonly]: 'View events on all your calendars',
  [SCOPES.calendarReadonly]:
    'See and download any calendar you can access using your Google Calendar',
  [SCOPES.email]: 'See your primary Google Account email address',
  [SCOPES.profile]:
    'See your personal info, including any personal info you\u2019ve made publicly available',
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile:
    'See your personal info, including any personal info you\u2019ve made publicly available',
};

/** Short names Google accepts for the identity scopes, and what they stand for. */
const SCOPE_ALIASES: Record<string, string> = { email: SCOPES.email, profile: SCOPES.profile };
export const normalizeScope = (scope: string) => SCOPE_ALIASES[scope] ?? scope;

export const CODE_LIFETIME_S = 600;
export const ACCESS_TOKEN_LIFETIME_S = 3599;

export interface Account {
  email: string;
  sub: string;
  name: string;
  timeZone: string;
  /** null until a test sets them: the demo events of the current month. */
  events: StoredEvent[] | null;
}

export interface Grant {
  clientId: string;
  email: string;
  scopes: string[];
  refreshToken?: string;
  revoked: boolean;
}

/** What the user allowed on the consent page, waiting to be exchanged at /token. */
export interface AuthorizationCode {
  clientId: string;
  email: string;
  redirectUri: string;
  scopes: string[];
  codeChallenge: string;
  offline: boolean;
  forceConsent: boolean;
  expiresAt: number;
  used: boolean;
}

interface AccessToken {
  grant: Grant;
  expiresAt: number;
}

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

export class GoogleState {
  /** Seconds added to the real clock (tests let codes and tokens expire without waiting). */
  private clockOffsetS = 0;
  clients = new Map<string, OAuthClient>();
  private accounts = new Map<string, Account>();
  private grants: Grant[] = [];
  codes = new Map<string, AuthorizationCode>();
  private accessTokens = new Map<string, AccessToken>();
  /** Scopes the next consents leave unticked, as a user may on Google's consent page. */
  withheldScopes = new Set<string>();
  /** Signs id_tokens; its public half is served at the certs endpoints. */
  readonly signingKey: { kid: string; privateKey: KeyObject; publicKey: KeyObject };

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.signingKey = { kid: randomBytes(8).toString('hex'), privateKey, publicKey };
    this.reset();
  }

  reset() {
    this.clockOffsetS = 0;
    this.clients = new Map([[DEFAULT_CLIENT.clientId, DEFAULT_CLIENT]]);
    this.accounts = new Map();
    this.grants = [];
    this.codes = new Map();
    this.accessTokens = new Map();
    this.withheldScopes = new Set();
  }

  now(): number {
    return Date.now() + this.clockOffsetS * 1000;
  }

  advanceClock(seconds: number) {
    this.clockOffsetS += seconds;
  }

  account(email: string): Account {
    const key = email.toLowerCase();
    let found = this.accounts.get(key);
    if (!found) {
      const sub = BigInt(`0x${createHash('sha256').update(key).digest('hex').slice(0, 15)}`);
      found = {
        email: key,
        sub: String(100_000_000_000_000_000_000n + sub),
        name: key.split('@')[0] ?? key,
        timeZone: DEFAULT_TIME_ZONE,
        events: null,
      };
      this.accounts.set(key, found);
    }
    return found;
  }

  issueCode(code: Omit<AuthorizationCode, 'expiresAt' | 'used'>): string {
    const value = token('4/0');
    this.codes.set(value, { ...code, expiresAt: this.now() + CODE_LIFETIME_S * 1000, used: false });
    return value;
  }

  /**
   * The grant behind an exchanged code. A refresh token comes with offline access the first
   * time, and again only when consent was asked for anew (`prompt=consent`), as at Google.
   */
  grantFor(code: AuthorizationCode): Grant {
    const earlier = this.grants.find(
      (grant) =>
        !grant.revoked &&
        grant.clientId === code.clientId &&
        grant.email === code.email &&
        grant.refreshToken,
    );
    const grant: Grant = {
      clientId: code.clientId,
      email: code.email,
      scopes: code.scopes,
      revoked: false,
    };
    if (code.offline && (code.forceConsent || !earlier)) grant.refreshToken = token('1//0');
    this.grants.push(grant);
    return grant;
  }

  grantOfRefreshToken(refreshToken: string): Grant | undefined {
    return this.grants.find((grant) => !grant.revoked && grant.refreshToken === refreshToken);
  }

  issueAccessToken(grant: Grant): string {
    const value = token('ya29.');
    this.accessTokens.set(value, {
      grant,
      expiresAt: this.now() + (ACCESS_TOKEN_LIFETIME_S + 1) * 1000,
    });
    return value;
  }

  /** The live grant behind a Bearer token: unknown, expired and revoked tokens have none. */
  grantOfAccessToken(accessToken: string): Grant | undefined {
    const found = this.accessTokens.get(accessToken);
    if (!found || found.grant.revoked || found.expiresAt <= this.now()) return undefined;
    return found.grant;
  }

  /** Revoking either token of a grant ends the whole grant; false if it was not live. */
  revokeToken(value: string): boolean {
    const grant = this.grantOfRefreshToken(value) ?? this.grantOfAccessToken(value);
    if (!grant) return false;
    grant.revoked = true;
    return true;
  }

  /** What "Remove access" in the user's Google Account does: every grant of theirs ends. */
  revokeGrantsOf(email?: string) {
    for (const grant of this.grants) {
      if (email === undefined || grant.email === email.toLowerCase()) grant.revoked = true;
    }
  }

  expireAccessTokens() {
    for (const accessToken of this.accessTokens.values()) accessToken.expiresAt = this.now();
  }

  /** An OpenID Connect id_token for the grant, signed RS256 with `signingKey`. */
  idToken(grant: Grant, issuedAt = this.now()): string {
    const account = this.account(grant.email);
    const iat = Math.floor(issuedAt / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      azp: grant.clientId,
      aud: grant.clientId,
      sub: account.sub,
      ...(grant.scopes.includes(SCOPES.email)
        ? { email: account.email, email_verified: true }
        : {}),
      ...(grant.scopes.includes(SCOPES.profile) ? { name: account.name } : {}),
      iat,
      exp: iat + ACCESS_TOKEN_LIFETIME_S + 1,
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'RS256', kid: this.signingKey.kid, typ: 'JWT' })}.${encode(claims)}`;
    const signature = sign('sha256', Buffer.from(unsigned), this.signingKey.privateKey);
    return `${unsigned}.${signature.toString('base64url')}`;
  }
}
