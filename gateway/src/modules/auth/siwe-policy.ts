import type { GatewayEnv } from "../../env.js";

/** A site users sign in from: the EIP-4361 `domain` (host[:port]) and the origins its `URI` may name. */
export interface SiweSite {
  domain: string;
  origins: string[];
}

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "::1", "[::1]", "0.0.0.0", "::", "[::]"]);
const LOOPBACK_DOMAINS = (port: number) => ["127.0.0.1", "localhost", "[::1]"].map((h) => `${h}:${port}`);

function configuredSite(entry: string, production: boolean): SiweSite | null {
  if (entry.includes("://")) {
    try {
      const url = new URL(entry);
      return { domain: url.host, origins: [url.origin] };
    } catch {
      return null;
    }
  }
  return { domain: entry, origins: production ? [`https://${entry}`] : [`https://${entry}`, `http://${entry}`] };
}

/**
 * The sites a sign-in message may name. SIWE_DOMAINS lists them (`host[:port]` or a full origin such
 * as `https://sunrise.example`); unset, development uses the gateway's own address, and when it listens
 * on a loopback or wildcard address, 127.0.0.1, localhost and [::1] on its port. Never the Host header.
 */
export function siweSites(env: Pick<GatewayEnv, "SIWE_DOMAINS" | "GATEWAY_HOST" | "NODE_ENV">, port: number): SiweSite[] {
  const production = env.NODE_ENV === "production";
  const configured = env.SIWE_DOMAINS.split(",").map((d) => d.trim()).filter(Boolean);
  if (configured.length > 0) return configured.map((e) => configuredSite(e, production)).filter((s): s is SiweSite => s !== null);
  const host = env.GATEWAY_HOST.includes(":") && !env.GATEWAY_HOST.startsWith("[") ? `[${env.GATEWAY_HOST}]` : env.GATEWAY_HOST;
  const domains = LOCAL_HOSTS.has(env.GATEWAY_HOST) ? LOOPBACK_DOMAINS(port) : [`${host}:${port}`];
  return domains.map((domain) => ({ domain, origins: [`http://${domain}`, `https://${domain}`] }));
}

/** The site a challenge is written for: the one whose origin the browser sent, else the first configured. */
export function siteFor(sites: SiweSite[], origin: string | undefined): { domain: string; uri: string } {
  const match = origin ? sites.find((s) => s.origins.includes(origin)) : undefined;
  if (match) return { domain: match.domain, uri: origin! };
  const first = sites[0]!;
  return { domain: first.domain, uri: first.origins[0]! };
}
