// The dealer relays the decisions players signed at a casino hold'em table, on a real chain and a
// real Postgres: a window's pending decisions go out in one decideSigned before the dealer settles;
// one the table refuses is marked with its reason while the others still go through; a decision
// for a window that has closed is refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Contract, getAddress, NonceManager, Wallet, type HDNodeWallet, type Signer } from "ethers";
import cashierAbi from "@sunrise/contracts/abi/Cashier.json" with { type: "json" };
import susdAbi from "@sunrise/contracts/abi/SUSD.json" with { type: "json" };
import relayAbi from "@sunrise/contracts/abi/DecisionRelay.json" with { type: "json" };
import { depositAtCashier } from "@sunrise/contracts";
import { signDecision, signedDecisionInput } from "@sunrise/contracts/signed-decision";
import { Channel, listen, notify, SignedDecision, SignedDecisionState, type RowNotice } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { HoldemAction, HoldemBet } from "@sunrise/games";
import type { Chains } from "../chains.js";
import { devWallet, startGameChain, type LocalChain } from "../_test/chain.js";
import { ADMIN, DEALER, gameChains, SUSD } from "./_test/tables.js";
import { deployDecisionTables, PLAYERS, type DecisionTables } from "./_test/decision-tables.js";
import { betsOf, decisionIface, decisionTable, playerSeed, sendAs } from "./_test/decision-play.js";
import { Dealer } from "./dealer.js";
import { DecisionRoundState as S } from "./decision-plan.js";
import { readDealtTables, startDealer } from "./start.js";
import type { OperatorEnv } from "../env.js";
import { operatorMetrics } from "../observability/metrics.js";

const SECRET = "signed-decisions-test-secret";
// Long enough that every decision lands inside the window on a loaded machine; tests pass it with evm_increaseTime.
const WINDOW = 60;
const [ALICE, BOB, CAROL] = PLAYERS as [HDNodeWallet, HDNodeWallet, HDNodeWallet];
/** Players with a daily loss limit, funded here (the shared players' losses run across tests). */
const DAVE = devWallet(6);
const ERIN = devWallet(8);
/** Has no bet and no cashier account. */
const STRANGER = devWallet(7);

let chain: LocalChain;
let tables: DecisionTables;
let chains: Chains;
let db: TestDatabase;
let dealer: Dealer;
const warnings: string[] = [];
const notices: string[] = [];
let stopListening: () => Promise<void>;
const open = new Map<string, number>();

beforeAll(async () => {
  [chain, db] = await Promise.all([startGameChain(), createTestDatabase()]);
  tables = await deployDecisionTables(chain, 600, WINDOW);
  chains = gameChains(chain, { "DecisionTable:3": tables.holdem });
  dealer = new Dealer(chains, { key: DEALER.privateKey, secret: SECRET, tables: await readDealtTables(chains), schedule: async () => open, orm: db.orm }, { warn: (m: string) => void warnings.push(m) });
  await fund(DAVE, 5n * SUSD);
  const sub = await listen(db.url, [Channel.signedDecision], (_c, payload) => notices.push((payload as RowNotice).id));
  stopListening = () => sub.close();
}, 120_000);

afterAll(async () => {
  await stopListening?.();
  chains?.destroy();
  await chain?.stop();
  await db?.close();
});

const wallet = (w: HDNodeWallet): Signer => new NonceManager(new Wallet(w.privateKey, chains.game.provider));

/** Mints a new player 100 SUSD at the cashier, with a daily loss limit. */
async function fund(player: HDNodeWallet, dailyLoss: bigint): Promise<void> {
  await (await new Contract(tables.susd, susdAbi, wallet(ADMIN)).getFunction("mint")(player.address, 100n * SUSD)).wait();
  await depositAtCashier(wallet(player), tables.cashier, tables.susd, 100n * SUSD);
  await (await new Contract(tables.cashier, cashierAbi, wallet(player)).getFunction("setLimits")({ singleBet: 0, dailyLoss, weeklyLoss: 0, monthlyLoss: 0, dailyMinutes: 0 })).wait();
}
const holdem = () => decisionTable(tables.holdem, chains.game.provider);
const later = async (seconds: number) => (await chain.rpc("evm_increaseTime", [seconds]), await chain.rpc("evm_mine"));
const roundOf = async (id: number) => holdem().getFunction("rounds")(id);

