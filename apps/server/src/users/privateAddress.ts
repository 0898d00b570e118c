import { BlockList, isIP } from "node:net";

/**
 * Addresses a user's provider URL may not reach in hosted mode: the server's
 * own machine and networks it can see that the internet cannot (RFC 6890
 * special-purpose ranges, IPv4 and IPv6). IPv4 written inside IPv6
 * (`::ffff:10.0.0.1`, NAT64 `64:ff9b::`, 6to4 `2002::`) is judged as IPv4.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 address carries (mapped, NAT64 or 6to4), if any. */
const embeddedIpv4 = (address: string): string | null => {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower)?.[1];
  if (dotted !== undefined) return dotted;
  const words = expandIpv6(lower);
  if (words === null) return null;
  const fromWords = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  if (words.slice(0, 5).every((word) => word === 0) && words[5] === 0xffff) return fromWords(words[6]!, words[7]!);
  if (words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((word) => word === 0)) return fromWords(words[6]!, words[7]!);
  if (words[0] === 0x2002) return fromWords(words[1]!, words[2]!);
  return null;
};

/** The eight 16-bit words of an IPv6 address without a zone, or null. */
const expandIpv6 = (address: string): number[] | null => {
  const plain = address.split("%")[0]!;
  if (plain.includes(".")) return null;
  const [head, tail, extra] = plain.split("::");
  if (extra !== undefined) return null;
  const parse = (part: string | undefined) => (part === undefined || part === "" ? [] : part.split(":").map((word) => Number.parseInt(word, 16)));
  const first = parse(head);
  const last = parse(tail);
  const words = tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
  return words.length === 8 && words.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffff) ? words : null;
};

/** True for an IP address (v4 or v6, brackets allowed) in a private, loopback, link-local or otherwise special range. */
export const isPrivateAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare.split("%")[0]!);
  if (family === 4) return blocked.check(bare, "ipv4");
  if (family !== 6) return false;
  const ipv4 = embeddedIpv4(bare);
  if (ipv4 !== null) return blocked.check(ipv4, "ipv4");
  return blocked.check(bare.split("%")[0]!, "ipv6");
};

/** True for host names that always mean this machine or its network: `localhost`, `*.localhost`, `*.local`, `*.internal`. */
export const isLocalHostName = (hostname: string): boolean => {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name.endsWith(".local") || name.endsWith(".internal");
};
