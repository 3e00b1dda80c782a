import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { startRpcEcho, type RpcEcho } from "../_test/rpc-echo.js";
import { ALLOWED_METHODS, MAX_BATCH } from "./rpc-request.js";

let t: TestGateway;
let node: RpcEcho;
beforeAll(async () => {
  node = await startRpcEcho();
  t = await startTestGateway({ ASSET_RPC_URL: node.url, GAME_RPC_URL: node.url, RATE_LIMIT_IP_PER_MINUTE: "100000" });
});
afterAll(async () => {
  await t?.close();
  await node?.close();
});
beforeEach(() => void (node.methods.length = 0));

async function rpc(body: unknown, path = "/rpc/asset", init: RequestInit = {}) {
  const res = await fetch(`${t.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as { jsonrpc?: string; id?: unknown; result?: unknown; error?: { code: number; message: string } } & unknown[] };
}
const call = (method: string, id: unknown = 1) => ({ jsonrpc: "2.0", id, method, params: [] });

/** One method of each family a node may expose that the browser must never reach through us. */
const DISALLOWED = [
  "eth_accounts", "eth_sendTransaction", "eth_sign", "eth_signTransaction", "eth_signTypedData_v4", "personal_sign",
  "personal_unlockAccount", "personal_listAccounts", "hardhat_setBalance", "hardhat_impersonateAccount", "hardhat_reset",
  "evm_mine", "evm_increaseTime", "evm_setNextBlockTimestamp", "evm_snapshot", "evm_revert", "anvil_setBalance",
  "debug_traceTransaction", "admin_peers", "txpool_content", "miner_start", "eth_newFilter", "eth_getFilterChanges",
  "eth_subscribe", "eth_coinbase", "rpc_modules", "__proto__", "constructor", "toString", "",
];

describe("RPC proxy allow-list", () => {
  it("forwards every allowed method to the node", async () => {
    for (const method of [...ALLOWED_METHODS].filter((m) => m !== "eth_getLogs")) {
      const res = await rpc(call(method));
      expect(res.status, method).toBe(200);
      expect(res.body.result).toBe(method);
    }
    expect(node.methods).toHaveLength(ALLOWED_METHODS.size - 1);
  });

  for (const method of DISALLOWED) {
    it(`refuses ${method || "an empty method"} alone and inside a batch, and the node never sees it`, async () => {
      const alone = await rpc(call(method, 7));
      expect(alone.status).toBe(403);
      expect(alone.body).toMatchObject({ jsonrpc: "2.0", id: 7, error: { code: -32601 } });
      const batch = await rpc([call("eth_chainId", 1), call(method, 2)]);
      expect(batch.status).toBe(403);
      expect(batch.body.error!.code).toBe(-32601);
      expect(node.methods).toEqual([]);
    });
  }

  const malformedBatches: [string, unknown][] = [
    ["a null before a disallowed call", [null, call("eth_accounts", 2)]],
    ["a false before a disallowed call", [false, call("eth_sendTransaction", 2)]],
    ["a zero before a disallowed call", [0, call("hardhat_setBalance", 2)]],
    ["an empty string before a disallowed call", ["", call("eth_accounts", 2)]],
    ["a nested array", [[call("eth_accounts")]]],
    ["an empty batch", []],
    ["a call without jsonrpc", [{ id: 1, method: "eth_chainId" }]],
    ["jsonrpc 1.0", { jsonrpc: "1.0", id: 1, method: "eth_chainId" }],
    ["a numeric method", { jsonrpc: "2.0", id: 1, method: 42 }],
    ["params that are a string", { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: "x" }],
    ["an object id", { jsonrpc: "2.0", id: { a: 1 }, method: "eth_chainId" }],
    ["a bare string", "\"eth_accounts\""],
    ["null", "null"],
  ];
  for (const [name, body] of malformedBatches) {
    it(`refuses ${name} with a 4xx JSON-RPC error and forwards nothing`, async () => {
      const res = await rpc(body);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.jsonrpc).toBe("2.0");
      expect(res.body.error!.code).toBeLessThan(-32000);
      expect(node.methods).toEqual([]);
    });
  }

  it("forwards a batch of allowed calls, and refuses one larger than the bound", async () => {
    const ok = await rpc(Array.from({ length: MAX_BATCH }, (_, i) => call("eth_blockNumber", i)));
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveLength(MAX_BATCH);
    const tooMany = await rpc(Array.from({ length: MAX_BATCH + 1 }, (_, i) => call("eth_blockNumber", i)));
    expect(tooMany.status).toBe(413);
    expect(node.methods).toHaveLength(MAX_BATCH);
  });

  it("forwards only jsonrpc, id, method and params", async () => {
    const res = await rpc({ ...call("eth_chainId"), __proto__: { method: "eth_accounts" }, extra: "x" });
    expect(res.body.result).toBe("eth_chainId");
    expect(node.methods).toEqual(["eth_chainId"]);
  });

  it("bounds eth_getLogs to a block hash or a numeric range", async () => {
    const logs = (filter: object) => rpc({ jsonrpc: "2.0", id: 1, method: "eth_getLogs", params: [filter] });
    expect((await logs({ fromBlock: "0x1", toBlock: "0x10" })).status).toBe(200);
    expect((await logs({ blockHash: `0x${"ab".repeat(32)}` })).status).toBe(200);
    expect((await logs({})).status).toBe(200);
    for (const filter of [{ fromBlock: "earliest", toBlock: "latest" }, { fromBlock: "0x0", toBlock: "0xffffff" }, { fromBlock: "0x10", toBlock: "0x1" }, { fromBlock: "0x0" }]) {
      const res = await logs(filter);
      expect(res.status).toBe(400);
      expect(res.body.error!.code).toBe(-32602);
    }
    expect(node.methods).toEqual(["eth_getLogs", "eth_getLogs", "eth_getLogs"]);
  });
});

describe("RPC proxy paths and bodies", () => {
  for (const chain of ["__proto__", "constructor", "hasOwnProperty", "toString", "valueOf", "nope", "asset%00", "..%2Fasset"]) {
    it(`answers /rpc/${chain} 404 in JSON-RPC shape`, async () => {
      const res = await rpc(call("eth_chainId"), `/rpc/${chain}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ jsonrpc: "2.0", error: { code: -32601, message: "Unknown chain" } });
    });
  }

  it("answers other methods 405 and unknown sub-paths 404, in JSON-RPC shape", async () => {
    const get = await fetch(`${t.url}/rpc/asset`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    expect(await get.json()).toMatchObject({ error: { code: -32600 } });
    const deeper = await rpc(call("eth_chainId"), "/rpc/asset/extra");
    expect(deeper.status).toBe(404);
    expect(node.methods).toEqual([]);
  });

  const badBodies: [string, RequestInit, number, number][] = [
    ["malformed JSON", { body: "{\"jsonrpc\":" }, 400, -32700],
    ["an unsupported charset", { headers: { "content-type": "application/json; charset=latin1" }, body: "{}" }, 415, -32600],
    ["an unknown content encoding", { headers: { "content-type": "application/json", "content-encoding": "foo" }, body: "{}" }, 415, -32600],
    ["broken gzip", { headers: { "content-type": "application/json", "content-encoding": "gzip" }, body: "not gzip at all" }, 400, -32700],
    ["a body over 256 KB", { body: JSON.stringify({ ...call("eth_call"), params: ["x".repeat(300_000)] }) }, 413, -32600],
    ["text/plain", { headers: { "content-type": "text/plain" }, body: JSON.stringify(call("eth_chainId")) }, 415, -32600],
  ];
  for (const [name, init, status, code] of badBodies) {
    it(`answers ${name} ${status} with a JSON-RPC error and no internals`, async () => {
      const res = await fetch(`${t.url}/rpc/asset`, { method: "POST", headers: { "content-type": "application/json" }, ...init });
      const text = await res.text();
      expect(res.status).toBe(status);
      expect(JSON.parse(text)).toMatchObject({ jsonrpc: "2.0", error: { code } });
      expect(text).not.toMatch(/node_modules|\/work\/|\.ts:|at /);
      expect(node.methods).toEqual([]);
    });
  }
});
