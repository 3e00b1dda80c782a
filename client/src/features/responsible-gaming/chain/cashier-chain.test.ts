// @vitest-environment node
import { describe, expect, it } from "vitest";
import { MaxUint256, type Contract } from "ethers";
import { cashierInterface } from "../../../shared/cashier/cashier-refusal.js";
import { NO_LIMITS } from "../logic/limits.js";
import { limitsArg, readProtection } from "./cashier-chain.js";

const WALLET = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

/** A cashier answering its views as the chain would: the ABI-encoded results, decoded by the ABI. */
function cashierAnswering(results: Record<string, unknown[]>, chainTime?: number): Contract {
  return {
    runner: chainTime === undefined ? null : { provider: { getBlock: () => Promise.resolve({ timestamp: chainTime }) } },
    getFunction: (name: string) => (wallet: string) => {
      expect(wallet).toBe(WALLET);
      const decoded = cashierInterface.decodeFunctionResult(name, cashierInterface.encodeFunctionResult(name, results[name]!));
      // Like ethers: a view with one output answers that value, with several the whole result.
      return Promise.resolve(decoded.length === 1 ? decoded[0] : decoded);
    },
  } as unknown as Contract;
}

describe("reading the cashier", () => {
  it("reads limits, the pending request, usage and status from the views' results", async () => {
    const p = await readProtection(cashierAnswering({
      limitsOf: [[0, 100_000_000n, 500_000_000n, 0, 60], [0, 200_000_000n, 500_000_000n, 0, 60], 1_765_000_000],
      usageOf: [7_000_000n, 40_000_000n, -5_000_000n, 90_000_000n],
      statusOf: [[1_765_100_000, true, 0, false, 20_420, 1_764_000_000, 1_765_000_000]],
      playSecondsLeft: [1_800],
    }), WALLET);
    expect(p).toEqual({
      current: { ...NO_LIMITS, dailyLoss: 100_000_000n, weeklyLoss: 500_000_000n, dailyMinutes: 60 },
      pending: { ...NO_LIMITS, dailyLoss: 200_000_000n, weeklyLoss: 500_000_000n, dailyMinutes: 60 },
      pendingAt: 1_765_000_000,
      used: { day: 40_000_000n, week: -5_000_000n, month: 90_000_000n },
      blockedUntil: 1_765_100_000, excluded: true, resumeAt: 0, banned: false, playDay: 20_420, playStartedAt: 1_764_000_000,
      playSecondsLeft: 1_800,
      clockOffset: 0,
      mainLinked: null,
    });
  });

  it("tells how far the game chain's clock runs from the device's, as the cashier judges breaks by block time", async () => {
    const ahead = Math.floor(Date.now() / 1000) + 7 * 86_400;
    const p = await readProtection(cashierAnswering({
      limitsOf: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], 0],
      usageOf: [0, 0, 0, 0],
      statusOf: [[0, false, 0, false, 0, 0, 0]],
      playSecondsLeft: [MaxUint256],
    }, ahead), WALLET);
    expect(p.clockOffset).toBeGreaterThanOrEqual(7 * 86_400 - 2);
    expect(p.clockOffset).toBeLessThanOrEqual(7 * 86_400);
  });

  it("has no pending request when none waits and no play-time clock without a limit", async () => {
    const p = await readProtection(cashierAnswering({
      limitsOf: [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], 0],
      usageOf: [0, 0, 0, 0],
      statusOf: [[0, false, 0, false, 0, 0, 0]],
      playSecondsLeft: [MaxUint256],
    }), WALLET);
    expect(p.pending).toBeNull();
    expect(p.playSecondsLeft).toBeNull();
  });

  it("encodes a setLimits request the cashier's ABI accepts", () => {
    const data = cashierInterface.encodeFunctionData("setLimits", [limitsArg({ ...NO_LIMITS, singleBet: 5_000_000n, dailyMinutes: 90 })]);
    expect(cashierInterface.decodeFunctionData("setLimits", data)[0]).toEqual([5_000_000n, 0n, 0n, 0n, 90n]);
  });
});
