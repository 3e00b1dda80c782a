import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { startRpcEcho, type RpcEcho } from "../_test/rpc-echo.js";
import { runFuzz } from "../_test/fuzz/run.js";

/** A faster seeded subset of `npm run fuzz` (which sends 6,000 to a started gateway and measures its memory). */
const SEED = 8;
const COUNT = 1500;

let t: TestGateway;
let node: RpcEcho;
beforeAll(async () => {
  node = await startRpcEcho();
  t = await startTestGateway({ NODE_ENV: "development", ASSET_RPC_URL: node.url, GAME_RPC_URL: node.url, RATE_LIMIT_IP_PER_MINUTE: "1000000", RATE_LIMIT_SIGN_IN_PER_MINUTE: "1000000" });
});
afterAll(async () => {
  await t?.close();
  await node?.close();
});

describe("seeded fuzz of GraphQL, REST and RPC", () => {
  it(`answers ${COUNT} malformed requests without a 5xx, without a codeless error and without leaking internals`, async () => {
    const report = await runFuzz(t.url, SEED, COUNT);
    expect(report.failures.slice(0, 5).map((f) => `${f.problems.join(", ")} <- ${f.request}`)).toEqual([]);
    expect(report.serverErrors).toBe(0);
    expect(report.leaks).toBe(0);
    expect(node.methods.filter((m) => !m.startsWith("eth_") && m !== "net_version" && m !== "web3_clientVersion")).toEqual([]);
    expect(node.methods.filter((m) => ["eth_accounts", "eth_sendTransaction"].includes(m))).toEqual([]);
  }, 120_000);
});
