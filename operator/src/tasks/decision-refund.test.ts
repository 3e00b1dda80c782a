// The back office's round refund at a casino hold'em table (a DecisionTable) on a local game chain:
// a round abandoned before the close is refunded, one abandoned inside its decision window is
// forfeited with every escrowed stake (the call included) paid its worst case.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, hexlify, randomBytes, sha256 } from "ethers";
import decisionAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import { depositAtCashier, fundGameSusd, sendWithHeadroom, usdcContractsOf } from "@sunrise/contracts";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import { decisionGame, GameType, HoldemAction, HoldemBet, keccakPacked, packed, roundDeckCommitment } from "@sunrise/games";
import { TaskRunner } from "./runner.js";
import { devWallet } from "./_test/chain.js";
import { DEPLOYER, queueTask, readTask, startTestbed, SUSD, type TaskTestbed } from "./_test/setup.js";

const PLAYER = devWallet(6);
const TIMEOUT = 30;
const BETTING_SECONDS = 10;
const TABLE = 13;

let t: TaskTestbed;
let table: Contract;
let runner: TaskRunner;

/** The player's balance at the cashier, where stakes come from and payouts go. */
const balance = () => t.contract("game", "Cashier", cashierAbi).getFunction("balanceOf")(PLAYER.address) as Promise<bigint>;
const asPlayer = () => table.connect(PLAYER.connect(t.provider("game"))) as Contract;
async function stateOf(id: bigint) {
  const r = (await table.getFunction("rounds")(id)) as { state: bigint; paidCount: bigint };
  return { state: r.state, paidCount: r.paidCount };
}

async function roundWithAnte(ante: bigint): Promise<bigint> {
  const id = ((await table.getFunction("roundCount")()) as bigint) + 1n;
  await (await table.getFunction("openRound")(sha256(randomBytes(32)), BETTING_SECONDS)).wait();
  await (await asPlayer().getFunction("placeBets")(id, [{ kind: HoldemBet.ANTE, numbers: [], amount: ante }], hexlify(randomBytes(32)))).wait();
  return id;
}

async function passDeadline() {
  await t.game.rpc("evm_increaseTime", [BETTING_SECONDS + TIMEOUT + 5]);
  await t.game.rpc("evm_mine");
}

async function refundTask(id: bigint) {
  const task = await queueTask(t.db.orm, "round.refund", { roundKey: `${await table.getAddress()}:${id}`, tableId: TABLE, roundId: Number(id) });
  await runner.tick();
  return readTask(t.db.orm, task);
}

beforeAll(async () => {
  t = await startTestbed({ decisionTables: [{ id: TABLE, gameType: GameType.POKER, minBet: 1n * SUSD, maxBet: 100n * SUSD, bankroll: 100_000n * SUSD, roundTimeout: TIMEOUT, decisionSeconds: 10 }] });
  table = t.contract("game", `DecisionTable:${TABLE}`, decisionAbi);
  runner = new TaskRunner({ orm: t.db.orm, chains: t.chains, keys: { admin: DEPLOYER.privateKey, operator: DEPLOYER.privateKey, pauser: DEPLOYER.privateKey, treasury: DEPLOYER.privateKey }, receiptTimeoutMs: 10_000 });
  await fundGameSusd(DEPLOYER.connect(t.provider("asset")), DEPLOYER.connect(t.provider("game")), usdcContractsOf(t.deployments), PLAYER.address, 5_000n * SUSD); // its USDC in the vault first
  await depositAtCashier(PLAYER.connect(t.provider("game")), t.deployments.gameChain.contracts.Cashier!, t.deployments.gameChain.contracts.SUSD!, 5_000n * SUSD);
}, 240_000);

afterAll(async () => t?.close());

describe("round.refund at a casino hold'em table", () => {
  it("refunds a round the dealer never closed: the ante back", async () => {
    const before = await balance();
    const id = await roundWithAnte(10n * SUSD);
    expect(await refundTask(id)).toMatchObject({ state: "failed", error: "Round has not timed out" });
    await passDeadline();
    const done = await refundTask(id);
    expect(done).toMatchObject({ state: "success" });
    expect(done.txs.map((x) => x.step)).toEqual(["refund"]);
    expect(await stateOf(id)).toEqual({ state: 5n, paidCount: 1n });
    expect(await balance()).toBe(before);
  });

  it("forfeits a round left inside its decision window: the ante and the escrowed call paid their worst case", async () => {
    const before = await balance();
    const ante = 10n * SUSD;
    const id = await roundWithAnte(ante);
    await (await table.getFunction("closeBetting")(id)).wait();
    await t.game.rpc("evm_mine");
    const r = (await table.getFunction("rounds")(id)) as { closedBlock: bigint; entropy: string };
    const closeHash = (await t.provider("game").getBlock(Number(r.closedBlock)))!.hash!;
    const deck = roundDeckCommitment(hexlify(randomBytes(32)), keccakPacked(packed.bytes32(closeHash), packed.bytes32(r.entropy)), id, decisionGame(GameType.POKER).decks);
    // With the headroom the dealer's and the site's sends have: the exact estimate once ran out of gas here.
    await (await sendWithHeadroom(table, "deal", id, deck.root, decisionGame(GameType.POKER).dealPositions.map((p) => deck.cardProof(p)))).wait();
    await (await asPlayer().getFunction("decide")(id, 0, 0, HoldemAction.CALL)).wait();
    expect(await balance()).toBe(before - 3n * ante);
    await passDeadline();
    const done = await refundTask(id);
    expect(done.txs.map((x) => x.step)).toEqual(["forfeit"]);
    expect(await stateOf(id)).toEqual({ state: 6n, paidCount: 1n });
    // The ante's worst case is 101× (a royal flush with the dealer qualifying, stake back), the call's 4×.
    expect(await balance()).toBe(before - 3n * ante + 101n * ante + 4n * ante);
    expect(await refundTask(id)).toMatchObject({ state: "failed", error: `Round ${id} is already forfeited: nothing to refund` });
  });
});
