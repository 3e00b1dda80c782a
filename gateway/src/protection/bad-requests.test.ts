import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { getIntrospectionQuery } from "graphql";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { signInAs } from "../_test/client.js";
import { LEAK } from "../_test/fuzz/judge.js";

let t: TestGateway;
let session: Record<string, string>;
beforeAll(async () => {
  t = await startTestGateway({ RATE_LIMIT_IP_PER_MINUTE: "100000", RATE_LIMIT_ADDRESS_PER_MINUTE: "100000" });
  session = (await signInAs(t.url, Wallet.createRandom())).headers;
});
afterAll(async () => t?.close());

interface Answer {
  status: number;
  text: string;
  body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[]; error?: { code: string; message: string } };
}

async function send(path: string, init: RequestInit): Promise<Answer> {
  const res = await fetch(`${t.url}${path}`, init);
  const text = await res.text();
  expect(res.headers.get("content-type")).toMatch(/json/);
  expect(text).not.toMatch(LEAK);
  return { status: res.status, text, body: JSON.parse(text) as Answer["body"] };
}
const GRAPHQL_RESPONSE = "application/graphql-response+json";
const post = (body: unknown, headers: Record<string, string> = {}) =>
  send("/graphql", { method: "POST", headers: { "content-type": "application/json", accept: GRAPHQL_RESPONSE, ...headers }, body: JSON.stringify(body) });
const codeOf = (a: Answer) => a.body.errors?.[0]?.extensions?.code;

describe("a client's GraphQL mistake is a 4xx with a stable code, never a 5xx", () => {
  const cases: [string, object, string, RegExp?][] = [
    ["a wrong variable type", { query: "query($t: Int!) { tableRounds(tableId: $t) { edges { node { id } } } }", variables: { t: "abc" } }, "BAD_USER_INPUT", /Int cannot represent/],
    ["a missing variable", { query: "query($t: Int!) { tableRounds(tableId: $t) { edges { node { id } } } }", variables: {} }, "BAD_USER_INPUT", /was not provided/],
    ["a bad DateTimeISO", { query: "query($f: BridgeProcessFilter) { bridgeProcesses(filter: $f) { id } }", variables: { f: { createdFrom: "yesterday" } } }, "BAD_USER_INPUT"],
    ["an unknown input field", { query: "query($f: BridgeProcessFilter) { bridgeProcesses(filter: $f) { id } }", variables: { f: { address: "0x1" } } }, "BAD_USER_INPUT", /address/],
    ["an empty operationName", { query: "{ ip }", operationName: "" }, "BAD_REQUEST"],
    ["an unknown operationName", { query: "query A { ip }", operationName: "B" }, "BAD_REQUEST"],
    ["two operations without operationName", { query: "query A { ip } query B { ip }" }, "BAD_REQUEST", /operationName/],
    ["a cost refusal", { query: "{ stakingRounds(limit: 2147483647) { id blockStartedAt } }" }, "BAD_USER_INPUT", /Query costs/],
    ["a NUL in a string literal", { query: '{ claimHistory(account: "\\u0000") { total } }' }, "BAD_USER_INPUT", /NUL/],
    ["a NUL in a variable", { query: "query($a: String!) { claimHistory(account: $a) { total } }", variables: { a: "0x\u0000" } }, "BAD_USER_INPUT", /NUL/],
    ["a syntax error", { query: "{ ip" }, "GRAPHQL_PARSE_FAILED"],
    ["an unknown field", { query: "{ nope }" }, "GRAPHQL_VALIDATION_FAILED"],
    ["variables that are a string", { query: "{ ip }", variables: "x" }, "BAD_REQUEST"],
    ["a query that is a number", { query: 1 }, "BAD_REQUEST"],
  ];
  for (const [name, body, code, message] of cases) {
    it(`answers ${name} with 400 ${code} (graphql-response+json) and 200 with the same error (application/json)`, async () => {
      const strict = await post(body);
      expect(strict.status).toBe(400);
      expect(codeOf(strict)).toBe(code);
      if (message) expect(strict.body.errors![0]!.message).toMatch(message);
      const lenient = await post(body, { accept: "application/json" });
      expect(codeOf(lenient)).toBe(code);
      expect(lenient.status).toBe(code === "BAD_REQUEST" ? 400 : 200);
    });
  }

  it("refuses the same mistakes from a signed-in player with the same codes", async () => {
    const res = await post({ query: "query($f: BridgeProcessFilter) { bridgeProcesses(filter: $f) { id } }", variables: { f: { address: "0x1" } } }, session);
    expect([res.status, codeOf(res)]).toEqual([400, "BAD_USER_INPUT"]);
  });
});

