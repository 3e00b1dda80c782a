/** How far behind the wall clock a local chain may fall before its next block is set to now. */
export const MAX_CLOCK_LAG_SECONDS = 2;

type Rpc = (method: string, params: unknown[]) => Promise<unknown>;

const rpcOver = (url: string): Rpc => async (method, params) => {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  const body = (await res.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
};

/**
 * One check: a local chain that mines several blocks a second rounds each block's time down and
 * drifts behind real time (seen: 10 s after an hour), while rounds close at chain time. When the
 * latest block lags by more than MAX_CLOCK_LAG_SECONDS, the next block is stamped with now.
 * Returns the lag it found, in seconds.
 */
export async function alignChainClock(rpc: Rpc, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const block = (await rpc("eth_getBlockByNumber", ["latest", false])) as { timestamp: string };
  const lag = now - Number(BigInt(block.timestamp));
  if (lag > MAX_CLOCK_LAG_SECONDS) await rpc("evm_setNextBlockTimestamp", [now]);
  return lag;
}

/** Keeps the local chains' clocks on real time until the returned stop is called. */
export function keepChainClocks(urls: string[], everyMs = 1000): () => void {
  const rpcs = urls.map(rpcOver);
  const timer = setInterval(() => {
    for (const rpc of rpcs) void alignChainClock(rpc).catch(() => undefined); // a block mined meanwhile: next tick
  }, everyMs);
  return () => clearInterval(timer);
}
