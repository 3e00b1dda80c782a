import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Stake, StakingPool, StakingRound, StakingRoundFigures, StakingSchedule } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql } from "../../_test/client.js";

let t: TestGateway;
const SUSD_POOL = `0x${"51".repeat(20)}`;
const LP_POOL = `0x${"e7".repeat(20)}`;
const U = 1_000_000n;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestGateway();
  const em = t.db.orm.em.fork();
  em.create(StakingPool, { address: SUSD_POOL, weight: 1, stakingType: 0 });
  em.create(StakingPool, { address: LP_POOL, weight: 3, stakingType: 1 });
  em.create(Stake, { id: `${"0x" + "a1".repeat(20)}:${SUSD_POOL}`, user: `0x${"a1".repeat(20)}`, pool: SUSD_POOL, amount: String(1000n * U) });
  em.create(Stake, { id: `${"0x" + "a2".repeat(20)}:${LP_POOL}`, user: `0x${"a2".repeat(20)}`, pool: LP_POOL, amount: String(500n * U) });
  em.create(StakingSchedule, { id: 1, roundSeconds: 86_400, revenueShareBps: 1000 });
  const t0 = Date.UTC(2026, 10, 1);
  const pools = [{ pool: SUSD_POOL, weight: 1, totalStaked: String(1000n * U) }, { pool: LP_POOL, weight: 3, totalStaked: String(500n * U) }];
  // Two ended day-long rounds paying 40 and 80 SUSD, then one in progress.
  for (const [id, reward] of [[0, 40n], [1, 80n]] as const) {
    const start = new Date(t0 + id * 24 * HOUR);
    const end = new Date(start.getTime() + 24 * HOUR);
    em.create(StakingRound, { id, blockStartedAt: 10 + id, startedAt: start, blockEndedAt: 20 + id, endedAt: end, totalReward: String(reward * U), distributed: String(reward * U) });
    em.create(StakingRoundFigures, { roundId: id, from: start, to: new Date(end.getTime() - HOUR), bets: 10, wagered: String(reward * 20n * U), paidOut: String(reward * 10n * U), houseNet: String(reward * 10n * U), revenueShareBps: 1000, reward: String(reward * U), pools });
  }
  em.create(StakingRound, { id: 2, blockStartedAt: 30, startedAt: new Date(t0 + 48 * HOUR), blockEndedAt: null, endedAt: null, totalReward: null, distributed: null });
  await em.flush();
});
afterAll(async () => t?.close());

describe("staking program", () => {
  it("shows pools with weights, holdings and an APR from the last rounds' rewards over the stakes they paid", async () => {
    const res = await gql(t.url, `{ stakingProgram { pools { address stakingType weight weightBps totalStaked aprBps } currentRound { roundId endsAt } aprRounds schedule { roundSeconds } } }`);
    expect(res.errors).toBeUndefined();
    const p = res.data!.stakingProgram;
    expect(p.aprRounds).toBe(2);
    expect(p.currentRound).toEqual({ roundId: 2, endsAt: new Date(Date.UTC(2026, 10, 4)).toISOString() });
    // SUSD pool: 1/4 of 120 SUSD = 30 over 1,000 SUSD × 2 days → 1.5% a day, 547.5% a year.
    // LP pool: 3/4 of 120 = 90 over 500 × 2 days → 9% a day, 3,285% a year.
    expect(p.pools).toEqual([
      { address: SUSD_POOL, stakingType: "staking", weight: 1, weightBps: 2500, totalStaked: String(1000n * U), aprBps: "54750" },
      { address: LP_POOL, stakingType: "staking/ETH pool", weight: 3, weightBps: 7500, totalStaked: String(500n * U), aprBps: "328500" },
    ]);
  });

  it("lists rounds with the published figures their rewards came from", async () => {
    const res = await gql(t.url, `{ stakingRoundHistory(limit: 2) { roundId endedAt totalReward figures { bets wagered paidOut houseNet revenueShareBps reward } } }`);
    expect(res.data!.stakingRoundHistory).toEqual([
      { roundId: 2, endedAt: null, totalReward: null, figures: null },
      { roundId: 1, endedAt: new Date(Date.UTC(2026, 10, 3)).toISOString(), totalReward: String(80n * U), figures: { bets: 10, wagered: String(1600n * U), paidOut: String(800n * U), houseNet: String(800n * U), revenueShareBps: 1000, reward: String(80n * U) } },
    ]);
  });

  it("asks a sign-in for the player's own position", async () => {
    const res = await gql(t.url, `{ myStaking { totalClaimable } }`);
    expect(res.errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });
});
