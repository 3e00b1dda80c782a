import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { wsClient, wsRun } from "../_test/ws.js";
import { LEAK } from "../_test/fuzz/judge.js";
import { SUBSCRIPTIONS_OVER_WS } from "./operation-plugin.js";

const PAGE = "<!doctype html><html><body><div id=root></div></body></html>";
let dist: string;
let t: TestGateway;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), "sunrise-dist-"));
  writeFileSync(join(dist, "index.html"), PAGE);
  // Public answers on (as in production): the deep-variables 500 came from keying one.
  t = await startTestGateway({ CLIENT_DIST: dist, PUBLIC_CACHE_MS: "2000", RATE_LIMIT_IP_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Answer {
  status: number;
  type: string | null;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[]; error?: { code: string; message: string } };
}
async function send(path: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(`${t.url}${path}`, init);
  const text = await res.text();
  expect(text).not.toMatch(LEAK);
  return { status: res.status, type: res.headers.get("content-type"), body: JSON.parse(text) as Answer["body"] };
}
const post = (body: string, accept = "application/graphql-response+json") => send("/graphql", { method: "POST", headers: { "content-type": "application/json", accept }, body });
const first = (a: Answer) => ({ status: a.status, code: a.body.errors?.[0]?.extensions?.code, message: a.body.errors?.[0]?.message });
const nested = (depth: number, open = "[", close = "]") => `${open.repeat(depth)}1${close.repeat(depth)}`;
const DEEP = /(variables|extensions) may nest at most 32 levels of arrays and objects/;

describe("variables nested thousands of levels deep", () => {
  it("answers 30,000-deep variables with 400 BAD_USER_INPUT, whatever the Accept header", async () => {
    for (const accept of ["application/graphql-response+json", "application/json"]) {
      expect(first(await post(`{"query":"query($a: [Int]) { ip }","variables":{"a":${nested(30_000)}}}`, accept))).toEqual({ status: 400, code: "BAD_USER_INPUT", message: "variables may nest at most 32 levels of arrays and objects" });
    }
    expect(first(await post(`{"query":"{ ip }","variables":${nested(20_000, '{"":', "}")}}`))).toMatchObject({ status: 400, code: "BAD_USER_INPUT", message: expect.stringMatching(DEEP) });
    expect(first(await post(`{"query":"{ ip }","extensions":{"x":${nested(30_000)}}}`))).toMatchObject({ status: 400, code: "BAD_USER_INPUT", message: expect.stringMatching(/^extensions may nest/) });
  });

  it("answers them over GET the same way, and still runs variables nested a few levels", async () => {
    const get = await send(`/graphql?query=${encodeURIComponent("query($a: [[Int]]) { ip }")}&variables=${encodeURIComponent(`{"a":${nested(1000)}}`)}`, { headers: { "apollo-require-preflight": "1" } });
    expect(first(get)).toMatchObject({ status: 400, code: "BAD_USER_INPUT", message: expect.stringMatching(DEEP) });
    const shallow = await post(`{"query":"{ ip }","variables":{"a":${nested(2)}}}`);
    expect([shallow.status, shallow.body.errors]).toEqual([200, undefined]);
  });

  it("refuses them over WebSocket with BAD_USER_INPUT and keeps the connection", async () => {
    const ws = new WebSocket(`${t.url.replace("http", "ws")}/graphql`, "graphql-transport-ws");
    type Message = { id?: string; type: string; payload?: unknown };
    const next = () => new Promise<Message>((resolve) => ws.once("message", (m) => resolve(JSON.parse(String(m)) as Message)));
    await new Promise((resolve) => ws.once("open", resolve));
    ws.send(JSON.stringify({ type: "connection_init", payload: {} }));
    expect((await next()).type).toBe("connection_ack");
    ws.send(`{"id":"1","type":"subscribe","payload":{"query":"{ ip }","variables":{"a":${nested(30_000)}}}}`);
    const refused = await next();
    expect(refused).toMatchObject({ id: "1", type: "error", payload: [{ message: expect.stringMatching(DEEP), extensions: { code: "BAD_USER_INPUT" } }] });
    ws.send(`{"id":"2","type":"subscribe","payload":{"query":"{ ip }"}}`);
    expect((await next()).type).toBe("next");
    ws.close();
  });

  it("refuses JSON-RPC params nested that deep with 400 and -32600 instead of a 502", async () => {
    const res = await fetch(`${t.url}/rpc/asset`, { method: "POST", headers: { "content-type": "application/json" }, body: `{"jsonrpc":"2.0","id":7,"method":"eth_call","params":${nested(30_000)}}` });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 7, error: { code: -32600, message: "params may nest at most 32 levels of arrays and objects" } });
  });
});

