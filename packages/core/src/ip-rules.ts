// Every address is widened to 128 bits: IPv4 a.b.c.d becomes ::ffff:a.b.c.d (and /n becomes
// /96+n), so one prefix comparison serves IPv4, IPv6 and IPv4-mapped clients alike.

interface Network {
  address: bigint;
  prefix: number;
}

const V4_MAPPED_PREFIX = 0xffffn << 32n;
const ALL_ONES = (1n << 128n) - 1n;

function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    // No leading zeros: some parsers read "010" as octal, so it is ambiguous and refused.
    if (!/^(?:0|[1-9]\d{0,2})$/.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseHexGroups(text: string): bigint[] | null {
  if (text === '') return [];
  const groups: bigint[] = [];
  const parts = text.split(':');
  for (const [i, part] of parts.entries()) {
    if (i === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (v4 === null) return null;
      groups.push(v4 >> 16n, v4 & 0xffffn);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) {
      groups.push(BigInt(`0x${part}`));
    } else {
      return null;
    }
  }
  return groups;
}

function parseIpv6(text: string): bigint | null {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = parseHexGroups(halves[0] ?? '');
  const tail = halves.length === 2 ? parseHexGroups(halves[1] ?? '') : [];
  if (head === null || tail === null) return null;
  // An embedded IPv4 part may only end the address, never precede "::".
  if (halves.length === 2 && halves[0]?.includes('.')) return null;
  const explicit = head.length + tail.length;
  if (halves.length === 2 ? explicit > 7 : explicit !== 8) return null;
  const groups = [...head, ...Array<bigint>(8 - explicit).fill(0n), ...tail];
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

function parseAddress(text: string): Network | null {
  if (text.includes(':')) {
    const address = parseIpv6(text);
    return address === null ? null : { address, prefix: 128 };
  }
  const v4 = parseIpv4(text);
  return v4 === null ? null : { address: V4_MAPPED_PREFIX | v4, prefix: 128 };
}

/** One rule: an address, or an address with a /prefix (host bits after the prefix are ignored). */
function parseRule(rule: string): Network | null {
  const [addressText = '', prefixText, extra] = rule.trim().split('/');
  if (extra !== undefined) return null;
  const network = parseAddress(addressText);
  if (network === null || prefixText === undefined) return network;
  if (!/^(?:0|[1-9]\d{0,2})$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  const isV4 = !addressText.includes(':');
  if (prefix > (isV4 ? 32 : 128)) return null;
  return { address: network.address, prefix: isV4 ? prefix + 96 : prefix };
}

function contains(network: Network, address: bigint): boolean {
  const mask = (ALL_ONES << BigInt(128 - network.prefix)) & ALL_ONES;
  return (network.address & mask) === (address & mask);
}

export function isValidIpRule(rule: string): boolean {
  return parseRule(rule) !== null;
}

/**
 * 000 §3 IP restriction: no rules means no restriction; otherwise the client must match one.
 * A zone index (fe80::1%eth0) on the client address is dropped; unparsable rules never match.
 */
export function ipAllowed(ip: string, rules: readonly string[]): boolean {
  if (rules.length === 0) return true;
  const client = parseAddress(ip.trim().replace(/%.*$/, ''));
  if (client === null) return false;
  return rules.some((rule) => {
    const network = parseRule(rule);
    return network !== null && contains(network, client.address);
  });
}

/** 000 §3: an enabled restriction blocks an address no rule matches (the hook answers code 5). */
export function ipRestrictionBlocks(
  ip: string,
  restriction: { enableRestrictedIP: boolean; allowedRules: readonly string[] },
): boolean {
  return restriction.enableRestrictedIP && !ipAllowed(ip, restriction.allowedRules);
}
