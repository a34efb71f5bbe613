import { isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, `::` expanded; an embedded IPv4 tail becomes two groups. */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0]!.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => parseInt(group, 16));
}

/**
 * The client as the per-client limits see it: an IPv4 address as it is (IPv4-mapped IPv6 included), an IPv6
 * address by its /64 network, since one subscriber gets a whole /64 and could otherwise take a new address per try.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