/** Lets the dealer open a round, places each player's ante (bet indices in order), closes betting and deals; returns the round id. */
async function dealtRound(antes: [HDNodeWallet, bigint][]): Promise<number> {
  open.set(tables.holdem.toLowerCase(), 30);
  await dealer.tick();
  open.clear();
  const id = Number(await holdem().getFunction("roundCount")());
  for (const [player, amount] of antes) await sendAs(wallet(player), tables.holdem, "placeBets", id, [{ kind: HoldemBet.ANTE, numbers: [], amount }], playerSeed());
  await later(31);
  await dealer.tick();
  const r = await roundOf(id);
  expect([Number(r.state), Number(r.window)]).toEqual([S.DEALT, 1]);
  return id;
}

/** Signs a decision as `signer` and stores it pending, as the gateway does; returns the row's id. */
async function submit(signer: HDNodeWallet, roundId: number, betIndex: number, action: number, window = 1): Promise<string> {
  const d = { roundId, betIndex, window, hand: 0, action };
  const signature = await signDecision(signer, chain.chainId, tables.holdem, d);
  const em = db.orm.em.fork();
  const row = em.create(SignedDecision, { ...d, table: tables.holdem.toLowerCase(), tableId: 3, signature, signer: signer.address.toLowerCase(), player: signer.address.toLowerCase(), state: SignedDecisionState.PENDING });
  await em.flush();
  return row.id;
}

const rowsOf = async (ids: string[]) => {
  const rows = await db.orm.em.fork().find(SignedDecision, { id: { $in: ids } });
  return ids.map((id) => rows.find((r) => r.id === id)!);
};

/** The decisions a transaction's one DecisionsRelayed event carried (it logs no Decision): bet index and signing wallet. */
async function decisionsIn(hash: string): Promise<{ betIndex: number; player: string }[]> {
  const receipt = (await chains.game.provider.getTransactionReceipt(hash))!;
  const events = receipt.logs.flatMap((l) => {
    const e = decisionIface.parseLog(l);
    return e?.name === "Decision" || e?.name === "DecisionsRelayed" ? [e] : [];
  });
  expect(events.map((e) => e.name)).toEqual(["DecisionsRelayed"]);
  const words = [...(events[0]!.args.decisions as readonly bigint[])];
  return words.map((w) => ({ betIndex: Number((w >> 160n) & 0xffffn), player: getAddress(`0x${(w % (1n << 160n)).toString(16).padStart(40, "0")}`) }));
}

