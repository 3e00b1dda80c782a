// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Wallet } from "ethers";

const calls: { address: string; fn: string; args: unknown[] }[] = [];
let allowance = 0n;
vi.mock("ethers", () => ({
  Contract: class {
    constructor(readonly address: string) {}
    getFunction(fn: string) {
      return async (...args: unknown[]) => {
        calls.push({ address: this.address, fn, args });
        return fn === "allowance" ? allowance : { hash: `0x${fn}`, wait: async () => ({}) };
      };
    }
  },
}));
const { sendDecision } = await import("./decide.js");
const { GENEROUS_ALLOWANCE } = await import("../place-bets.js");

const wallet = { address: "0xplayer" } as unknown as Wallet;
const base = { wallet, table: "0xtable", token: "0xsusd", roundId: 12, betIndex: 3, hand: 1 };

describe("sending a decision from the game wallet", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("sends decide(roundId, betIndex, hand, action) alone when the decision escrows nothing", async () => {
    expect(await sendDecision({ ...base, action: 2, extraStake: 0n })).toBe("0xdecide");
    expect(calls.map((c) => [c.address, c.fn, c.args])).toEqual([["0xtable", "decide", [12, 3, 1, 2]]]);
  });

  it("approves the table first when its allowance is short of the extra stake", async () => {
    allowance = 19_999_999n;
    const onApprove = vi.fn();
    await sendDecision({ ...base, action: 1, extraStake: 20_000_000n, onApprove });
    expect(onApprove).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.fn)).toEqual(["allowance", "approve", "decide"]);
    expect(calls[1]!.args).toEqual(["0xtable", GENEROUS_ALLOWANCE]);
  });

  it("skips the approval when the table may already take the extra stake", async () => {
    allowance = 20_000_000n;
    await sendDecision({ ...base, action: 3, extraStake: 20_000_000n });
    expect(calls.map((c) => c.fn)).toEqual(["allowance", "decide"]);
  });
});
