// Which webhook URLs the server may call. An admin-supplied URL must not reach anything inside
// the network the functions run in (the metadata server, loopback, private ranges), so only
// https to a host whose every address is public is accepted. The check returns the addresses
// it approved, and the caller connects to exactly those, so a name that resolves differently a
// moment later (DNS rebinding) cannot slip past it.
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The system resolver, as a connection would use it. */
export const resolveHost: Resolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/** A URL that passed the check, with the addresses a connection to it may use. */
export interface WebhookTarget {
  url: URL;
  addresses: ResolvedAddress[];
}

export type TargetCheck = { ok: true; target: WebhookTarget } | { ok: false; reason: string };

export interface TargetOptions {
  resolve?: Resolver;
  /** Plain http to a loopback port is allowed on the emulators, for local stand-ins. */
  onEmulators?: boolean;
}

export const MUST_USE_HTTPS = 'The webhook URL must use https.';
export const NOT_A_URL = 'The webhook URL is not a valid URL.';
export const NO_CREDENTIALS = 'The webhook URL must not contain a user name or password.';

const PUBLIC_ONLY = 'The webhook must be on a public address';

/** The words for the special-purpose ranges ipaddr.js names; others are "special-purpose". */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback',
  private: 'a private',
  linkLocal: 'a link-local',
  carrierGradeNat: 'a carrier-grade NAT',
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  uniqueLocal: 'a unique local',
  reserved: 'a reserved',
};

// Global unicast IPv6. Anything outside it (e.g. the deprecated IPv4-compatible ::a.b.c.d)
// has no business being a webhook, whatever ipaddr.js calls it.
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Host name suffixes that only ever name something inside a network. */
const INTERNAL_SUFFIXES = ['localhost', 'internal', 'local', 'localdomain', 'home.arpa'];
/** Cloud metadata names that are not under one of those suffixes. */
const METADATA_NAMES = new Set(['metadata.goog']);

function onEmulatorsNow(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * Why an address is not public, e.g. 'a private address', or null when it is public. An
 * IPv4-mapped IPv6 address is judged (and named) as the IPv4 address it carries.
 */
export function nonPublicRange(address: string): { address: string; kind: string } | null {
  // An answer that is not an address at all cannot be shown to be public.
  if (!ipaddr.isValid(address)) return { address, kind: 'an unrecognised address' };
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const shown = parsed.toString();
  const range = parsed.range();
  const publicV6 = parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
  if (range === 'unicast' && publicV6) return null;
  const words = range === 'unicast' ? 'a reserved' : (RANGE_WORDS[range] ?? 'a special-purpose');
  return { address: shown, kind: `${words} address` };
}

function isInternalName(name: string): boolean {
  if (!name.includes('.')) return true; // a single label resolves through local search domains
  if (METADATA_NAMES.has(name)) return true;
  return INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** The literal address a URL host names ('[::1]' → '::1'), or null for a host name. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
  // The URL parser already turned 127.1, 0x7f.1, 0177.0.0.1 and 2130706433 into 127.0.0.1.
  return ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare) ? bare : null;
}

function asResolved(address: string): ResolvedAddress {
  return { address, family: ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4 };
}

const LOOPBACK_HOSTS: Record<string, string> = {
  '127.0.0.1': '127.0.0.1',
  '[::1]': '::1',
  localhost: '127.0.0.1',
};

/** The emulators' one exception: http to a loopback port, connected to that loopback address. */
function loopbackStandIn(url: URL, onEmulators: boolean): WebhookTarget | null {
  const address = LOOPBACK_HOSTS[url.hostname];
  if (!onEmulators || url.protocol !== 'http:' || url.port === '' || !address) return null;
  return { url, addresses: [asResolved(address)] };
}

function refused(why: string): TargetCheck {
  return { ok: false, reason: `${PUBLIC_ONLY}: ${why}.` };
}

async function resolvedTarget(url: URL, resolve: Resolver): Promise<TargetCheck> {
  const name = url.hostname.replace(/\.$/, '');
  if (isInternalName(name)) return refused(`${name} is an internal host name`);
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolve(url.hostname);
  } catch {
    addresses = [];
  }
  if (addresses.length === 0) {
    return { ok: false, reason: `The webhook host ${name} could not be resolved.` };
  }
  // Every answer must be public: a connection may use any of them.
  for (const { address } of addresses) {
    const range = nonPublicRange(address);
    if (range) return refused(`${name} resolves to ${range.address}, ${range.kind}`);
  }
  return { ok: true, target: { url, addresses } };
}

/** Checks a webhook URL and resolves its host; the approved addresses come with it. */
export async function checkWebhookUrl(
  raw: string,
  { resolve = resolveHost, onEmulators = onEmulatorsNow() }: TargetOptions = {},
): Promise<TargetCheck> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: NOT_A_URL };
  }
  const standIn = loopbackStandIn(url, onEmulators);
  if (standIn) return { ok: true, target: standIn };
  if (url.protocol !== 'https:') return { ok: false, reason: MUST_USE_HTTPS };
  if (url.username || url.password) return { ok: false, reason: NO_CREDENTIALS };
  // What is checked is what the URL parser produced, which is what will be connected to.
  const literal = literalAddress(url.hostname);
  if (literal === null) return resolvedTarget(url, resolve);
  const range = nonPublicRange(literal);
  if (range) return refused(`${range.address} is ${range.kind}`);
  return { ok: true, target: { url, addresses: [asResolved(literal)] } };
}
