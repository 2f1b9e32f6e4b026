import { BlockList, isIP } from 'node:net';

// The names proxy-addr (and so Fastify, Express) understand, for operators who know them.
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function problemWith(entry: string): string | undefined {
  if (entry in NAMED_RANGES) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `"${entry}" is not an address or CIDR`;
  if (prefix === undefined) return undefined;
  const bits = Number(prefix);
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || bits > max) return `"${entry}" has a prefix outside 0–${max}`;
  return undefined;
}

/**
 * Reads `TRUST_PROXY`: a comma-separated list of proxy addresses and CIDRs (or `loopback`,
 * `linklocal`, `uniquelocal`); empty or `false` = none. Answers the entries or one problem.
 */
export function parseTrustedProxies(
  value: string | undefined,
): { entries: string[] } | { problem: string } {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return { entries: [] };
  if (text === 'true' || text === '1' || text === 'yes') {
    return {
      problem:
        "list the proxies' addresses or CIDRs (e.g. 10.0.0.0/8): trusting every client would let anyone choose the address the login limits count",
    };
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems = entries.map(problemWith).filter(Boolean);
  return problems.length > 0
    ? { problem: `${problems.join('; ')}: list addresses or CIDRs, e.g. 10.0.0.0/8` }
    : { entries };
}

// Node reports IPv4 clients of a dual-stack socket as `::ffff:1.2.3.4`.
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * A test of whether an address belongs to the given entries (see {@link parseTrustedProxies}).
 */
export function addressMatcher(entries: string[]): (address: string | undefined) => boolean {
  const list = blockListOf(entries);
  return (address) => {
    if (!address) return false;
    const value = plain(address);
    const family = isIP(value);
    return family !== 0 && list.check(value, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Whether an address is this host's own (loopback).
 */
export const isLoopback = addressMatcher(['loopback']);
