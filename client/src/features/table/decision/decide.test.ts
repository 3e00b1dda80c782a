// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Wallet } from "ethers";
import { decisionSigner } from "@sunrise/contracts/signed-decision";

const calls: { address: string; fn: string; args: unknown[] }[] = [];
let atCashier = 0n;
vi.mock("ethers", async (original) => ({
  ...(await original<typeof import("ethers")>()),
  Contract: class {
    constructor(readonly address: string) {}
    getFunction(fn: string) {
      return async (...args: unknown[]) => {
        calls.push({ address: this.address, fn, args });
        if (fn === "balanceOf") return this.address === "0xcashier" ? atCashier : 100_000_000n;
        if (fn === "allowance") return 0n;
        return { hash: `0x${fn}`, wait: async () => ({}) };
      };
    }
  },
}));
const { signedDecision } = await import("./decide.js");

const TABLE = "0x00000000000000000000000000000000000000dd";
const wallet = new Wallet(`0x${"42".repeat(32)}`);
const base = { wallet, chainId: 31338, tableId: 9, table: TABLE, cashier: "0xcashier", token: "0xsusd", roundId: 12, betIndex: 3, window: 2, hand: 1 };

describe("readying a decision for the dealer", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("signs (round, bet, window, hand, action) for the table on the game chain with the game wallet, sending nothing", async () => {
    const input = await signedDecision({ ...base, action: 2, extraStake: 0n });
    expect(input).toMatchObject({ tableId: 9, roundId: 12, betIndex: 3, window: 2, hand: 1, action: 2 });
    expect(decisionSigner(31338, TABLE, { roundId: 12, betIndex: 3, window: 2, hand: 1, action: 2 }, input.signature)).toBe(wallet.address);
    // The signature is good for this window only, at this table, on this chain.
    expect(decisionSigner(31338, TABLE, { roundId: 12, betIndex: 3, window: 3, hand: 1, action: 2 }, input.signature)).not.toBe(wallet.address);
    expect(decisionSigner(1, TABLE, { roundId: 12, betIndex: 3, window: 2, hand: 1, action: 2 }, input.signature)).not.toBe(wallet.address);
    expect(calls).toEqual([]);
  });

  it("tops the cashier balance up from the game wallet first when it is short of the extra stake", async () => {
    atCashier = 19_999_999n;
    const onDeposit = vi.fn();
    const input = await signedDecision({ ...base, action: 1, extraStake: 20_000_000n, onDeposit });
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(calls.map((c) => c.fn)).toEqual(["balanceOf", "balanceOf", "allowance", "approve", "deposit"]);
    expect(decisionSigner(31338, TABLE, { roundId: 12, betIndex: 3, window: 2, hand: 1, action: 1 }, input.signature)).toBe(wallet.address);
  });

  it("only reads the cashier balance when it covers the extra stake", async () => {
    atCashier = 20_000_000n;
    await signedDecision({ ...base, action: 3, extraStake: 20_000_000n });
    expect(calls.map((c) => [c.address, c.fn])).toEqual([["0xcashier", "balanceOf"]]);
  });
});
