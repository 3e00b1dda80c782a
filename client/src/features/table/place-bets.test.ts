// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Wallet } from "ethers";

const calls: { address: string; fn: string; args: unknown[] }[] = [];
let atCashier = 0n;
vi.mock("ethers", async (original) => ({
  ...(await original<typeof import("ethers")>()),
  Contract: class {
    constructor(readonly address: string) {}
    getFunction(fn: string) {
      const send = async (...args: unknown[]) => {
        calls.push({ address: this.address, fn, args });
        if (fn === "balanceOf") return this.address === "0xcashier" ? atCashier : 100_000_000n;
        if (fn === "allowance") return 0n;
        return { hash: `0x${fn}`, wait: async () => ({}) };
      };
      return Object.assign(send, { estimateGas: async () => 100_000n });
    }
  },
}));
const { placeBets } = await import("./place-bets.js");

const wallet = { address: "0xplayer" } as unknown as Wallet;
const bets = [{ kind: 1008, numbers: [], amount: 5_000_000n }, { kind: 1001, numbers: [17], amount: 2_000_000n }];
const request = { wallet, table: "0xtable", cashier: "0xcashier", token: "0xsusd", bets };

describe("placing a round's bets from the game wallet", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("sends one placeBets when the cashier balance covers the total", async () => {
    atCashier = 7_000_000n;
    expect(await placeBets({ ...request, roundId: 7 })).toBe("0xplaceBets");
    expect(calls.map((c) => [c.address, c.fn])).toEqual([["0xcashier", "balanceOf"], ["0xtable", "placeBets"]]);
    expect(calls[1]!.args.slice(0, 2)).toEqual([7, [{ kind: 1008, numbers: [], amount: 5_000_000n }, { kind: 1001, numbers: [17], amount: 2_000_000n }]]);
    // Sent with headroom over the 100,000 estimate: bets landing first may move it onto fresh slots.
    expect(calls[1]!.args[3]).toEqual({ gasLimit: 190_000n });
  });

  it("tops the cashier balance up from the game wallet first when it is short", async () => {
    atCashier = 6_999_999n;
    const onDeposit = vi.fn();
    await placeBets({ ...request, roundId: 8, onDeposit });
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.fn)).toEqual(["balanceOf", "balanceOf", "allowance", "approve", "deposit", "placeBets"]);
  });

  it("sends a fresh 32-byte player seed with every batch", async () => {
    atCashier = 100_000_000n;
    await placeBets({ ...request, roundId: 9 });
    await placeBets({ ...request, roundId: 9 });
    const seeds = calls.filter((c) => c.fn === "placeBets").map((c) => c.args[2]);
    expect(seeds).toHaveLength(2);
    for (const s of seeds) expect(s).toMatch(/^0x[0-9a-f]{64}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
  });
});
