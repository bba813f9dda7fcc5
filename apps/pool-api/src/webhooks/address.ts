import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Where a webhook may be sent (server-side request forgery): an https URL whose name resolves only to public
// addresses. Private, loopback, link-local, CGNAT, unique-local, multicast, unspecified and reserved addresses are
// refused, IPv4 inside IPv6 (mapped, NAT64, 6to4) judged by its IPv4 address, unless the operator allows private
// addresses (`LODE_WEBHOOK_ALLOW_PRIVATE=1`). `LODE_WEBHOOK_ALLOW_LOOPBACK=1` allows loopback alone, over http too
// (a development receiver on this machine). The check runs when an endpoint is saved and again before every
// delivery; the sender then connects to the address checked here (./send.ts), so a name that resolves elsewhere the
// second time (DNS rebinding) cannot redirect it.

/** One address a name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (tests inject their own). */
export type Resolve = (host: string) => Promise<ResolvedAddress[]>;

/** The operator's allowances and the resolver. */
export interface AddressPolicy {
  allowPrivate: boolean;
  allowLoopback: boolean;
  resolve: Resolve;
}

/** The system resolver: every address of the name. */
export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/** The policy the options ask for: nothing private unless allowed, the system resolver unless one is given. */
export const addressPolicy = (
  options: { allowPrivate?: boolean; allowLoopback?: boolean; resolve?: Resolve } = {},
): AddressPolicy => ({
  allowPrivate: options.allowPrivate ?? false,
  allowLoopback: options.allowLoopback ?? false,
  resolve: options.resolve ?? systemResolve,
});

/** Why a URL is refused, as the `url` field's error code says. */
export type UrlRefusal = 'url_invalid' | 'url_scheme' | 'url_private' | 'url_unresolvable';

/** A refused webhook URL: its code and a sentence saying why. */
export class UrlRefused extends Error {
  constructor(
    readonly code: UrlRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** A URL that passed the check and the address to connect to. */
export interface CheckedUrl {
  url: URL;
  address: string;
  family: 4 | 6;
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const notPublic = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  notPublic.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  notPublic.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address. */
function groups(address: string): number[] {
  let text = address.toLowerCase();
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (v4) {
    const [a, b, c, d] = v4.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => parseInt(g, 16));
}

/** The IPv4 address an IPv6 address carries (mapped `::ffff:0:0/96`, NAT64 `64:ff9b::/96`, 6to4 `2002::/16`). */
function embeddedIpv4(address: string): string | null {
  const g = groups(address);
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return v4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0))
    return v4(g[6] ?? 0, g[7] ?? 0);
  if (g[0] === 0x2002) return v4(g[1] ?? 0, g[2] ?? 0);
  return null;
}

/** What kind of address this is: `public`, `loopback`, or `private` (every other non-public range). */
export function addressKind(address: string): 'public' | 'loopback' | 'private' {
  const family = isIP(address);
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner) return addressKind(inner);
  }
  const type = family === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(address, type)) return 'loopback';
  if (notPublic.check(address, type)) return 'private';
  return 'public';
}

/**
 * Checks a webhook URL under `policy` and resolves it; throws {@link UrlRefused} when it may not be sent to. Every
 * address the name resolves to must be allowed, and the first one is where the sender connects.
 */
export async function checkWebhookUrl(raw: string, policy: AddressPolicy): Promise<CheckedUrl> {
  if (raw.length > 2000 || !URL.canParse(raw))
    throw new UrlRefused('url_invalid', 'Enter a whole URL, like https://example.com/hooks/lode');
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new UrlRefused('url_scheme', 'The URL must start with https://');
  if (url.username || url.password)
    throw new UrlRefused('url_invalid', 'The URL may not carry a user name or password');
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await policy.resolve(host);
    } catch {
      addresses = [];
    }
    if (!addresses.length) throw new UrlRefused('url_unresolvable', `The name ${host} does not resolve`);
  }
  const kinds = addresses.map((a) => addressKind(a.address));
  const refused = addresses.find(
    (_, i) =>
      !policy.allowPrivate && (kinds[i] === 'private' || (kinds[i] === 'loopback' && !policy.allowLoopback)),
  );
  if (refused)
    throw new UrlRefused(
      'url_private',
      `${host} is ${refused.address === host ? 'an' : `at ${refused.address}, an`} address inside a private network or this machine: webhooks go to public addresses only`,
    );
  const allLoopback = kinds.every((k) => k === 'loopback');
  if (url.protocol === 'http:' && !(allLoopback && (policy.allowLoopback || policy.allowPrivate)))
    throw new UrlRefused('url_scheme', 'The URL must start with https://');
  const first = addresses[0] as ResolvedAddress;
  return { url, address: first.address, family: first.family };
}
