import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { subscribe, until } from "../_test/live.js";
import { createLogger } from "./logger.js";
import { GatewayMetrics } from "./metrics.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const CHAIN_ID = 31337;

/** A JSON-RPC node that answers its chain id and a head of 100 (eth_blockNumber included). */
async function fakeChain(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      // A batch (the readiness checks) or a single call (the gateway's chain-health probe).
      const request = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[];
      const result = (m: string) => (m === "eth_chainId" ? `0x${CHAIN_ID.toString(16)}` : "0x64");
      const answer = (c: { id: number; method: string }) => ({ jsonrpc: "2.0", id: c.id, result: result(c.method) });
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(Array.isArray(request) ? request.map(answer) : answer(request)));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const freePort = async () => {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  const { port } = s.address() as AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
};

describe("gateway observability", () => {
  let t: TestGateway;
  let chain: { url: string; server: Server };
  const lines: Record<string, unknown>[] = [];
  const metrics = new GatewayMetrics(false);

  beforeAll(async () => {
    chain = await fakeChain();
    const out = new PassThrough();
    out.on("data", (d: Buffer) => d.toString().split("\n").filter(Boolean).forEach((l) => lines.push(JSON.parse(l))));
    const logger = createLogger({ level: "debug", pretty: false, destination: out });
    t = await startTestGateway({ ASSET_RPC_URL: chain.url, GAME_RPC_URL: chain.url, GATEWAY_METRICS_PORT: String(await freePort()) }, { logger, metrics });
  });
  afterAll(async () => {
    await t?.close();
    chain?.server.close();
  });

  const post = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

  it("answers a new uuid request id when the client sends none or an unsafe one, and echoes a safe one", async () => {
    expect((await post({ query: "{ __typename }" })).headers.get("x-request-id")).toMatch(UUID);
    expect((await post({ query: "{ __typename }" }, { "x-request-id": "client-42.a" })).headers.get("x-request-id")).toBe("client-42.a");
    expect((await post({ query: "{ __typename }" }, { "x-request-id": "<script>alert(1)</script>" })).headers.get("x-request-id")).toMatch(UUID);
    expect((await post({ query: "{ __typename }" }, { "x-request-id": "a".repeat(65) })).headers.get("x-request-id")).toMatch(UUID);
    expect((await fetch(`${t.url}/api/v1/ip`, { headers: { "x-request-id": "rest-1" } })).headers.get("x-request-id")).toBe("rest-1");
  });

  it("puts the request id in GraphQL errors and in every log line of the request", async () => {
    const res = await post({ query: "query Broken { noSuchField }", operationName: "Broken" }, { "x-request-id": "req-errors-1" });
    const body = (await res.json()) as { errors: { extensions: { code: string; requestId: string } }[] };
    expect(body.errors[0]!.extensions).toMatchObject({ code: "GRAPHQL_VALIDATION_FAILED", requestId: "req-errors-1" });
    await until(() => lines.some((l) => l.reqId === "req-errors-1" && l.msg === "request completed"));
    const line = lines.find((l) => l.reqId === "req-errors-1" && l.msg === "request completed")!;
    expect(line).toMatchObject({ operation: "graphql Broken", outcome: "graphql_error", res: { statusCode: 200 }, req: { method: "POST", path: "/graphql" } });
    expect(typeof line.responseTime).toBe("number");

    const malformed = await fetch(`${t.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", "x-request-id": "req-errors-2" }, body: "{not json" });
    expect(((await malformed.json()) as { errors: { extensions: unknown }[] }).errors[0]!.extensions).toEqual({ code: "BAD_REQUEST", requestId: "req-errors-2" });
  });

  it("never logs credentials: authorization, cookies, x-hash, x-nonce, signatures", async () => {
    const secrets = ["Bearer-SECRET-AUTH-7f3a", "sunrise_session=SECRET-COOKIE-91c2", "0xSECRETHASH5d1e", "SECRET-NONCE-2b8c", "0xSECRET-SIGNATURE-44aa"];
    await post(
      { query: "mutation($m: String!, $s: String!) { signIn(message: $m, signature: $s) { token } }", variables: { m: "hello", s: secrets[4] } },
      { "x-request-id": "req-secret-1", authorization: secrets[0]!, cookie: secrets[1]!, "x-address": "0x0000000000000000000000000000000000000001", "x-hash": secrets[2]!, "x-nonce": secrets[3]! },
    );
    await fetch(`${t.url}/api/v1/User?signature=${secrets[4]}`, { headers: { "x-request-id": "req-secret-2", authorization: secrets[0]!, cookie: secrets[1]! } });
    await until(() => lines.some((l) => l.reqId === "req-secret-2" && l.msg === "request completed"));
    t.gateway.logger.info({ wallet: { privateKey: "0xSECRET-KEY-1", signature: secrets[4] }, sessionToken: "SECRET-TOKEN-3" }, "direct");
    await until(() => lines.some((l) => l.msg === "direct"));
    const logged = JSON.stringify(lines);
    expect(logged).toContain("req-secret-1");
    expect(lines.find((l) => l.reqId === "req-secret-1" && l.msg === "request completed")).toMatchObject({ req: { headers: { authorization: "[redacted]", cookie: "[redacted]", "x-hash": "[redacted]" } } });
    for (const secret of [...secrets, "SECRET-KEY-1", "SECRET-TOKEN-3", "SECRET"]) expect(logged).not.toContain(secret);
  });

  it("counts requests by operation and outcome, GraphQL errors by code, and serves /metrics on its own port", async () => {
    await post({ query: "query Ping { __typename }", operationName: "Ping" });
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/sunrise_gateway_request_duration_seconds_count\{operation="graphql Ping",outcome="ok"\} 1/);
    expect(text).toMatch(/sunrise_gateway_request_duration_seconds_count\{operation="GET \/api\/v1\/ip",outcome="ok"\} 1/);
    expect(text).toMatch(/sunrise_gateway_graphql_errors_total\{code="GRAPHQL_VALIDATION_FAILED"\} [1-9]/);
    const served = await fetch(`http://127.0.0.1:${t.gateway.metricsPort}/metrics`);
    expect(served.headers.get("content-type")).toContain("text/plain");
    expect(await served.text()).toContain("sunrise_gateway_request_duration_seconds_bucket");
    expect((await fetch(`${t.url}/metrics`)).status).not.toBe(200);
  });

  it("counts open WebSocket connections and subscriptions by topic", async () => {
    const live = subscribe(t.url, "subscription { roundUpdated { id } }");
    const value = async (name: string) => Number(new RegExp(`^${name} (\\d+)`, "m").exec(await metrics.registry.metrics())?.[1] ?? 0);
    for (let i = 0; i < 50 && (await value('sunrise_gateway_subscriptions\\{topic="roundUpdated"\\}')) !== 1; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await value('sunrise_gateway_subscriptions\\{topic="roundUpdated"\\}')).toBe(1);
    expect(await value("sunrise_gateway_websocket_connections")).toBe(1);
    await live.client.dispose();
    for (let i = 0; i < 50 && (await value("sunrise_gateway_websocket_connections")) !== 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await value("sunrise_gateway_websocket_connections")).toBe(0);
    expect(await value('sunrise_gateway_subscriptions\\{topic="roundUpdated"\\}')).toBe(0);
  });

  it("is alive at once, and ready only while Postgres answers and both indexers are within the lag limit", async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ status: "ok" });
    const notIndexed = await fetch(`${t.url}/ready`);
    expect(notIndexed.status).toBe(503);
    expect(await notIndexed.json()).toMatchObject({ status: "not ready", failed: ["assetChain", "gameChain"], checks: { postgres: { ok: true } } });

    const sql = t.gateway.orm.em.getConnection();
    await sql.execute("insert into processor_status (id, chain_id, height, hash, updated_at) values ('asset-chain', ?, 95, '0x', now())", [CHAIN_ID]);
    const ready = await fetch(`${t.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", checks: { assetChain: { ok: true, head: 100, indexed: 95, lag: 5 } } });

    await sql.execute("update processor_status set height = 50 where id = 'asset-chain'");
    const behind = await fetch(`http://127.0.0.1:${t.gateway.metricsPort}/ready`);
    expect(behind.status).toBe(503);
    expect(((await behind.json()) as { checks: { assetChain: { error: string } } }).checks.assetChain.error).toContain("50 blocks behind");
  });
});
