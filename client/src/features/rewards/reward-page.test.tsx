import { describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { MyStakingDocument, RewardClaimsDocument, StakingProgramDocument, StakingRoundHistoryDocument } from "../../gql/pages/graphql.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { testConfig, testSession, testUser, TEST_ADDRESS } from "../../testing/session.js";
import { RewardPage } from "./RewardPage.js";

const STAKING = "0x00000000000000000000000000000000000005a1";
const SUSD_POOL = "0x00000000000000000000000000000000000005d1";
const LP_POOL = "0x00000000000000000000000000000000000005e1";
const session = testSession({ status: "signedIn", me: testUser(), config: { ...testConfig, stakingContract: STAKING } });
const inAMinute = new Date(Date.now() + 65_000).toISOString();

const program = always({
  request: { query: StakingProgramDocument },
  result: { data: { stakingProgram: {
    __typename: "StakingProgram", id: "staking", contract: STAKING, runningHouseNet: "40000000", estimatedReward: "4000000", aprRounds: 3,
    schedule: { __typename: "StakingSchedule", roundSeconds: 300, revenueShareBps: 1000, paused: false },
    pools: [
      { __typename: "StakingPoolView", id: SUSD_POOL, address: SUSD_POOL, stakingType: "staking", weight: 1, weightBps: 3333, totalStaked: "100000000", aprBps: "123456" },
      { __typename: "StakingPoolView", id: LP_POOL, address: LP_POOL, stakingType: "staking/ETH pool", weight: 2, weightBps: 6666, totalStaked: "0", aprBps: null },
    ],
    currentRound: { __typename: "StakingRoundView", id: "4", roundId: 4, startedAt: new Date().toISOString(), endsAt: inAMinute, endedAt: null, totalReward: null, figures: null },
  } } },
});
const rounds = always({ request: { query: StakingRoundHistoryDocument, variables: { limit: 5 } }, result: { data: { stakingRoundHistory: [] } } });
const stake = (pool: string, type: string, points: string, claimable: string) => ({ __typename: "MyStake", id: `${pool}:me`, pool, stakingType: type, points, walletBalance: "900000000", claimable, pending: "1000000" });
const mine = always({
  request: { query: MyStakingDocument },
  result: { data: { myStaking: { __typename: "MyStaking", id: "staking:me", totalClaimable: "2500000", totalPending: "1000000", stakes: [stake(SUSD_POOL, "staking", "100000000", "2500000"), stake(LP_POOL, "staking/ETH pool", "0", "0")] } } },
});
const claim = { __typename: "StakingClaim", id: "0xabc:0", timestamp: "2026-11-29T01:00:00.000Z", transactionHash: `0x${"ab".repeat(32)}`, amount: "2500000", stakingType: "staking" };
const claims = (items: object[]) => ({
  request: { query: RewardClaimsDocument, variables: { account: TEST_ADDRESS, contract: STAKING, page: 1, pageSize: 10 } },
  result: { data: { claimHistory: { __typename: "StakingClaimPage", total: items.length, page: 1, pageSize: 10, items } } },
});

describe("/reward", () => {
  it("shows pools with weights, holdings and APR, the round's countdown, the player's points and rewards", async () => {
    renderPlayer(<RewardPage />, { session, path: "/reward", mocks: [program, rounds, mine, always(claims([]))] });
    const pools = await screen.findAllByTestId("reward-pool");
    expect(pools.map((p) => p.textContent)).toEqual([expect.stringContaining("1 (33.33%)"), expect.stringContaining("2 (66.66%)")]);
    expect(pools[0]!.textContent).toContain("1,234.56%");
    expect(screen.getByTestId("reward-countdown").textContent).toMatch(/^1:0\d$/);
    expect(screen.getByTestId("reward-estimated").textContent).toBe("4 SUSD");
    const susd = await screen.findByTestId("reward-stake-staking");
    await waitFor(() => expect(susd.querySelector('[data-testid="reward-points"]')!.textContent).toBe("100"));
    expect(susd.querySelector('[data-testid="reward-claimable"]')!.textContent).toBe("2.5");
    expect((screen.getByTestId("reward-stake-eth").querySelector('[data-testid="reward-claim"]') as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds a claim to the history the moment it is indexed, without a reload", async () => {
    const { events } = renderPlayer(<RewardPage />, { session, path: "/reward", mocks: [program, rounds, mine, claims([]), always(claims([claim]))], live: ["RewardClaimUpdated"] });
    expect(await screen.findByText("No rewards claimed yet.")).toBeTruthy();
    await act(async () => events.simulateResult({ result: { data: { claimUpdated: claim } } }));
    const row = await screen.findByTestId("reward-claim-row");
    expect(row.textContent).toContain("2.5");
    expect(row.textContent).toContain("0xabababab…ababab");
    expect((screen.getByTestId("reward-claims-csv") as HTMLButtonElement).disabled).toBe(false);
  });
});
