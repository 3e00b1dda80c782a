// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from "vitest";
import { MaxUint256, type Wallet } from "ethers";

const calls: { address: string; fn: string; args: unknown[] }[] = [];
const chain = { atCashier: 0n, held: 0n, allowance: 0n };
vi.mock("ethers", async (original) => ({
  ...(await original<typeof import("ethers")>()),
  Contract: class {
    constructor(readonly address: string) {}
    getFunction(fn: string) {
      return async (...args: unknown[]) => {
        calls.push({ address: this.address, fn, args });
        if (fn === "balanceOf") return this.address === "0xcashier" ? chain.atCashier : chain.held;
        if (fn === "allowance") return chain.allowance;
        return { hash: `0x${fn}`, wait: async () => ({}) };
      };
    }
  },
}));
const { coverStake } = await import("./cover-stake.js");

const wallet = { address: "0xplayer" } as unknown as Wallet;
const request = { wallet, cashier: "0xcashier", token: "0xsusd", amount: 7_000_000n };

describe("covering a stake from the cashier balance", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("moves nothing when the cashier balance covers the stake", async () => {
    Object.assign(chain, { atCashier: 7_000_000n, held: 50_000_000n, allowance: 0n });
    const onDeposit = vi.fn();
    await coverStake({ ...request, onDeposit });
    expect(calls.map((c) => [c.address, c.fn])).toEqual([["0xcashier", "balanceOf"]]);
    expect(onDeposit).not.toHaveBeenCalled();
  });

  it("deposits everything the game wallet holds when the balance falls short, approving the cashier once", async () => {
    Object.assign(chain, { atCashier: 1_000_000n, held: 50_000_000n, allowance: 0n });
    const onDeposit = vi.fn();
    await coverStake({ ...request, onDeposit });
    expect(onDeposit).toHaveBeenCalledOnce();
    expect(calls.map((c) => [c.address, c.fn, c.args])).toEqual([
      ["0xcashier", "balanceOf", ["0xplayer"]],
      ["0xsusd", "balanceOf", ["0xplayer"]],
      ["0xsusd", "allowance", ["0xplayer", "0xcashier"]],
      ["0xsusd", "approve", ["0xcashier", MaxUint256]],
      ["0xcashier", "deposit", [50_000_000n]],
    ]);
  });

  it("skips the approval once the cashier may take the wallet's SUSD", async () => {
    Object.assign(chain, { atCashier: 0n, held: 9_000_000n, allowance: MaxUint256 });
    await coverStake(request);
    expect(calls.map((c) => c.fn)).toEqual(["balanceOf", "balanceOf", "allowance", "deposit"]);
  });

  it("leaves a stake the wallet cannot cover to the cashier's refusal", async () => {
    Object.assign(chain, { atCashier: 2_000_000n, held: 0n, allowance: 0n });
    await coverStake(request);
    expect(calls.map((c) => c.fn)).toEqual(["balanceOf", "balanceOf"]);
  });
});
