import { describe, expect, it } from 'vitest';
import {
  checkWebhookUrl,
  nonPublicRange,
  type ResolvedAddress,
  type Resolver,
} from './webhookTarget';

const PUBLIC_V4: ResolvedAddress = { address: '93.184.216.34', family: 4 };
const PUBLIC_V6: ResolvedAddress = { address: '2606:2800:220:1:248:1893:25c8:1946', family: 6 };

/** A resolver that answers from a table and records every name it was asked. */
function resolverOf(table: Record<string, ResolvedAddress[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolve = async (hostname: string) => {
    asked.push(hostname);
    const answer = table[hostname];
    if (!answer)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return answer;
  };
  return Object.assign(resolve, { asked });
}

const noDns = resolverOf({});

async function reasonFor(url: string, resolve: Resolver = noDns, onEmulators = false) {
  const checked = await checkWebhookUrl(url, { resolve, onEmulators });
  return checked.ok ? 'accepted' : checked.reason;
}

const publicOnly = (why: string) => `The webhook must be on a public address: ${why}.`;

describe('nonPublicRange', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.0.1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['0.0.0.0', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['255.255.255.255', 'a broadcast address'],
    ['240.0.0.1', 'a reserved address'],
    ['192.0.2.1', 'a reserved address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fc00::1', 'a unique local address'],
    ['fd12:3456::1', 'a unique local address'],
    ['ff02::1', 'a multicast address'],
    ['2001:db8::1', 'a reserved address'],
    ['::a00:1', 'a reserved address'],
    ['64:ff9b::a00:1', 'a special-purpose address'],
    ['::ffff:0:a00:1', 'a special-purpose address'],
    ['2002:a00:1::', 'a special-purpose address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['not-an-address', 'an unrecognised address'],
  ])('%s is %s', (address, kind) => {
    expect(nonPublicRange(address)?.kind).toBe(kind);
  });

  it('judges an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    expect(nonPublicRange('::ffff:7f00:1')).toEqual({
      address: '127.0.0.1',
      kind: 'a loopback address',
    });
    expect(nonPublicRange('::ffff:10.0.0.1')).toEqual({
      address: '10.0.0.1',
      kind: 'a private address',
    });
    expect(nonPublicRange('::ffff:93.184.216.34')).toBeNull();
  });

  it('passes public addresses', () => {
    expect(nonPublicRange(PUBLIC_V4.address)).toBeNull();
    expect(nonPublicRange('172.32.0.1')).toBeNull();
    expect(nonPublicRange(PUBLIC_V6.address)).toBeNull();
  });
});

