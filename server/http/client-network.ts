import { isIPv6 } from "node:net";

/**
 * The network a client address stands for when counting it (second review of decision 120, L1):
 * an IPv4 address as it is, an IPv6 address as its /64. One household or server is given a whole
 * /64 and may use any address in it, so counting single IPv6 addresses would give a scraper
 * billions of allowances. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 one.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split("%")[0];
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  const [head, tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  // A trailing IPv4 part (::1.2.3.4) lies past the first 64 bits: it never changes the prefix.
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  const prefix = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${prefix.join(":")}::/64`;
}
