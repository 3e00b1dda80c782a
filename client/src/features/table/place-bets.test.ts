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
const { GENEROUS_ALLOWANCE, placeBets } = await import("./place-bets.js");

const wallet = { address: "0xplayer" } as unknown as Wallet;
const bets = [{ kind: 1008, numbers: [], amount: 5_000_000n }, { kind: 1001, numbers: [17], amount: 2_000_000n }];

describe("placing a round's bets from the game wallet", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("approves the table generously once when the allowance is short, then sends one placeBets", async () => {
    allowance = 6_000_000n;
    const onApprove = vi.fn();
    expect(await placeBets({ wallet, table: "0xtable", token: "0xsusd", roundId: 7, bets, onApprove })).toBe("0xplaceBets");
    expect(onApprove).toHaveBeenCalledOnce();
    expect(calls.map((c) => [c.address, c.fn])).toEqual([["0xsusd", "allowance"], ["0xsusd", "approve"], ["0xtable", "placeBets"]]);
    expect(calls[1]!.args).toEqual(["0xtable", GENEROUS_ALLOWANCE]);
    expect(calls[2]!.args.slice(0, 2)).toEqual([7, [{ kind: 1008, numbers: [], amount: 5_000_000n }, { kind: 1001, numbers: [17], amount: 2_000_000n }]]);
  });

  it("sends a fresh 32-byte player seed with every batch", async () => {
    allowance = GENEROUS_ALLOWANCE;
    await placeBets({ wallet, table: "0xtable", token: "0xsusd", roundId: 9, bets });
    await placeBets({ wallet, table: "0xtable", token: "0xsusd", roundId: 9, bets });
    const seeds = calls.filter((c) => c.fn === "placeBets").map((c) => c.args[2]);
    expect(seeds).toHaveLength(2);
    for (const s of seeds) expect(s).toMatch(/^0x[0-9a-f]{64}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
  });

  it("skips the approval when the table may already take the total", async () => {
    allowance = 7_000_000n;
    await placeBets({ wallet, table: "0xtable", token: "0xsusd", roundId: 8, bets });
    expect(calls.map((c) => c.fn)).toEqual(["allowance", "placeBets"]);
  });
});
