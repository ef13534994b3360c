import { isIPv4, isIPv6 } from 'node:net';

/**
 * The rate-limit subject for a client address (request.ip, which honours X-Forwarded-For
 * only behind a configured trusted proxy). IPv4 counts per address; IPv6 per /64, the
 * block one subscriber usually gets, so rotating through it does not escape a limit.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped !== undefined) return mapped;
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, `::` expanded, without leading zeros. */
function expandIPv6(ip: string): string[] {
  const withoutZone = ip.split('%')[0] ?? ip;
  const [head = '', tail] = withoutZone.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return groups.map((group) => (group.includes('.') ? group : Number.parseInt(group, 16).toString(16)));
}

/** The network a session is listed from: an IPv4 /24 or an IPv6 /48, never the address itself. */
export function coarseNetwork(ip: string): string | null {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? (isIPv4(ip) ? ip : undefined);
  if (v4 !== undefined) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  return isIPv6(ip) ? `${expandIPv6(ip).slice(0, 3).join(':')}::/48` : null;
}
