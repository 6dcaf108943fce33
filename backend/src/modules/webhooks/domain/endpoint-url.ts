import { BlockList, isIP } from 'node:net';

/** Addresses a production endpoint may not reach: ours and our network's (SSRF), and no one's. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** URL hosts keep IPv6 addresses in brackets. */
const bare = (hostname: string) => hostname.replace(/^\[(.*)\]$/, '$1');

/** An IPv6 address that carries an IPv4 one (`::ffff:10.0.0.1`) is checked as that IPv4 address. */
function asChecked(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1], family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isPublicAddress(address: string): boolean {
  const { address: checked, family } = asChecked(address);
  return !NOT_PUBLIC.check(checked, family);
}

function isLoopback(hostname: string): boolean {
  if (hostname === 'localhost') return true;
  const { address, family } = asChecked(hostname);
  return isIP(address) !== 0 && LOOPBACK.check(address, family);
}

/**
 * What is wrong with an endpoint's URL, before any lookup, or undefined. Production takes `https` to a
 * host that is not an address of ours; elsewhere `http` is allowed to this machine only (a receiver
 * under test), never out to the network unencrypted.
 */
export function endpointUrlProblem(text: string, production: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Enter a full URL, such as https://example.com/webhooks';
  }
  if (url.username || url.password) return 'The URL may not carry a user name or password';
  const host = bare(url.hostname);
  if (url.protocol === 'http:') {
    if (production) return 'The URL must start with https://';
    if (!isLoopback(host)) return 'Only https:// URLs, or http:// to this machine outside production';
    return undefined;
  }
  if (url.protocol !== 'https:') return 'The URL must start with https://';
  if (production && (host === 'localhost' || (isIP(host) !== 0 && !isPublicAddress(host)))) {
    return 'The URL must reach a public address, not a private, loopback or link-local one';
  }
  return undefined;
}

export type Lookup = (hostname: string) => Promise<string[]>;

/** The addresses a delivery may connect to, or why none: undefined addresses leave the name to resolve. */
export type CheckedHost = { problem: string } | { addresses: string[] | undefined };

/**
 * In production, also what the host resolves to: a public name pointing at a private address is refused
 * as the address itself would be (checked again before each delivery, as a name may change), and the
 * addresses checked are the ones to connect to. Elsewhere only the URL is checked (loopback `http`).
 */
export async function checkedAddresses(
  text: string,
  production: boolean,
  lookup: Lookup,
): Promise<CheckedHost> {
  const problem = endpointUrlProblem(text, production);
  if (problem) return { problem };
  if (!production) return { addresses: undefined };
  const host = bare(new URL(text).hostname);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await lookup(host);
  } catch {
    return { problem: `The host ${host} could not be found` };
  }
  if (addresses.length === 0) return { problem: `The host ${host} could not be found` };
  return addresses.every(isPublicAddress)
    ? { addresses }
    : { problem: 'The URL must reach a public address, not a private, loopback or link-local one' };
}

/** What `checkedAddresses` refuses, or undefined. */
export async function endpointAddressProblem(
  text: string,
  production: boolean,
  lookup: Lookup,
): Promise<string | undefined> {
  const checked = await checkedAddresses(text, production, lookup);
  return 'problem' in checked ? checked.problem : undefined;
}
