import type { EntityManager } from "@mikro-orm/postgresql";
import { indexedHeight } from "../readiness.js";

/** A chain as its indexer sees it: the node's head and the newest indexed block, with the lag between them. */
export interface ChainStatus {
  chainId: number;
  head: number;
  /** The head block's timestamp, seconds. */
  headTimestamp: number;
  /** Null before the indexer's first batch. */
  indexed: number | null;
  lagBlocks: number | null;
  /** Head block's timestamp minus the indexed block's (0 when caught up): sunrise_indexer_lag_seconds' definition. */
  lagSeconds: number | null;
}

interface RpcAnswer {
  id: number;
  result?: unknown;
  error?: { message?: string };
}

async function rpc(url: string, calls: { method: string; params: unknown[] }[], signal?: AbortSignal): Promise<unknown[]> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(calls.map((c, id) => ({ jsonrpc: "2.0", id, ...c }))),
    signal,
  });
  if (!res.ok) throw new Error(`RPC answered ${res.status}`);
  const answers = (await res.json()) as RpcAnswer[];
  return calls.map((c, id) => {
    const a = Array.isArray(answers) ? answers.find((x) => x.id === id) : undefined;
    if (a?.result === undefined || a.result === null) throw new Error(`RPC error on ${c.method}: ${a?.error?.message ?? "no answer"}`);
    return a.result;
  });
}

const blockOf = (b: unknown) => {
  const { number, timestamp } = b as { number: string; timestamp: string };
  return { height: Number(BigInt(number)), timestamp: Number(BigInt(timestamp)) };
};

/** Head, indexed block and lag of one chain: the figures of the indexer's gauges, read from its node and the indexer's committed head. */
export async function chainStatus(em: EntityManager, rpcUrl: string, signal?: AbortSignal): Promise<ChainStatus> {
  const [chainIdHex, latest] = await rpc(rpcUrl, [
    { method: "eth_chainId", params: [] },
    { method: "eth_getBlockByNumber", params: ["latest", false] },
  ], signal);
  const chainId = Number(BigInt(chainIdHex as string));
  const head = blockOf(latest);
  const indexed = (await indexedHeight(em, chainId)) ?? null;
  if (indexed === null) return { chainId, head: head.height, headTimestamp: head.timestamp, indexed, lagBlocks: null, lagSeconds: null };
  let lagSeconds = 0;
  if (indexed < head.height) {
    const [block] = await rpc(rpcUrl, [{ method: "eth_getBlockByNumber", params: [`0x${indexed.toString(16)}`, false] }], signal);
    lagSeconds = Math.max(0, head.timestamp - blockOf(block).timestamp);
  }
  return { chainId, head: head.height, headTimestamp: head.timestamp, indexed, lagBlocks: Math.max(0, head.height - indexed), lagSeconds };
}
