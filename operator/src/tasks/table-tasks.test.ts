// Table tasks against a real GameTable on a local game chain: limits and pauses go through the
// table's roles, and a round the dealer left behind is refunded or forfeited and its bets paid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, randomBytes, sha256 } from "ethers";
import tableAbi from "@sunrise/contracts/abi/GameTable.json" with { type: "json" };
import { depositAtCashier, fundGameSusd, usdcContractsOf } from "@sunrise/contracts";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { RouletteBet } from "@sunrise/games";
import { TaskRunner } from "./runner.js";
import { devWallet } from "./_test/chain.js";
import { DEPLOYER, queueTask, readTask, startTestbed, SUSD, type TaskTestbed } from "./_test/setup.js";

const PLAYER = devWallet(6);
const TIMEOUT = 30;
/** Long enough for the batches of a large round to land while betting is open. */
const BETTING_SECONDS = 10;

let t: TaskTestbed;
let table: Contract;
let runner: TaskRunner;

/** The player's balance at the cashier, where stakes come from and payouts go. */
const balance = () => t.contract("game", "Cashier", cashierAbi).getFunction("balanceOf")(PLAYER.address) as Promise<bigint>;
async function roundOf(id: bigint) {
  const r = (await table.getFunction("rounds")(id)) as { state: bigint; paidCount: bigint };
  return { state: r.state, paidCount: r.paidCount };
}

/** Opens a round as the dealer would and places `count` straight-up bets from the player (64 a transaction). */
async function roundWithBet(stake: bigint, count = 1): Promise<bigint> {
  const id = ((await table.getFunction("roundCount")()) as bigint) + 1n;
  await (await table.getFunction("openRound")(sha256(randomBytes(32)), BETTING_SECONDS)).wait();
  const asPlayer = table.connect(PLAYER.connect(t.provider("game"))) as Contract;
  for (let placed = 0; placed < count; placed += 64) {
    const bets = Array.from({ length: Math.min(64, count - placed) }, () => ({ kind: RouletteBet.STRAIGHT, numbers: [17], amount: stake }));
    await (await asPlayer.getFunction("placeBets")(id, bets, `0x${"ab".repeat(32)}`)).wait();
  }
  return id;
}

/** Moves the game chain past a round's settle deadline. */
async function passDeadline() {
  await t.game.rpc("evm_increaseTime", [BETTING_SECONDS + TIMEOUT + 5]);
  await t.game.rpc("evm_mine");
}

beforeAll(async () => {
  t = await startTestbed({ tables: [{ id: 1, gameType: 1, minBet: 1n * SUSD, maxBet: 100n * SUSD, bankroll: 100_000n * SUSD, roundTimeout: TIMEOUT }] });
  table = t.contract("game", "GameTable:1", tableAbi);
  runner = new TaskRunner({ orm: t.db.orm, chains: t.chains, keys: { admin: DEPLOYER.privateKey, operator: DEPLOYER.privateKey, pauser: DEPLOYER.privateKey, treasury: DEPLOYER.privateKey }, receiptTimeoutMs: 10_000 });
  await fundGameSusd(DEPLOYER.connect(t.provider("asset")), DEPLOYER.connect(t.provider("game")), usdcContractsOf(t.deployments), PLAYER.address, 5_000n * SUSD); // its USDC in the vault first
  await depositAtCashier(PLAYER.connect(t.provider("game")), t.deployments.gameChain.contracts.Cashier!, t.deployments.gameChain.contracts.SUSD!, 5_000n * SUSD);
}, 240_000);

afterAll(async () => t?.close());