/** A series' value on the operator's /metrics (0 before its first count). */
const counted = async (series: string) => {
  const line = (await operatorMetrics.registry.metrics()).split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

describe("signed decisions at a casino hold'em table", () => {
  it("sends a window's signed decisions in one decideSigned, marks each sent with its hash and settles after them in the same tick", async () => {
    const id = await dealtRound([[ALICE, 2n * SUSD], [ALICE, 2n * SUSD], [BOB, 3n * SUSD], [CAROL, SUSD]]);
    const ids = [await submit(ALICE, id, 0, HoldemAction.CALL), await submit(ALICE, id, 1, HoldemAction.FOLD), await submit(BOB, id, 2, HoldemAction.CALL), await submit(CAROL, id, 3, HoldemAction.FOLD)];
    await dealer.tick();

    const rows = await rowsOf(ids);
    const hash = rows[0]!.txHash!;
    expect(rows.map((r) => [r.state, r.txHash, r.reason])).toEqual(ids.map(() => [SignedDecisionState.SENT, hash, null]));
    const receipt = (await chains.game.provider.getTransactionReceipt(hash))!;
    expect(receipt.to).toBe(await holdem().getFunction("decisionRelay")());
    expect(await decisionsIn(hash)).toEqual([{ betIndex: 0, player: ALICE.address }, { betIndex: 1, player: ALICE.address }, { betIndex: 2, player: BOB.address }, { betIndex: 3, player: CAROL.address }]);
    expect((await betsOf(holdem(), id)).map((b) => b.actions)).toEqual([[HoldemAction.CALL], [HoldemAction.FOLD], [HoldemAction.CALL], [HoldemAction.FOLD]]);
    // Every ante had decided: the dealer settled inside the window, after the batch.
    const r = await roundOf(id);
    expect([Number(r.state), r.settledInWindow]).toEqual([S.SETTLED, true]);
    const [revealed] = await holdem().queryFilter(holdem().filters.RoundRevealed!(undefined, id));
    expect(revealed!.blockNumber).toBeGreaterThan(receipt.blockNumber);
    await expect.poll(() => ids.filter((x) => notices.includes(x))).toEqual(ids);
    console.log(`[figures] decideSigned of 4 hold'em decisions (2 calls, 2 folds): ${receipt.gasUsed} gas, ${receipt.gasUsed / 4n} a decision`);
    expect(warnings).toEqual([]);
  }, 120_000);

  it("refuses a stranger's signature, a call past the player's loss limit and a bet already decided, each with the table's reason, and sends the others", async () => {
    const id = await dealtRound([[ALICE, 2n * SUSD], [BOB, 2n * SUSD], [CAROL, 2n * SUSD], [DAVE, 3n * SUSD], [ALICE, SUSD]]);
    const foldGas = await sendAs(wallet(CAROL), tables.holdem, "decide", id, 2, 0, HoldemAction.FOLD);
    console.log(`[figures] a fold sent from the player's wallet: ${foldGas} gas`);
    const ids = [
      await submit(ALICE, id, 0, HoldemAction.CALL),
      await submit(STRANGER, id, 1, HoldemAction.CALL),
      await submit(CAROL, id, 2, HoldemAction.CALL),
      // Dave's ante (3) is within his daily loss limit of 5; the call's extra 6 is not.
      await submit(DAVE, id, 3, HoldemAction.CALL),
      await submit(ALICE, id, 4, HoldemAction.FOLD),
    ];
    const series = (labels: string) => `sunrise_operator_signed_decisions_total{table="${tables.holdem.toLowerCase()}",${labels}}`;
    const kinds = ['outcome="sent",reason=""', 'outcome="refused",reason="Not your bet"', 'outcome="refused",reason="Already decided"', 'outcome="refused",reason="LossLimitReached"'];
    const before = await Promise.all(kinds.map((k) => counted(series(k))));
    const batches = await counted(`sunrise_operator_relay_batch_size_count{table="${tables.holdem.toLowerCase()}"}`);
    await dealer.tick();
    // The dealer's /metrics count them: two sent in one batch, three refused by reason (the loss limit's without its figures).
    expect((await Promise.all(kinds.map((k) => counted(series(k))))).map((n, i) => n - before[i]!)).toEqual([2, 1, 1, 1]);
    expect(await counted(`sunrise_operator_relay_batch_size_count{table="${tables.holdem.toLowerCase()}"}`)).toBe(batches + 1);

    const rows = await rowsOf(ids);
    const hash = rows[0]!.txHash!;
    expect(rows.map((r) => [r.state, r.reason])).toEqual([
      [SignedDecisionState.SENT, null],
      [SignedDecisionState.REFUSED, "Not your bet"],
      [SignedDecisionState.REFUSED, "Already decided"],
      [SignedDecisionState.REFUSED, expect.stringMatching(/^LossLimitReached\(1, 5000000, \d+\)$/)],
      [SignedDecisionState.SENT, null],
    ]);
    expect(rows[4]!.txHash).toBe(hash);
    expect(await decisionsIn(hash)).toEqual([{ betIndex: 0, player: ALICE.address }, { betIndex: 4, player: ALICE.address }]);
    // Bob's and Dave's antes are still undecided on chain (Carol's fold stands): the round waits for the window's end.
    expect((await betsOf(holdem(), id)).map((b) => b.actions)).toEqual([[HoldemAction.CALL], [0], [HoldemAction.FOLD], [0], [HoldemAction.FOLD]]);
    expect(Number((await roundOf(id)).state)).toBe(S.DEALT);
    await later(WINDOW);
    await dealer.tick();
    expect(Number((await roundOf(id)).state)).toBe(S.SETTLED);
    expect(warnings).toEqual([]);
  }, 120_000);

  it("refuses the call that tips a player past the loss limit when each alone would pass, and a signature that does not parse", async () => {
    await fund(ERIN, 5n * SUSD);
    const id = await dealtRound([[ALICE, 2n * SUSD], [ERIN, SUSD], [ERIN, SUSD], [BOB, SUSD]]);
    const ids = [await submit(ALICE, id, 0, HoldemAction.CALL), await submit(ERIN, id, 1, HoldemAction.CALL), await submit(ERIN, id, 2, HoldemAction.CALL), await submit(BOB, id, 3, HoldemAction.FOLD)];
    await db.orm.em.fork().nativeUpdate(SignedDecision, { id: ids[3] }, { signature: `0x${"11".repeat(64)}1f` });
    await dealer.tick();

    const rows = await rowsOf(ids);
    // Erin's antes (2) and one call's extra 2 fit her daily loss limit of 5; the second call's would not.
    expect(rows.map((r) => [r.state, r.reason])).toEqual([
      [SignedDecisionState.SENT, null],
      [SignedDecisionState.SENT, null],
      [SignedDecisionState.REFUSED, expect.stringMatching(/^LossLimitReached\(1, 5000000, \d+\)$/)],
      [SignedDecisionState.REFUSED, "Invalid signature"],
    ]);
    expect(await decisionsIn(rows[0]!.txHash!)).toEqual([{ betIndex: 0, player: ALICE.address }, { betIndex: 1, player: ERIN.address }]);
    await later(WINDOW);
    await dealer.tick();
    expect(warnings).toEqual([]);
  }, 120_000);

  it("marks a decision someone else relayed first as sent with that transaction", async () => {
    const id = await dealtRound([[ALICE, 2n * SUSD], [BOB, 2n * SUSD]]);
    const rowId = await submit(ALICE, id, 0, HoldemAction.CALL);
    // Anyone may send a signed decision: Bob sends Alice's before the dealer does.
    const [row] = await rowsOf([rowId]);
    const relay = new Contract(await holdem().getFunction("decisionRelay")(), relayAbi, wallet(BOB));
    const sent = await (await relay.getFunction("decideSigned")(id, 1, [signedDecisionInput(row!, row!.signature)])).wait();
    await dealer.tick();
    expect((await rowsOf([rowId])).map((r) => [r.state, r.txHash])).toEqual([[SignedDecisionState.SENT, sent.hash]]);
    await later(WINDOW);
    await dealer.tick();
    expect(Number((await roundOf(id)).state)).toBe(S.SETTLED);
    expect(warnings).toEqual([]);
  }, 120_000);

  it("sends more decisions than one batch takes in batches of 50, oldest first, in the same tick", async () => {
    open.set(tables.holdem.toLowerCase(), 30);
    await dealer.tick();
    open.clear();
    const id = Number(await holdem().getFunction("roundCount")());
    const players = [ALICE, BOB, CAROL];
    for (const p of players) await sendAs(wallet(p), tables.holdem, "placeBets", id, Array.from({ length: 20 }, () => ({ kind: HoldemBet.ANTE, numbers: [], amount: SUSD })), playerSeed());
    await later(31);
    await dealer.tick();
    const ids: string[] = [];
    for (const [i, p] of players.entries()) for (let b = 0; b < 20; b++) ids.push(await submit(p, id, 20 * i + b, HoldemAction.CALL));
    await dealer.tick();

    const rows = await rowsOf(ids);
    expect(rows.every((r) => r.state === SignedDecisionState.SENT)).toBe(true);
    const hashes = [...new Set(rows.map((r) => r.txHash!))];
    expect(hashes.map((h) => rows.filter((r) => r.txHash === h).length)).toEqual([50, 10]);
    expect(rows.slice(0, 50).every((r) => r.txHash === hashes[0])).toBe(true);
    expect(Number((await roundOf(id)).state)).toBe(S.SETTLED);
    const gas = (await chains.game.provider.getTransactionReceipt(hashes[0]!))!.gasUsed;
    console.log(`[figures] decideSigned of 50 hold'em calls: ${gas} gas, ${gas / 50n} a decision`);
    expect(warnings).toEqual([]);
  }, 120_000);

  it("refuses a decision for a window that has closed, found before the dealer moves on or after", async () => {
    const id = await dealtRound([[ALICE, 2n * SUSD], [BOB, 2n * SUSD]]);
    // Signed in time, but the window passes before the dealer's next tick: the table refuses it, and the round settles without it.
    await later(WINDOW);
    const late = await submit(ALICE, id, 0, HoldemAction.CALL);
    await dealer.tick();
    expect(Number((await roundOf(id)).state)).toBe(S.SETTLED);
    // Submitted once the round was settled.
    const after = await submit(BOB, id, 1, HoldemAction.CALL);
    await dealer.tick();
    expect((await rowsOf([late, after])).map((r) => [r.state, r.reason, r.txHash])).toEqual([
      [SignedDecisionState.REFUSED, "Decision window is closed", null],
      [SignedDecisionState.REFUSED, "Decision window is closed", null],
    ]);
    expect((await betsOf(holdem(), id)).map((b) => b.actions)).toEqual([[0], [0]]);
    expect(warnings).toEqual([]);
  }, 120_000);

  it("sends a submitted decision on its NOTIFY, without waiting for the next poll", async () => {
    const id = await dealtRound([[ALICE, 2n * SUSD], [BOB, 2n * SUSD]]);
    const failures: unknown[] = [];
    // Polling once a minute: only the notification can start the tick that sends it.
    const running = await startDealer(DEALER.privateKey, { DEALER_SECRET: SECRET, DEALER_BETTING_SECONDS: 30, DATABASE_URL: db.url } as OperatorEnv, chains, db.orm, (e) => failures.push(e), 60_000);
    try {
      await new Promise((r) => setTimeout(r, 1000));
      const d = { roundId: id, betIndex: 0, window: 1, hand: 0, action: HoldemAction.CALL };
      const signature = await signDecision(ALICE, chain.chainId, tables.holdem, d);
      const rowId = await db.orm.em.fork().transactional(async (em) => {
        const row = em.create(SignedDecision, { ...d, table: tables.holdem.toLowerCase(), tableId: 3, signature, signer: ALICE.address.toLowerCase(), player: ALICE.address.toLowerCase(), state: SignedDecisionState.PENDING });
        await em.flush();
        await notify(em, Channel.signedDecision, { id: row.id });
        return row.id;
      });
      await expect.poll(async () => (await rowsOf([rowId]))[0]!.state, { timeout: 10_000 }).toBe(SignedDecisionState.SENT);
    } finally {
      await running.stop();
    }
    expect(failures).toEqual([]);
    await later(WINDOW);
    await dealer.tick();
    expect(Number((await roundOf(id)).state)).toBe(S.SETTLED);
  }, 120_000);
});
