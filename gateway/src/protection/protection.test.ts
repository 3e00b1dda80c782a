import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { getIntrospectionQuery } from "graphql";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { REQUEST_SIGN_IN, signInAs } from "../_test/client.js";

interface Answer { status: number; retryAfter: string | null; body: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[]; error?: { code: string; message: string } } }

async function post(url: string, query: string, variables: object = {}, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ query, variables }) });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Answer["body"] };
}
const from = (ip: string) => ({ "x-forwarded-for": ip });

describe("operation limits", () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway({ RATE_LIMIT_SIGN_IN_PER_MINUTE: "4", RATE_LIMIT_ADDRESS_PER_MINUTE: "5", MAX_QUERY_COST: "500" });
  });
  afterAll(async () => t?.close());

  it("refuses a query whose lists could return too much, before running it", async () => {
    const cheap = await post(t.url, `{ bridgeProcesses(limit: 100) { id status step } }`);
    expect(cheap.body.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED"); // 301 points: it ran
    const costly = await post(t.url, `{ bridgeProcesses(limit: 100) { id status step amount processType createdAt } }`);
    expect(costly.body.errors![0]).toMatchObject({ message: "Query costs 601 points; the limit is 500", extensions: { code: "BAD_USER_INPUT" } });
    expect(costly.body.data).toBeUndefined();
  });

  it("does not charge introspection", async () => {
    const res = await post(t.url, getIntrospectionQuery({ descriptions: true }));
    expect(res.body.errors).toBeUndefined();
  });

  it("limits sign-in attempts per IP with 429 and Retry-After, and other IPs go on", async () => {
    const ask = (ip: string) => post(t.url, REQUEST_SIGN_IN, { address: Wallet.createRandom().address, chainId: 31337 }, from(ip));
    for (let i = 0; i < 4; i++) expect((await ask("203.0.113.7")).body.errors).toBeUndefined();
    const refused = await ask("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.body.errors![0]!.extensions!.code).toBe("RATE_LIMITED");
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await ask("203.0.113.8")).body.errors).toBeUndefined();
  });

  it("limits a signed-in address whatever IP it comes from", async () => {
    const session = await signInAs(t.url, Wallet.createRandom());
    for (let i = 0; i < 5; i++) expect((await post(t.url, `{ me { address } }`, {}, { ...session.headers, ...from(`198.51.100.${i}`) })).status).toBe(200);
    const refused = await post(t.url, `{ me { address } }`, {}, { ...session.headers, ...from("198.51.100.99") });
    expect(refused.status).toBe(429);
    expect(refused.body.errors![0]!.extensions!.code).toBe("RATE_LIMITED");
    expect((await post(t.url, `{ me { address } }`, {}, from("198.51.100.99"))).body.data).toEqual({ me: null });
  });
});

describe("request limits per IP", () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await startTestGateway({ RATE_LIMIT_IP_PER_MINUTE: "3" });
  });
  afterAll(async () => t?.close());

  it("answers REST, GraphQL and RPC past the limit with 429 in each path's own shape", async () => {
    const ip = from("192.0.2.1");
    for (let i = 0; i < 3; i++) expect((await fetch(`${t.url}/api/v1/ip`, { headers: ip })).status).toBe(200);
    const rest = await fetch(`${t.url}/api/v1/ip`, { headers: ip });
    expect(rest.status).toBe(429);
    expect(await rest.json()).toMatchObject({ error: { code: "RATE_LIMITED" } });
    const gql = await post(t.url, `{ ip }`, {}, ip);
    expect(gql.status).toBe(429);
    expect(gql.body.errors![0]!.extensions!.code).toBe("RATE_LIMITED");
    const rpc = await fetch(`${t.url}/rpc/asset`, { method: "POST", headers: { "content-type": "application/json", ...ip }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_chainId" }) });
    expect(rpc.status).toBe(429);
    expect(await rpc.json()).toMatchObject({ error: { code: -32005 } });
    expect((await fetch(`${t.url}/api/v1/ip`, { headers: from("192.0.2.2") })).status).toBe(200);
  });
});