describe("table tasks", () => {
  it("sets a table's limits on its contract, keeping its settle deadline", async () => {
    const task = await queueTask(t.db.orm, "table.setLimits", { tableId: 1, minBet: String(5n * SUSD), maxBet: String(250n * SUSD) });
    await runner.tick();
    expect(await readTask(t.db.orm, task)).toMatchObject({ state: "success", chain: "game" });
    expect([await table.getFunction("minBet")(), await table.getFunction("maxBet")(), await table.getFunction("roundTimeout")()]).toEqual([5n * SUSD, 250n * SUSD, BigInt(TIMEOUT)]);
  });

  it("fails limits the contract refuses with its reason", async () => {
    const task = await queueTask(t.db.orm, "table.setLimits", { tableId: 1, minBet: String(9n * SUSD), maxBet: String(2n * SUSD) });
    await runner.tick();
    expect(await readTask(t.db.orm, task)).toMatchObject({ state: "failed", error: "Invalid limits", txs: [] });
    expect(await table.getFunction("minBet")()).toBe(5n * SUSD);
  });

  it("pauses and resumes a table", async () => {
    await queueTask(t.db.orm, "table.pause", { tableId: 1 });
    await runner.tick();
    expect(await table.getFunction("paused")()).toBe(true);
    await queueTask(t.db.orm, "contract.unpause", { contract: "GameTable:1" });
    await runner.tick();
    expect(await table.getFunction("paused")()).toBe(false);
  });
});

describe("round.refund", () => {
  it("refunds a round the dealer never closed: every stake back", async () => {
    const before = await balance();
    const id = await roundWithBet(10n * SUSD);
    expect(await balance()).toBe(before - 10n * SUSD);

    const early = await queueTask(t.db.orm, "round.refund", { roundKey: `${await table.getAddress()}:${id}`, tableId: 1, roundId: Number(id) });
    await runner.tick();
    expect(await readTask(t.db.orm, early)).toMatchObject({ state: "failed", error: "Round has not timed out" });

    await passDeadline();
    const task = await queueTask(t.db.orm, "round.refund", { roundKey: `${await table.getAddress()}:${id}`, tableId: 1, roundId: Number(id) });
    await runner.tick();
    const done = await readTask(t.db.orm, task);
    expect(done.state).toBe("success");
    expect(done.txs.map((x) => x.step)).toEqual(["refund"]);
    expect(await roundOf(id)).toMatchObject({ state: 5n, paidCount: 1n });
    expect(await balance()).toBe(before);

    const again = await queueTask(t.db.orm, "round.refund", { roundKey: `${await table.getAddress()}:${id}`, tableId: 1, roundId: Number(id) });
    await runner.tick();
    expect(await readTask(t.db.orm, again)).toMatchObject({ state: "failed", error: `Round ${id} is already refunded: nothing to refund` });
  });

  it("forfeits a closed round the dealer did not reveal: each bet gets its worst case", async () => {
    const before = await balance();
    const id = await roundWithBet(10n * SUSD);
    await (await table.getFunction("closeBetting")(id)).wait();
    await passDeadline();
    await queueTask(t.db.orm, "round.refund", { roundKey: `${await table.getAddress()}:${id}`, tableId: 1, roundId: Number(id) });
    await runner.tick();
    expect(await roundOf(id)).toMatchObject({ state: 6n, paidCount: 1n });
    // A straight up returns 36 times its stake at most.
    expect(await balance()).toBe(before - 10n * SUSD + 360n * SUSD);
  });

  it("pays a round larger than one page in pages", async () => {
    const before = await balance();
    const page = (await table.getFunction("SETTLE_PAGE")()) as bigint;
    const id = await roundWithBet(5n * SUSD, Number(page) + 3);
    await passDeadline();
    const task = await queueTask(t.db.orm, "round.refund", { roundKey: `${await table.getAddress()}:${id}`, tableId: 1, roundId: Number(id) });
    await runner.tick();
    expect((await readTask(t.db.orm, task)).txs.map((x) => [x.step, x.state])).toEqual([["refund", "mined"], ["payBets", "mined"]]);
    expect(await roundOf(id)).toEqual({ state: 5n, paidCount: page + 3n });
    expect(await balance()).toBe(before);
  }, 60_000);
});
