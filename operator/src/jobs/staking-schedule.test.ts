// The staking round schedule against real local chains: a round's reward is its share of the house's
// net result over its window, published, funded from the treasury before the round ends, ended with
// exactly that reward, split by points and claimed at most once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract } from "ethers";
import stakingAbi from "@sunrise/contracts/abi/Staking.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import { AdminTask, HOUSE_NET_SQL, StakingRoundFigures, StakingSchedule } from "@sunrise/db";
import { TaskRunner } from "../tasks/runner.js";
import type { TaskKeys } from "../tasks/keys.js";
import { devWallet } from "../tasks/_test/chain.js";
import { DEPLOYER, SUSD, startTestbed, type TaskTestbed } from "../tasks/_test/setup.js";
import { StakingScheduleJob, stakingContract } from "./staking-schedule.js";
import { addr, settledBet } from "./_test/settled-bets.js";

const TREASURY = devWallet(5);
const ALICE = devWallet(2);
const BOB = devWallet(3);
const ROUND_SECONDS = 120;
const SHARE_BPS = 2500;

let t: TaskTestbed;
let keys: TaskKeys;
let now = new Date();
let gameNow = new Date();
let job: StakingScheduleJob;
let runner: TaskRunner;
let staking: Contract;

const susd = () => t.contract("asset", "SUSD", susdAbi);
const as = (who: typeof ALICE, c: Contract) => c.connect(who.connect(t.provider("asset"))) as Contract;
const tasks = async (kind: string) => t.db.orm.em.fork().find(AdminTask, { kind }, { orderBy: { createdAt: "asc" } });
const startedAt = async () => {
  const count = (await staking.getFunction("roundCount")()) as bigint;
  return new Date(Number(((await staking.getFunction("rounds")(count - 1n)) as { startedAt: bigint }).startedAt) * 1000);
};

beforeAll(async () => {
  t = await startTestbed({ treasury: { address: TREASURY.address, amount: 1_000n * SUSD }, seedAccounts: [ALICE.address, BOB.address], seedAmount: 1_000n * SUSD });
  keys = { admin: DEPLOYER.privateKey, operator: DEPLOYER.privateKey, pauser: DEPLOYER.privateKey, treasury: TREASURY.privateKey };
  staking = t.contract("asset", "Staking", stakingAbi);
  const pool = await susd().getAddress();
  for (const [who, amount] of [[ALICE, 300n * SUSD], [BOB, 100n * SUSD]] as const) {
    await (await as(who, susd()).getFunction("approve")(await staking.getAddress(), amount)).wait();
    await (await as(who, staking).getFunction("stake")(pool, amount)).wait();
  }
  runner = new TaskRunner({ orm: t.db.orm, chains: t.chains, keys, receiptTimeoutMs: 10_000 });
  job = new StakingScheduleJob({
    orm: t.db.orm, staking: stakingContract(await staking.getAddress(), t.chains.asset.provider), roundSeconds: ROUND_SECONDS, revenueShareBps: SHARE_BPS,
    actor: DEPLOYER.address.toLowerCase(), now: () => now, gameNow: async () => gameNow,
  });
  await job.init();
}, 240_000);

afterAll(async () => t?.close());

