import { z } from "zod";
import { jsonNesting } from "../protection/json-nesting.js";

/**
 * What a browser and its wallet need from a chain: reads, gas estimates, receipts and broadcasting
 * a transaction the browser signed itself. Node-side signing (eth_sendTransaction, eth_sign…),
 * account listing, filters, debug/admin/personal/txpool and hardhat_/evm_ controls stay closed.
 */
export const ALLOWED_METHODS: ReadonlySet<string> = new Set([
  "eth_chainId", "net_version", "web3_clientVersion", "eth_blockNumber", "eth_call", "eth_estimateGas",
  "eth_gasPrice", "eth_maxPriorityFeePerGas", "eth_feeHistory", "eth_getBalance", "eth_getCode",
  "eth_getStorageAt", "eth_getTransactionCount", "eth_getBlockByNumber", "eth_getBlockByHash",
  "eth_getTransactionByHash", "eth_getTransactionReceipt", "eth_getLogs", "eth_sendRawTransaction",
]);

/** ethers' JsonRpcProvider sends up to 100 calls in one batch. */
export const MAX_BATCH = 100;
/** Calls' params nest a few levels (a filter's topics); deeper ones would overflow the stack when forwarded. */
export const MAX_PARAMS_NESTING = 32;
/** eth_getLogs may span at most this many blocks, so one call cannot make the node scan the chain. */
export const MAX_LOG_BLOCKS = 10_000n;

const call = z.object({
  jsonrpc: z.literal("2.0"),
  id: z.union([z.string().max(100), z.number(), z.null()]).optional(),
  method: z.string().max(100),
  params: z.union([z.array(z.unknown()).max(100), z.record(z.string(), z.unknown())]).optional(),
});
export type RpcCall = z.infer<typeof call>;

const body = z.union([call, z.array(call).min(1).max(MAX_BATCH)]);

export type RpcCheck =
  | { ok: true; calls: RpcCall[]; batch: boolean }
  | { ok: false; status: number; code: number; message: string; id: RpcCall["id"] | null };

const isNumber = (v: unknown): v is string => typeof v === "string" && /^0x[0-9a-f]{1,16}$/i.test(v);
const latest = (v: unknown) => v === undefined || v === "latest";

/** eth_getLogs must name a block hash or a numeric range of at most MAX_LOG_BLOCKS (or only the latest block). */
function boundedLogs(params: RpcCall["params"]): boolean {
  const filter = Array.isArray(params) ? params[0] : undefined;
  if (!filter || typeof filter !== "object") return false;
  const { blockHash, fromBlock, toBlock } = filter as Record<string, unknown>;
  if (blockHash !== undefined) return fromBlock === undefined && toBlock === undefined;
  if (latest(fromBlock) && latest(toBlock)) return true;
  if (!isNumber(fromBlock) || !isNumber(toBlock)) return false;
  const span = BigInt(toBlock) - BigInt(fromBlock);
  return span >= 0n && span < MAX_LOG_BLOCKS;
}

const printable = (method: string) => (/^[A-Za-z0-9_]{1,64}$/.test(method) ? method : "(unprintable)");
const idOf = (raw: unknown) => {
  const id = (raw as { id?: unknown } | null)?.id;
  return typeof id === "string" || typeof id === "number" ? id : null;
};

/** Validates a whole JSON-RPC body: a call or a bounded batch of calls, each well-formed and allowed. */
export function checkRpcBody(raw: unknown): RpcCheck {
  if (Array.isArray(raw) && raw.length > MAX_BATCH) {
    return { ok: false, status: 413, code: -32600, message: `A batch may hold at most ${MAX_BATCH} calls`, id: null };
  }
  const parsed = body.safeParse(raw);
  if (!parsed.success) {
    const at = parsed.error.issues[0]?.path ?? [];
    const bad = typeof at[0] === "number" && Array.isArray(raw) ? raw[at[0]] : raw;
    return { ok: false, status: 400, code: -32600, message: `Invalid JSON-RPC request${at.length ? ` (${at.map(String).join(".")})` : ""}`, id: idOf(bad) };
  }
  const batch = Array.isArray(parsed.data);
  const calls = batch ? (parsed.data as RpcCall[]) : [parsed.data as RpcCall];
  for (const c of calls) {
    if (jsonNesting(c.params, MAX_PARAMS_NESTING) > MAX_PARAMS_NESTING) {
      return { ok: false, status: 400, code: -32600, message: `params may nest at most ${MAX_PARAMS_NESTING} levels of arrays and objects`, id: c.id ?? null };
    }
    if (!ALLOWED_METHODS.has(c.method)) return { ok: false, status: 403, code: -32601, message: `Method not allowed: ${printable(c.method)}`, id: c.id ?? null };
    if (c.method === "eth_getLogs" && !boundedLogs(c.params)) {
      return { ok: false, status: 400, code: -32602, message: `eth_getLogs needs a blockHash or a numeric block range of at most ${MAX_LOG_BLOCKS}`, id: c.id ?? null };
    }
  }
  return { ok: true, calls, batch };
}