describe("amplification and parser limits", () => {
  const refused = async (query: string, code: string, message: RegExp) => {
    const started = Date.now();
    const res = await post({ query });
    expect(res.status).toBe(400);
    expect(codeOf(res)).toBe(code);
    expect(res.body.errors![0]!.message).toMatch(message);
    expect(Date.now() - started).toBeLessThan(2000);
  };

  it("refuses a query nested thousands of levels before parsing it", () =>
    refused(`{ ${"a { ".repeat(5000)}b${" }".repeat(5000)} }`, "GRAPHQL_PARSE_FAILED", /nests 5001 levels/));
  it("refuses nested list literals the same way", () => refused(`{ ip(x: ${"[".repeat(3000)}${"]".repeat(3000)}) }`, "GRAPHQL_PARSE_FAILED", /levels of brackets/));
  it("refuses 1,000 __schema aliases at the token cap", () =>
    refused(`{ ${Array.from({ length: 1000 }, (_, i) => `s${i}: __schema { types { name } }`).join(" ")} }`, "GRAPHQL_PARSE_FAILED", /more th.. 1000 tokens/));
  it("refuses 2,000 lobby aliases", () => refused(`{ ${Array.from({ length: 2000 }, (_, i) => `l${i}: ip`).join(" ")} }`, "GRAPHQL_PARSE_FAILED", /tokens/));
  it("refuses more root fields than the limit", () => refused(`{ ${Array.from({ length: 21 }, (_, i) => `a${i}: ip`).join(" ")} }`, "BAD_USER_INPUT", /21 root fields; the limit is 20/));
  it("refuses a second introspection query in one operation by its cost", () =>
    refused(`{ a: __schema { types { fields { name type { name } } } } b: __schema { types { fields { name type { name } } } } }`, "BAD_USER_INPUT", /Query costs/));
  it("refuses a fragment bomb quickly (each fragment spreads the next ten times)", () => {
    const frags = Array.from({ length: 8 }, (_, i) => `fragment F${i} on Query { ${Array.from({ length: 10 }, () => (i === 7 ? "ip" : `...F${i + 1}`)).join(" ")} }`);
    return refused(`{ ...F0 } ${frags.join(" ")}`, "BAD_USER_INPUT", /Operation selects \d+ root fields/);
  });
  it("refuses 5,000 fragment spreads at the token cap", () =>
    refused(`{ ...F ${"...F ".repeat(5000)} } fragment F on Query { ip }`, "GRAPHQL_PARSE_FAILED", /tokens/));

  it("still answers GraphiQL's full introspection query", async () => {
    const res = await post({ query: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }) });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });
});

describe("HTTP body errors answer JSON in the path's own shape, in development too", () => {
  const bodies: [string, RequestInit, number, string][] = [
    ["malformed JSON", { body: "{\"query\":" }, 400, "BAD_REQUEST"],
    ["charset=latin1", { headers: { "content-type": "application/json; charset=latin1" }, body: "{}" }, 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["content-encoding: foo", { headers: { "content-type": "application/json", "content-encoding": "foo" }, body: "{}" }, 415, "UNSUPPORTED_MEDIA_TYPE"],
    ["broken gzip", { headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: "garbage" }, 400, "BAD_REQUEST"],
    ["a gzip bomb past the size limit", { headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: gzipSync(JSON.stringify({ refCode: "a".repeat(5_000_000) })) }, 413, "PAYLOAD_TOO_LARGE"],
    ["an oversized body", { body: JSON.stringify({ query: `{ ip } #${"x".repeat(200_000)}`, refCode: "x".repeat(200_000) }) }, 413, "PAYLOAD_TOO_LARGE"],
  ];
  for (const [name, init, status, code] of bodies) {
    it(`answers ${name} on /graphql, /api/v1/register and /rpc/asset with ${status} ${code}`, async () => {
      const base = { method: "POST", ...init, headers: { "content-type": "application/json", ...(init.headers as object) } };
      const gql = await send("/graphql", base);
      expect([gql.status, codeOf(gql)]).toEqual([status, code]);
      const rest = await send("/api/v1/register", base);
      expect([rest.status, rest.body.error?.code]).toEqual([status, code]);
      const rpc = await send("/rpc/asset", base);
      expect(rpc.status).toBe(status);
      expect(rpc.text).toMatch(/"jsonrpc":"2.0"/);
    });
  }

  it("answers POST /api/v1/register with 20 KB 413 PAYLOAD_TOO_LARGE", async () => {
    const res = await send("/api/v1/register", { method: "POST", headers: { "content-type": "application/json", ...session }, body: JSON.stringify({ refCode: "x".repeat(20_000) }) });
    expect([res.status, res.body.error?.code]).toEqual([413, "PAYLOAD_TOO_LARGE"]);
  });

  it("answers a malformed register body and NUL strings with 400 BAD_USER_INPUT", async () => {
    for (const body of [{ address: 12 }, [1, 2], { sunc: "x" }, { refCode: "a\u0000b" }]) {
      const res = await send("/api/v1/register", { method: "POST", headers: { "content-type": "application/json", ...session }, body: JSON.stringify(body) });
      expect([res.status, res.body.error?.code]).toEqual([400, "BAD_USER_INPUT"]);
    }
    const query = await send("/api/v1/User?filter[address]=%00", { headers: session });
    expect([query.status, query.body.error?.code]).toEqual([400, "BAD_USER_INPUT"]);
  });

  it("answers unknown paths and methods with JSON, not express's HTML page", async () => {
    const api = await send("/api/v1/nope", { method: "DELETE" });
    expect([api.status, api.body.error?.code]).toEqual([404, "NOT_FOUND"]);
    const put = await send("/graphql", { method: "PUT", headers: { "content-type": "application/json" }, body: "{}" });
    expect([put.status, codeOf(put)]).toEqual([405, "BAD_REQUEST"]);
    const other = await send("/definitely/not/here", { method: "POST" });
    expect([other.status, other.body.error?.code]).toEqual([404, "NOT_FOUND"]);
  });
});
