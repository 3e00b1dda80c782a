import ipaddr from "ipaddr.js";

type Addr = ipaddr.IPv4 | ipaddr.IPv6;
type Range = [Addr, number];

/** An address as one family: IPv4-mapped IPv6 (`::ffff:10.0.0.1`, how Node reports IPv4 on a dual stack) becomes IPv4. */
function parseAddress(text: string): Addr | null {
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text);
  return ipaddr.IPv6.isValid(text) ? ipaddr.process(text) : null;
}

/** One allow-list entry, a dotted-quad or IPv6 address or a CIDR range of either, as a range; null when it is neither. */
export function parseEntry(entry: string): Range | null {
  const text = entry.trim();
  const slash = text.indexOf("/");
  if (slash < 0) {
    const addr = parseAddress(text);
    return addr ? [addr, addr.kind() === "ipv4" ? 32 : 128] : null;
  }
  const bitsText = text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bitsText)) return null;
  const bits = Number(bitsText);
  const addr = parseAddress(text.slice(0, slash));
  if (!addr) return null;
  const full = addr.kind() === "ipv4" ? 32 : 128;
  // A mapped IPv6 range such as ::ffff:10.0.0.0/104 arrives as IPv4: its prefix loses the 96 mapped bits.
  const mapped = addr.kind() === "ipv4" && !ipaddr.IPv4.isValidFourPartDecimal(text.slice(0, slash));
  const prefix = mapped ? bits - 96 : bits;
  return prefix >= 0 && prefix <= full ? [addr, prefix] : null;
}

const canonical = ([addr, bits]: Range): string => {
  const full = addr.kind() === "ipv4" ? 32 : 128;
  if (bits === full) return addr.toString();
  const network = addr.kind() === "ipv4" ? ipaddr.IPv4.networkAddressFromCIDR(`${addr.toString()}/${bits}`) : ipaddr.IPv6.networkAddressFromCIDR(`${addr.toString()}/${bits}`);
  return `${network.toString()}/${bits}`;
};

/** Entries in canonical text (`10.0.0.0/8`, `2001:db8::1`) without repeats, or the first that is neither an address nor a range. */
export function normaliseIpList(entries: readonly string[]): { ok: string[] } | { invalid: string } {
  const ok: string[] = [];
  for (const entry of entries) {
    const range = parseEntry(entry);
    if (!range) return { invalid: entry };
    const text = canonical(range);
    if (!ok.includes(text)) ok.push(text);
  }
  return { ok };
}

/** SPEC §5: an empty list allows any IP; otherwise the request's IP must be one of the addresses or inside one of the ranges. */
export function ipAllowed(entries: readonly string[], ip: string): boolean {
  if (entries.length === 0) return true;
  const addr = parseAddress(ip);
  if (!addr) return false;
  return entries.some((entry) => {
    const range = parseEntry(entry);
    return range !== null && range[0].kind() === addr.kind() && addr.match(range);
  });
}