describe("staking round schedule", () => {
  it("starts a round, funds its share of the house net from the treasury before the end, ends it with exactly that reward, split by points, claimed once", async () => {
    expect(await job.tick()).toBeTruthy();
    await runner.tick();
    expect((await tasks("staking.startRound"))[0]!.state).toBe("success");
    const start = await startedAt();
    now = new Date(start.getTime() + 10_000);
    expect(await job.tick()).toBeNull(); // too early to fund

    // The house wins 100 SUSD net over the round: 400 staked, 300 paid; a refund and an unsettled bet do not count.
    const em = t.db.orm.em.fork();
    const at = new Date(start.getTime() + 5_000);
    settledBet(em, { player: addr(0xe1), gameType: 1, amount: 250n * SUSD, payout: 0n, settledAt: at });
    settledBet(em, { player: addr(0xe2), gameType: 2, amount: 150n * SUSD, payout: 300n * SUSD, state: "forfeited", settledAt: at });
    settledBet(em, { player: addr(0xe3), gameType: 1, amount: 999n * SUSD, payout: null, refunded: true, settledAt: at });
    settledBet(em, { player: addr(0xe4), gameType: 1, amount: 777n * SUSD, payout: null, state: "closed", settledAt: null });
    settledBet(em, { player: addr(0xe5), gameType: 1, amount: 555n * SUSD, payout: 0n, settledAt: new Date(start.getTime() - 60_000) });
    await em.flush();
    gameNow = new Date(start.getTime() + 100_000);
    now = new Date(start.getTime() + (ROUND_SECONDS - 20) * 1000);
    const treasuryBefore = (await susd().getFunction("balanceOf")(TREASURY.address)) as bigint;

    const fundTask = await job.tick();
    const figures = await t.db.orm.em.fork().findOneOrFail(StakingRoundFigures, { roundId: 0 });
    expect(figures).toMatchObject({ bets: 2, wagered: String(400n * SUSD), paidOut: String(300n * SUSD), houseNet: String(100n * SUSD), revenueShareBps: SHARE_BPS, reward: String(25n * SUSD) });
    // The published figures are what anyone gets from the indexed bets over the published window.
    const [recomputed] = await t.db.orm.em.fork().getConnection().execute<{ wagered: string; paid_out: string }[]>(HOUSE_NET_SQL, [figures.from, figures.to]);
    expect(BigInt(recomputed!.wagered) - BigInt(recomputed!.paid_out)).toBe(100n * SUSD);
    expect(fundTask).toBe(figures.fundTaskId);
    await runner.tick();
    const [fund] = await tasks("staking.fundRound");
    expect(fund).toMatchObject({ state: "success" });
    expect(fund!.txs.map((x) => x.step)).toEqual(["treasuryTransfer", "approve", "fundRewards"]);
    expect((await susd().getFunction("balanceOf")(TREASURY.address)) as bigint).toBe(treasuryBefore - 25n * SUSD);
    expect(await staking.getFunction("unallocatedRewards")()).toBe(25n * SUSD);
    expect(await job.tick()).toBeNull(); // funded; the round has not reached its end

    now = new Date(start.getTime() + ROUND_SECONDS * 1000 + 1000);
    expect(await job.tick()).toBeTruthy();
    await runner.tick();
    const [end] = await tasks("staking.endRound");
    expect(end).toMatchObject({ state: "success", params: { totalReward: String(25n * SUSD) } });
    const round = (await staking.getFunction("rounds")(0n)) as { totalReward: bigint; endedAt: bigint };
    expect(round.totalReward).toBe(25n * SUSD);
    expect(await staking.getFunction("unallocatedRewards")()).toBe(0n);

    const pool = await susd().getAddress();
    const alice = (await staking.getFunction("pendingReward")(pool, ALICE.address)) as bigint;
    const bob = (await staking.getFunction("pendingReward")(pool, BOB.address)) as bigint;
    expect(alice + bob).toBeLessThanOrEqual(25n * SUSD);
    expect(25n * SUSD - (alice + bob)).toBeLessThanOrEqual(2n);
    expect(alice).toBe(bob * 3n);
    const before = (await susd().getFunction("balanceOf")(ALICE.address)) as bigint;
    await (await as(ALICE, staking).getFunction("claim")(pool)).wait();
    expect((await susd().getFunction("balanceOf")(ALICE.address)) as bigint).toBe(before + alice);
    await expect(as(ALICE, staking).getFunction("claim")(pool)).rejects.toThrow(/Nothing to claim/);
  }, 120_000);

  it("starts the next round, whose window begins where the last one's ended, and a losing round ends with no reward and no funding", async () => {
    expect(await job.tick()).toBeTruthy();
    await runner.tick();
    const start = await startedAt();
    const em = t.db.orm.em.fork();
    settledBet(em, { player: addr(0xe6), gameType: 1, amount: 10n * SUSD, payout: 360n * SUSD, settledAt: new Date(gameNow.getTime() + 1000) });
    await em.flush();
    gameNow = new Date(gameNow.getTime() + 50_000);
    now = new Date(start.getTime() + ROUND_SECONDS * 1000 + 1000);
    await job.tick();
    const figures = await t.db.orm.em.fork().findOneOrFail(StakingRoundFigures, { roundId: 1 });
    const first = await t.db.orm.em.fork().findOneOrFail(StakingRoundFigures, { roundId: 0 });
    expect(figures.from.getTime()).toBe(first.to.getTime());
    expect(figures).toMatchObject({ houseNet: String(-350n * SUSD), reward: "0", fundTaskId: null });
    await runner.tick();
    expect(((await staking.getFunction("rounds")(1n)) as { totalReward: bigint; endedAt: bigint }).endedAt).toBeGreaterThan(0n);
    expect((await tasks("staking.fundRound")).length).toBe(1);
  }, 120_000);

  it("queues no new round while the back office has paused the schedule", async () => {
    const em = t.db.orm.em.fork();
    const s = await em.findOneOrFail(StakingSchedule, { id: 1 });
    s.paused = true;
    await em.flush();
    expect(await job.tick()).toBeNull();
    expect((await tasks("staking.startRound")).length).toBe(2);
  });
});
