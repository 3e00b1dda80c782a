import express, { type Router } from "express";

/** Read and broadcast methods a browser wallet needs; node-side signing and test controls stay closed. */
const ALLOWED = new Set([
  "eth_chainId", "net_version", "eth_blockNumber", "eth_call", "eth_estimateGas", "eth_gasPrice",
  "eth_maxPriorityFeePerGas", "eth_feeHistory", "eth_getBalance", "eth_getCode", "eth_getTransactionCount",
  "eth_getBlockByNumber", "eth_getBlockByHash", "eth_getTransactionByHash", "eth_getTransactionReceipt",
  "eth_getLogs", "eth_sendRawTransaction", "eth_getStorageAt", "web3_clientVersion",
]);

interface RpcCall { id?: unknown; method?: unknown }

/** POST /rpc/asset and /rpc/game forward JSON-RPC to the chains, so the browser needs only one origin. */
export function rpcProxy(targets: Record<string, string>): Router {
  const router = express.Router();
  router.post("/:chain", express.json({ limit: "256kb" }), async (req, res) => {
    const target = targets[req.params.chain ?? ""];
    if (!target) return void res.status(404).json({ error: { code: "NOT_FOUND", message: "Unknown chain" } });
    const calls: RpcCall[] = Array.isArray(req.body) ? req.body : [req.body];
    const refused = calls.find((c) => typeof c?.method !== "string" || !ALLOWED.has(c.method));
    if (refused) {
      return void res.status(403).json({ jsonrpc: "2.0", id: refused?.id ?? null, error: { code: -32601, message: `Method not allowed: ${String(refused?.method)}` } });
    }
    try {
      const upstream = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(req.body) });
      res.status(upstream.status).type("application/json").send(await upstream.text());
    } catch {
      res.status(502).json({ jsonrpc: "2.0", id: calls[0]?.id ?? null, error: { code: -32603, message: "Chain unavailable" } });
    }
  });
  return router;
}
