import { requestHeaders } from "./credentials.js";
import { loadingCounter } from "../ui/loading.js";
import { maintenanceStore } from "../ui/maintenance.js";
import { banWatch } from "../session/banned.js";

/** SPEC §9: every call gives up after 30 s; a GET answer is reused for 2 minutes. */
export const API_TIMEOUT_MS = 30_000;
export const GET_CACHE_MS = 120_000;

interface Cached { at: number; status: number; statusText: string; headers: [string, string][]; body: ArrayBuffer }

interface Counter { begin(): void; end(): void }

export interface ApiFetchOptions {
  fetchImpl?: typeof fetch;
  now?: () => number;
  counter?: Counter;
  maintenance?: { observe(res: Response): void };
  bans?: { observe(res: Response): Promise<void> };
}

const urlOf = (input: RequestInfo | URL) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
const NO_CACHE = new Set<RequestCache>(["no-cache", "no-store", "reload"]);

/**
 * The one way the client calls its API over HTTP (GraphQL and REST), per SPEC §7: the request
 * headers (a fresh x-request-id each time, the signed-in wallet's x-address, x-hash, x-nonce),
 * a 30 s timeout, a 2-minute GET cache that any non-GET or no-cache request clears, the
 * loading counter moved for each request that goes out, the maintenance switch each answer carries
 * and a ban's refusal.
 */
export function createApiFetch({ fetchImpl = (input, init) => fetch(input, init), now = Date.now, counter = loadingCounter, maintenance = maintenanceStore, bans = banWatch }: ApiFetchOptions = {}) {
  const cache = new Map<string, Cached>();
  const apiFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = urlOf(input);
    const method = (init.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
    const cacheable = method === "GET" && !NO_CACHE.has(init.cache ?? "default");
    if (!cacheable) cache.clear();
    const hit = cacheable ? cache.get(url) : undefined;
    if (hit && now() - hit.at < GET_CACHE_MS) return new Response(hit.body.slice(0), { status: hit.status, statusText: hit.statusText, headers: hit.headers });

    // Headers the caller set win (sign-out sends the credentials it read before clearing them).
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(requestHeaders())) if (!headers.has(name)) headers.set(name, value);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(new DOMException("The request timed out", "TimeoutError")), API_TIMEOUT_MS);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout.signal]) : timeout.signal;
    counter.begin();
    try {
      const res = await fetchImpl(input, { ...init, headers, signal });
      maintenance.observe(res);
      void bans.observe(res);
      if (cacheable && res.ok) {
        const body = await res.clone().arrayBuffer();
        cache.set(url, { at: now(), status: res.status, statusText: res.statusText, headers: [...res.headers], body });
      }
      return res;
    } finally {
      clearTimeout(timer);
      counter.end();
    }
  };
  return Object.assign(apiFetch, { clearCache: () => cache.clear() });
}

export const apiFetch = createApiFetch();