describe("subscriptions and their arguments", () => {
  it("refuses a subscription over HTTP with 400 BAD_REQUEST instead of running it without an event", async () => {
    for (const accept of ["application/graphql-response+json", "application/json"]) {
      expect(first(await post(JSON.stringify({ query: "subscription { roundUpdated(tableId: null) { id } }" }), accept))).toEqual({ status: 400, code: "BAD_REQUEST", message: SUBSCRIPTIONS_OVER_WS });
    }
    expect(first(await post(JSON.stringify({ query: "subscription S { tableBetPlaced(tableId: 1) { id } }" })))).toMatchObject({ status: 400, code: "BAD_REQUEST" });
  });

  it("refuses an invalid table id over WebSocket with BAD_USER_INPUT; a null one follows every table", async () => {
    const client = wsClient(t.url);
    try {
      expect(await wsRun(client, "subscription { roundUpdated(tableId: 0) { id } }")).toMatchObject({ code: "BAD_USER_INPUT", message: "table id must be 1 or more" });
      expect(await wsRun(client, "subscription($t: Int!) { tableBetPlaced(tableId: $t) { id } }", { t: -1 })).toMatchObject({ code: "BAD_USER_INPUT", message: "table id must be 1 or more" });
      expect(await wsRun(client, "subscription($t: Int) { roundUpdated(tableId: $t) { id } }", { t: null })).toEqual({ data: "started" });
    } finally {
      await client.dispose();
    }
  });

  it("refuses a popup type other than 1 or 2 with BAD_USER_INPUT rather than a database error", async () => {
    expect(first(await post(JSON.stringify({ query: "{ popups(type: 2147483647) { id } }" }), "application/json"))).toEqual({ status: 200, code: "BAD_USER_INPUT", message: "type is 1 (immediate) or 2 (after connect)" });
  });
});

describe("query cost over HTTP", () => {
  it("refuses 20 aliases of 100 rounds with their bets with 400 BAD_USER_INPUT and the cost", async () => {
    const aliases = Array.from({ length: 20 }, (_, i) => `r${i}: tableRounds(tableId: 1, first: 100) { edges { node { bets { id amount } } } }`);
    expect(first(await post(JSON.stringify({ query: `{ ${aliases.join(" ")} }` })))).toEqual({ status: 400, code: "BAD_USER_INPUT", message: `Query costs ${20 * (1 + 1 + 100 * (1 + (1 + 50 * 2)))} points; the limit is 5000` });
  });
});

describe("requests Node's HTTP parser refuses", () => {
  it("answers a 20 KB GET query with 431 and a JSON body in both error shapes", async () => {
    const res = await send(`/graphql?query=${encodeURIComponent(`{ ip } #${"x".repeat(20_000)}`)}`, { headers: { "apollo-require-preflight": "1" } });
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    expect(first(res)).toEqual({ status: 431, code: "REQUEST_HEADER_FIELDS_TOO_LARGE", message: expect.stringMatching(/exceed 16384 bytes: send a long GraphQL operation as a POST body/) });
    expect(res.body.error).toEqual({ code: "REQUEST_HEADER_FIELDS_TOO_LARGE", message: res.body.errors![0]!.message });
  });
});

describe("paths with doubled slashes", () => {
  it("answers //api/v1/ip and /api//v1/ip with 404 NOT_FOUND, not the player site's page", async () => {
    for (const path of ["//api/v1/ip", "/api//v1/ip", "//graphql", "/api"]) {
      const res = await send(path);
      expect([res.status, res.type?.split(";")[0], res.body.error?.code], path).toEqual([404, "application/json", "NOT_FOUND"]);
    }
    expect((await send("/api/v1/ip")).body).toEqual({ ip: "127.0.0.1" });
    const page = await fetch(`${t.url}/casino-games/3`);
    expect([page.status, await page.text()]).toEqual([200, PAGE]);
  });
});

describe("persisted queries", () => {
  const HASH = "ecf4edb46db40b5132295c0291d62fb65d6759a9eedfa4d5d612dd5ec54a6b38";
  it("answers a hash without a stored query, a hash that does not match and another version with PERSISTED_QUERY_NOT_SUPPORTED", async () => {
    const bodies = [
      { extensions: { persistedQuery: { version: 1, sha256Hash: HASH } } },
      { query: "{ ip }", extensions: { persistedQuery: { version: 1, sha256Hash: "abc" } } },
      { extensions: { persistedQuery: { version: 2, sha256Hash: HASH } } },
    ];
    for (const body of bodies) {
      expect(first(await post(JSON.stringify(body)))).toEqual({ status: 200, code: "PERSISTED_QUERY_NOT_SUPPORTED", message: "PersistedQueryNotSupported" });
    }
    const get = await send(`/graphql?extensions=${encodeURIComponent(JSON.stringify(bodies[0]!.extensions))}`, { headers: { "apollo-require-preflight": "1" } });
    expect(first(get)).toMatchObject({ code: "PERSISTED_QUERY_NOT_SUPPORTED" });
  });
});