describe('checkWebhookUrl', () => {
  it('accepts https to a public host and returns the addresses it checked', async () => {
    const resolve = resolverOf({ 'n8n.example.com': [PUBLIC_V4, PUBLIC_V6] });
    const checked = await checkWebhookUrl('https://n8n.example.com/webhook/chat', { resolve });
    expect(checked).toEqual({
      ok: true,
      target: {
        url: new URL('https://n8n.example.com/webhook/chat'),
        addresses: [PUBLIC_V4, PUBLIC_V6],
      },
    });
    expect(await reasonFor('https://93.184.216.34/hook')).toBe('accepted');
  });

  it.each([
    // Numeric tricks: the URL parser turns each into the address that would be connected to.
    ['https://127.1/', '127.0.0.1 is a loopback address'],
    ['https://0x7f.1/', '127.0.0.1 is a loopback address'],
    ['https://0177.0.0.1/', '127.0.0.1 is a loopback address'],
    ['https://2130706433/', '127.0.0.1 is a loopback address'],
    ['https://127.0.0.1./', '127.0.0.1 is a loopback address'],
    ['https://%31%32%37.0.0.1/', '127.0.0.1 is a loopback address'],
    ['https://0/', '0.0.0.0 is an unspecified address'],
    ['https://[::ffff:127.0.0.1]/', '127.0.0.1 is a loopback address'],
    ['https://[0:0:0:0:0:ffff:a00:1]/', '10.0.0.1 is a private address'],
    ['https://[::1]/', '::1 is a loopback address'],
    ['https://[::]/', ':: is an unspecified address'],
    ['https://[fe80::1]/', 'fe80::1 is a link-local address'],
    ['https://[fd00::1]/', 'fd00::1 is a unique local address'],
    ['https://[::ffff:0:a00:1]/', '::ffff:0:a00:1 is a special-purpose address'],
    ['https://169.254.169.254/computeMetadata/v1/', '169.254.169.254 is a link-local address'],
    ['https://10.0.0.1/', '10.0.0.1 is a private address'],
    ['https://172.16.5.4/', '172.16.5.4 is a private address'],
    ['https://192.168.1.1/', '192.168.1.1 is a private address'],
    ['https://100.100.100.200/', '100.100.100.200 is a carrier-grade NAT address'],
    ['https://224.0.0.251/', '224.0.0.251 is a multicast address'],
    ['https://255.255.255.255/', '255.255.255.255 is a broadcast address'],
    // Names that only ever mean something inside the network.
    ['https://localhost/', 'localhost is an internal host name'],
    ['https://LOCALHOST./', 'localhost is an internal host name'],
    ['https://app.localhost/', 'app.localhost is an internal host name'],
    ['https://metadata/', 'metadata is an internal host name'],
    ['https://metadata.google.internal/', 'metadata.google.internal is an internal host name'],
    ['https://metadata.google.internal./', 'metadata.google.internal is an internal host name'],
    ['https://metadata.goog/', 'metadata.goog is an internal host name'],
    ['https://instance-data/', 'instance-data is an internal host name'],
    ['https://printer.local/', 'printer.local is an internal host name'],
  ])('refuses %s without resolving it', async (url, why) => {
    const resolve = resolverOf({});
    expect(await reasonFor(url, resolve)).toBe(publicOnly(why));
    expect(resolve.asked).toEqual([]);
  });

  it('refuses a name when any address it resolves to is not public', async () => {
    const resolve = resolverOf({
      'mixed.example.com': [PUBLIC_V4, { address: '10.0.0.7', family: 4 }],
      'mapped.example.com': [{ address: '::ffff:169.254.169.254', family: 6 }],
      'v6.example.com': [PUBLIC_V6, { address: 'fd00::5', family: 6 }],
    });
    expect(await reasonFor('https://mixed.example.com/', resolve)).toBe(
      publicOnly('mixed.example.com resolves to 10.0.0.7, a private address'),
    );
    expect(await reasonFor('https://mapped.example.com/', resolve)).toBe(
      publicOnly('mapped.example.com resolves to 169.254.169.254, a link-local address'),
    );
    expect(await reasonFor('https://v6.example.com/', resolve)).toBe(
      publicOnly('v6.example.com resolves to fd00::5, a unique local address'),
    );
  });

  it('refuses a name that does not resolve', async () => {
    expect(await reasonFor('https://nowhere.example.com/')).toBe(
      'The webhook host nowhere.example.com could not be resolved.',
    );
    expect(
      await reasonFor('https://empty.example.com/', resolverOf({ 'empty.example.com': [] })),
    ).toBe('The webhook host empty.example.com could not be resolved.');
  });

  it('refuses plain http, credentials and what is not a URL', async () => {
    const resolve = resolverOf({ 'n8n.example.com': [PUBLIC_V4] });
    expect(await reasonFor('http://n8n.example.com/hook', resolve)).toBe(
      'The webhook URL must use https.',
    );
    expect(await reasonFor('ftp://n8n.example.com/hook', resolve)).toBe(
      'The webhook URL must use https.',
    );
    expect(await reasonFor('https://user:secret@n8n.example.com/hook', resolve)).toBe(
      'The webhook URL must not contain a user name or password.',
    );
    expect(await reasonFor('not a url')).toBe('The webhook URL is not a valid URL.');
  });

  it('allows http to a loopback port on the emulators only', async () => {
    for (const [url, address] of [
      ['http://127.0.0.1:5678/webhook', '127.0.0.1'],
      ['http://127.1:5678/webhook', '127.0.0.1'],
      ['http://localhost:5678/webhook', '127.0.0.1'],
      ['http://[::1]:5678/webhook', '::1'],
    ] as const) {
      const checked = await checkWebhookUrl(url, { resolve: noDns, onEmulators: true });
      expect(checked.ok && checked.target.addresses.map((a) => a.address)).toEqual([address]);
      expect(await reasonFor(url, noDns, false)).toBe('The webhook URL must use https.');
    }
    // Nothing else opens up on the emulators: no port, another address, https to loopback.
    expect(await reasonFor('http://127.0.0.1/webhook', noDns, true)).toBe(
      'The webhook URL must use https.',
    );
    expect(await reasonFor('http://10.0.0.1:5678/webhook', noDns, true)).toBe(
      'The webhook URL must use https.',
    );
    expect(await reasonFor('http://[::ffff:127.0.0.1]:5678/', noDns, true)).toBe(
      'The webhook URL must use https.',
    );
    expect(await reasonFor('https://127.0.0.1:5678/', noDns, true)).toBe(
      publicOnly('127.0.0.1 is a loopback address'),
    );
  });
});
