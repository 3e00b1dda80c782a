import type { EntityManager } from "@mikro-orm/postgresql";
import type { Orm } from "../orm.js";

/** One check's answer: what it found; a check that throws (or runs out of time) has failed. */
export type CheckDetail = Record<string, unknown>;
export type ReadinessCheck = () => Promise<CheckDetail | void>;

export interface Readiness {
  ready: boolean;
  /** Names of the checks that failed. */
  failed: string[];
  checks: Record<string, CheckDetail & { ok: boolean; error?: string }>;
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/** Runs every check at once, each within `timeoutMs`. */
export async function runChecks(checks: Record<string, ReadinessCheck>, timeoutMs: number): Promise<Readiness> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        return [name, { ok: true, ...((await withTimeout(check(), timeoutMs, name)) ?? {}) }] as const;
      } catch (e) {
        return [name, { ok: false, error: (e as Error).message.split("\n")[0] }] as const;
      }
    }),
  );
  const failed = entries.filter(([, c]) => !c.ok).map(([name]) => name);
  return { ready: failed.length === 0, failed, checks: Object.fromEntries(entries) };
}

/** Postgres answers a query. */
export const postgresCheck = (orm: Orm): ReadinessCheck => async () => {
  await orm.em.getConnection().execute("select 1");
};

interface RpcAnswer {
  id: number;
  result?: string;
  error?: { message?: string };
}

/** The chain's id and head block from its JSON-RPC endpoint, in one batch request. */
export async function chainHead(rpcUrl: string, signal?: AbortSignal): Promise<{ chainId: number; head: number }> {
  const res = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify([
      { jsonrpc: "2.0", id: 1, method: "eth_chainId", params: [] },
      { jsonrpc: "2.0", id: 2, method: "eth_blockNumber", params: [] },
    ]),
    signal,
  });
  if (!res.ok) throw new Error(`RPC answered ${res.status}`);
  const answers = (await res.json()) as RpcAnswer[];
  const value = (id: number) => {
    const a = Array.isArray(answers) ? answers.find((x) => x.id === id) : undefined;
    if (a?.result === undefined) throw new Error(`RPC error: ${a?.error?.message ?? "no answer"}`);
    return Number(BigInt(a.result));
  };
  return { chainId: value(1), head: value(2) };
}

/** The chain's newest block: its number and timestamp (seconds). */
export async function latestBlock(rpcUrl: string, signal?: AbortSignal): Promise<{ height: number; timestamp: number }> {
  const res = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_getBlockByNumber", params: ["latest", false] }),
    signal,
  });
  if (!res.ok) throw new Error(`RPC answered ${res.status}`);
  const block = ((await res.json()) as { result?: { number?: string; timestamp?: string } }).result;
  if (!block?.number || !block.timestamp) throw new Error("RPC answered no latest block");
  return { height: Number(BigInt(block.number)), timestamp: Number(BigInt(block.timestamp)) };
}

/** The newest block indexed for a chain (its unfinalized blocks included), or undefined before its first batch. */
export async function indexedHeight(db: Orm | EntityManager, chainId: number): Promise<number | undefined> {
  const connection = "em" in db ? db.em.getConnection() : db.getConnection();
  const rows = await connection.execute<{ height: number | null }[]>(
    `select greatest(max(s.height), max(h.height)) as height
     from processor_status s left join processor_hot_block h on h.processor = s.id where s.chain_id = ?`,
    [chainId],
  );
  const height = rows[0]?.height;
  return height == null ? undefined : Number(height);
}

/** The chain's RPC answers, and its indexer is at most `maxLagBlocks` behind the head. */
export const indexedChainCheck = (orm: Orm, rpcUrl: string, maxLagBlocks: number): ReadinessCheck => async () => {
  const { chainId, head } = await chainHead(rpcUrl, AbortSignal.timeout(10_000));
  const indexed = await indexedHeight(orm, chainId);
  if (indexed === undefined) throw new Error(`chain ${chainId}: nothing indexed yet (head ${head})`);
  const lag = Math.max(0, head - indexed);
  if (lag > maxLagBlocks) throw new Error(`chain ${chainId}: indexer ${lag} blocks behind (limit ${maxLagBlocks})`);
  return { chainId, head, indexed, lag };
};
