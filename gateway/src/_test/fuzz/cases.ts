import { gzipSync } from "node:zlib";
import type { PathKind } from "./judge.js";

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  return { next, int, pick };
}
export type Rng = ReturnType<typeof random>;

export interface FuzzRequest {
  kind: PathKind;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

const QUERIES = [
  "{ ip }", "{ me { address } }", "query($t: Int!) { tableRounds(tableId: $t) { edges { node { id } } } }",
  "{ stakingRounds(limit: 5) { id } }", "query($f: BridgeProcessFilter) { bridgeProcesses(filter: $f) { id } }",
  "query($a: String) { claimHistory(account: $a) { total } }", "mutation($address: String!, $chainId: Int!) { requestSignIn(address: $address, chainId: $chainId) { nonce } }",
  "mutation($m: String!, $s: String!) { signIn(message: $m, signature: $s) { token } }", "query A { ip } query B { ip }",
  "{ __schema { types { name } } }", "subscription { bridgeProcessUpdated { id } }", "{ lobby { id } }",
];
const JUNK_VALUES: unknown[] = [null, true, 0, -1, 2147483648, 1e308, "", "abc", "\u0000", "0x", "é漢字🙂", [], {}, [null], { a: { b: [1] } }, "9".repeat(400), "2024-13-45T99:99:99Z"];
const CONTENT_TYPES = ["application/json", "application/json; charset=utf-8", "application/json; charset=latin1", "application/json; charset=utf-16", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/graphql", ""];
const ENCODINGS = ["gzip", "deflate", "br", "foo", "identity", "gzip, gzip"];
const ACCEPTS = ["application/json", "application/graphql-response+json", "text/html", "*/*", "application/graphql-response+json, application/json;q=0.9", "image/png"];
const RPC_METHODS = ["eth_chainId", "eth_blockNumber", "eth_call", "eth_getLogs", "eth_sendRawTransaction", "eth_accounts", "eth_sendTransaction", "hardhat_setBalance", "evm_mine", "debug_traceTransaction", "personal_sign", "__proto__", "", "constructor"];
const REST_PATHS = ["/api/v1/ip", "/api/v1/sunc", "/api/v1/User", "/api/v1/register", "/api/v1/BridgeProcess", "/api/v1/Bonus", "/api/v1/bonus/sync", "/api/v1/bonus/check", "/api/v1/nope", "/api/v1/%E0%A4%A", "/api/v1/User/../../etc/passwd"];
const RPC_PATHS = ["/rpc/asset", "/rpc/game", "/rpc/__proto__", "/rpc/constructor", "/rpc/hasOwnProperty", "/rpc/", "/rpc/asset/x", "/rpc/%00", "/rpc/prototype"];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"];

/** Breaks a string: cut it, drop or repeat a slice, or splice in junk characters. */
function mutate(rng: Rng, s: string): string {
  const at = rng.int(s.length + 1);
  switch (rng.int(5)) {
    case 0: return s.slice(0, at);
    case 1: return s.slice(0, at) + s.slice(at + 1 + rng.int(8));
    case 2: return s.slice(0, at) + s.slice(at, at + 5).repeat(1 + rng.int(50)) + s.slice(at);
    case 3: return s.slice(0, at) + rng.pick(["{", "}", "(", ")", "[", "\"", "\\", "$", "...", "#", "\u0000", "\uffff", "@", ":", "!", "é"]) + s.slice(at);
    default: return s;
  }
}

function junkValue(rng: Rng, depth = 0): unknown {
  if (depth < 3 && rng.int(4) === 0) return rng.int(2) ? [junkValue(rng, depth + 1)] : { [rng.pick(["a", "address", "createdFrom", "__proto__", "status"])]: junkValue(rng, depth + 1) };
  return rng.pick(JUNK_VALUES);
}

function randomBytes(rng: Rng, n: number): Uint8Array {
  return Uint8Array.from({ length: n }, () => rng.int(256));
}

/** A body that is broken in one of several ways, for a JSON payload `payload`. */
function brokenBody(rng: Rng, payload: string, headers: Record<string, string>): string | Uint8Array {
  switch (rng.int(8)) {
    case 0: return payload.slice(0, rng.int(payload.length));
    case 1: return randomBytes(rng, rng.int(200));
    case 2:
      headers["content-encoding"] = rng.pick(ENCODINGS);
      return rng.int(2) ? gzipSync(payload) : randomBytes(rng, 50);
    case 3:
      headers["content-type"] = rng.pick(CONTENT_TYPES);
      return payload;
    case 4: return payload + "x".repeat(rng.pick([1000, 120_000, 300_000]));
    case 5: return `${"[".repeat(1 + rng.int(20_000))}`;
    default: return mutate(rng, payload);
  }
}

function graphqlRequest(rng: Rng): FuzzRequest {
  const headers: Record<string, string> = { "content-type": "application/json", accept: rng.pick(ACCEPTS) };
  if (rng.int(6) === 0) {
    const query = encodeURIComponent(mutate(rng, rng.pick(QUERIES)));
    return { kind: "graphql", method: "GET", path: `/graphql?query=${query}${rng.int(2) ? `&variables=${encodeURIComponent(mutate(rng, "{\"t\":1}"))}` : ""}`, headers: rng.int(2) ? { "apollo-require-preflight": "true" } : {} };
  }
  let query = rng.pick(QUERIES);
  switch (rng.int(6)) {
    case 0: query = mutate(rng, mutate(rng, query)); break;
    case 1: { const n = 1 + rng.int(4000); query = `{ ${"a { ".repeat(n)}b${" }".repeat(n)} }`; break; }
    case 2: query = `{ ${Array.from({ length: 1 + rng.int(800) }, (_, i) => `a${i}: ${rng.pick(["ip", "__typename", "__schema { types { name } }", "lobby { id }"])}`).join(" ")} }`; break;
    case 3: query = `{ ...F } ${Array.from({ length: 1 + rng.int(10) }, (_, i) => `fragment F${i ? i : ""} on Query { ${`...F${i + 1} `.repeat(1 + rng.int(6))} ip }`).join(" ")}`; break;
    default: break;
  }
  const payload: Record<string, unknown> = { query };
  if (rng.int(2)) payload.variables = rng.int(4) ? { t: junkValue(rng), f: junkValue(rng), a: junkValue(rng), address: junkValue(rng), chainId: junkValue(rng), m: junkValue(rng), s: junkValue(rng) } : junkValue(rng);
  if (rng.int(3) === 0) payload.operationName = rng.pick(["", "A", "B", "nope", null, 1]);
  if (rng.int(8) === 0) payload.query = junkValue(rng);
  const json = JSON.stringify(payload);
  return { kind: "graphql", method: "POST", path: "/graphql", headers, body: rng.int(3) === 0 ? brokenBody(rng, json, headers) : json };
}

function restRequest(rng: Rng): FuzzRequest {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const query = rng.int(2) ? `?${rng.pick(["filter=", "filter[address]=", "filter[createdAt][$gte]=", "limit=", "populate="])}${encodeURIComponent(String(rng.pick(JUNK_VALUES)))}` : "";
  const method = rng.int(3) ? rng.pick(["GET", "POST"]) : rng.pick(METHODS);
  const payload = JSON.stringify(rng.int(2) ? { address: junkValue(rng), refCode: junkValue(rng), sunc: junkValue(rng) } : junkValue(rng));
  const body = method === "GET" || method === "OPTIONS" ? undefined : rng.int(2) ? brokenBody(rng, payload, headers) : payload;
  return { kind: "rest", method, path: rng.pick(REST_PATHS) + query, headers, body };
}

function rpcRequest(rng: Rng): FuzzRequest {
  const headers: Record<string, string> = { "content-type": "application/json" };
  const call = () => (rng.int(5) === 0 ? junkValue(rng) : { jsonrpc: rng.int(6) ? "2.0" : junkValue(rng), id: rng.int(4) ? rng.int(100) : junkValue(rng), method: rng.int(8) ? rng.pick(RPC_METHODS) : junkValue(rng), params: rng.int(3) ? [] : junkValue(rng) });
  const payload = JSON.stringify(rng.int(3) ? call() : Array.from({ length: rng.pick([0, 1, 2, 5, 101]) }, call));
  const method = rng.int(8) ? "POST" : rng.pick(METHODS);
  const body = method === "GET" ? undefined : rng.int(3) === 0 ? brokenBody(rng, payload, headers) : payload;
  return { kind: "rpc", method, path: rng.pick(RPC_PATHS), headers, body };
}

/** The `index`-th malformed request of the run seeded with `seed`: GraphQL, REST and RPC in turn. */
export function fuzzRequest(rng: Rng, index: number): FuzzRequest {
  return [graphqlRequest, restRequest, rpcRequest][index % 3]!(rng);
}
