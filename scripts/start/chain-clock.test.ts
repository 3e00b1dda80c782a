import { describe, expect, it } from "vitest";
import { alignChainClock, MAX_CLOCK_LAG_SECONDS } from "./chain-clock.js";

/** A chain stand-in that records what it is asked. */
function chainAt(timestamp: number) {
  const calls: [string, unknown[]][] = [];
  const rpc = async (method: string, params: unknown[]) => {
    calls.push([method, params]);
    return method === "eth_getBlockByNumber" ? { timestamp: `0x${timestamp.toString(16)}` } : null;
  };
  return { rpc, calls };
}

describe("alignChainClock", () => {
  it("stamps the next block with now when the chain has fallen behind", async () => {
    const chain = chainAt(1_000);
    expect(await alignChainClock(chain.rpc, 1_010)).toBe(10);
    expect(chain.calls.at(-1)).toEqual(["evm_setNextBlockTimestamp", [1_010]]);
  });

  it("leaves a chain within the allowed lag alone", async () => {
    const chain = chainAt(1_000);
    expect(await alignChainClock(chain.rpc, 1_000 + MAX_CLOCK_LAG_SECONDS)).toBe(MAX_CLOCK_LAG_SECONDS);
    expect(chain.calls.map(([m]) => m)).toEqual(["eth_getBlockByNumber"]);
  });

  it("never moves a chain that runs ahead backwards", async () => {
    const chain = chainAt(2_000);
    expect(await alignChainClock(chain.rpc, 1_990)).toBe(-10);
    expect(chain.calls.map(([m]) => m)).toEqual(["eth_getBlockByNumber"]);
  });
});
