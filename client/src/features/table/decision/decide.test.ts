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
const { sendDecision } = await import("./decide.js");

const wallet = { address: "0xplayer" } as unknown as Wallet;
const base = { wallet, table: "0xtable", cashier: "0xcashier", token: "0xsusd", roundId: 12, betIndex: 3, hand: 1 };

describe("sending a decision from the game wallet", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("sends decide(roundId, betIndex, hand, action) alone when the decision stakes nothing", async () => {
    expect(await sendDecision({ ...base, action: 2, extraStake: 0n })).toBe("0xdecide");
    expect(calls.map((c) => [c.address, c.fn, c.args])).toEqual([["0xtable", "decide", [12, 3, 1, 2, { gasLimit: 190_000n }]]]);
  });

  it("tops the cashier balance up from the game wallet first when it is short of the extra stake", async () => {
    atCashier = 19_999_999n;
    const onDeposit = vi.fn();
    await sendDecision({ ...base, action: 1, extraStake: 20_000_000n, onDeposit });
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.fn)).toEqual(["balanceOf", "balanceOf", "allowance", "approve", "deposit", "decide"]);
  });

  it("sends the decision at once when the cashier balance covers the extra stake", async () => {
    atCashier = 20_000_000n;
    await sendDecision({ ...base, action: 3, extraStake: 20_000_000n });
    expect(calls.map((c) => c.fn)).toEqual(["balanceOf", "decide"]);
  });
});
