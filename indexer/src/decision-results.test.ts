// The indexer at casino hold'em and blackjack tables on a real chain: every decision stored once,
// whether its player sent it (a Decision event) or signed it and the dealer relayed it with the
// window's others (one DecisionsRelayed event), the deal's and later windows' proven cards, and a revealed round's result and blackjack hands
// re-derived by the games engine from the deck and the decisions, with payouts equal to the
// contract's.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { Contract, Interface } from "ethers";
import decisionAbi from "@sunrise/contracts/abi/DecisionTable.json" with { type: "json" };
import { ChainProvider, writeDeployments, type Deployments } from "@sunrise/contracts";
import { TableBet, TableDecision, TableRound } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { BlackjackBet, decisionOutcome, settleBlackjackBet, settleDecisionBets } from "@sunrise/games";
import { startChild, startHardhat, type Child, type LocalChain } from "./_test/chain.js";
import { DECISION_TABLES, DecisionDriver, deployDecisionTables, type DrivenDecision } from "./_test/decision-tables.js";
import { countRows } from "./_test/tables.js";

// At most BET_SETS (4): the tests read each round's bets back with betAt, which answers an empty
// bet once a later round has reused the round's bet slots.
const ROUNDS_PER_GAME = 4;

let game: LocalChain;
let db: TestDatabase;
let dir: string;
let deployments: Deployments;
let provider: ChainProvider;
let indexer: Child;
/** Each table's rounds, by id: every other round's decisions were relayed in batches. */
const rounds = new Map<number, { roundId: number; relayed: boolean; decisions: DrivenDecision[] }[]>();
const played = new Map<number, number[]>();

const tableOf = (tableId: number) => deployments.gameChain.contracts[`GameTable:${tableId}`]!;
const contract = (tableId: number) => new Contract(tableOf(tableId), decisionAbi, provider);
const events = new Interface(decisionAbi);

beforeAll(async () => {
  [game, db] = await Promise.all([startHardhat("gameChain"), createTestDatabase()]);
  const chainId = Number(BigInt(await game.rpc<string>("eth_chainId")));
  deployments = await deployDecisionTables(game, chainId);
  provider = new ChainProvider(game.url, chainId, { pollingInterval: 50 });
  const driver = new DecisionDriver(game, provider);
  for (const t of DECISION_TABLES) {
    const list = [];
    for (let i = 0; i < ROUNDS_PER_GAME; i++) {
      const relayed = i % 2 === 1;
      list.push({ ...(await driver.playRound(tableOf(t.tableId), t.gameType, { relayed })), relayed });
    }
    rounds.set(t.tableId, list);
    played.set(t.tableId, list.map((r) => r.roundId));
  }
  dir = mkdtempSync(join(tmpdir(), "sunrise-decisions-"));
  writeDeployments(join(dir, "deployments.json"), deployments);
  indexer = startChild(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: resolve(new URL("..", import.meta.url).pathname),
    env: { DATABASE_URL: db.url, DEPLOYMENTS_FILE: join(dir, "deployments.json"), INDEXER_CHAIN: "game", FINALITY_CONFIRMATIONS: "0", HEAD_POLL_INTERVAL_MS: "100" },
  });
  const head = await provider.getBlockNumber();
  await vi.waitFor(async () => expect(await countRows(db.orm, "processor_status", `height >= ${head}`), indexer.output().slice(-2000)).toBe(1), { timeout: 90_000, interval: 250 });
}, 400_000);

afterAll(async () => {
  await indexer?.stop();
  provider?.destroy();
  await game?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
  await db?.close();
});

describe.each(DECISION_TABLES.map((t) => [t.rules.replace("Rules", ""), t] as const))("indexed %s rounds", (_name, t) => {
  it("hold each decision as the contract recorded it, and every card the windows proved", async () => {
    const em = db.orm.em.fork();
    // The rounds played include escrowed decisions (a call, a double) and, at blackjack, cards shown by a later window.
    expect(await countRows(db.orm, "table_decision", `table_id = ${t.tableId} and extra_stake > 0`)).toBeGreaterThan(0);
    if (t.gameType === 7) expect(await countRows(db.orm, "table_round", `table_id = 7 and decision_window >= 2 and jsonb_path_exists(card_proofs, '$[*] ? (@.window >= 2)')`)).toBeGreaterThan(0);
    for (const roundId of played.get(t.tableId)!) {
      const row = await em.findOneOrFail(TableRound, { tableId: t.tableId, roundId });
      const n = Number(await contract(t.tableId).getFunction("betCount")(roundId));
      const onChain = await Promise.all(Array.from({ length: n }, (_, i) => contract(t.tableId).getFunction("betAt")(roundId, i)));
      const decisions = await em.find(TableDecision, { roundKey: row.id }, { orderBy: [{ betIndex: "asc" }, { window: "asc" }] });
      const actions = onChain.map((b, i) => [...b.actions].map(Number).map((a, w) => (a ? decisions.find((d) => d.betIndex === i && d.window === w + 1)?.action : 0)));
      expect(actions, `round ${roundId}`).toEqual(onChain.map((b) => [...b.actions].map(Number)));
      expect(decisions.length).toBe(onChain.flatMap((b) => [...b.actions].filter((a) => Number(a) > 0)).length);
      const bets = await em.find(TableBet, { roundKey: row.id }, { orderBy: { betIndex: "asc" } });
      expect(bets.map((b) => b.extraStake)).toEqual(onChain.map((b) => String(b.extraStake)));
      // The deal's cards at the rules' deal positions, then the extra cards from extraBase on.
      const cards = [...(await contract(t.tableId).getFunction("shownCards")(roundId))].map(Number);
      const dealt = [...(await contract(t.tableId).getFunction("dealPositions")())].map(Number);
      const extraBase = Number(await contract(t.tableId).getFunction("extraBase")());
      const positions = cards.map((_, i) => (i < dealt.length ? dealt[i]! : extraBase + i - dealt.length));
      expect(row.cardProofs!.map((c) => [c.position, c.card])).toEqual(positions.map((p, i) => [p, cards[i]]));
      expect(row.window).toBe(Number((await contract(t.tableId).getFunction("rounds")(roundId)).window));
    }
  });

  it("hold relayed decisions as direct ones: the decisions taken, each bet's extra stakes adding up to betAt's, from one DecisionsRelayed a window", async () => {
    const em = db.orm.em.fork();
    const list = rounds.get(t.tableId)!;
    expect(list.filter((r) => r.relayed && r.decisions.length > 0).length).toBeGreaterThan(0);
    for (const { roundId, relayed, decisions: taken } of list) {
      const row = await em.findOneOrFail(TableRound, { tableId: t.tableId, roundId });
      const decisions = await em.find(TableDecision, { roundKey: row.id }, { orderBy: [{ window: "asc" }, { betIndex: "asc" }] });
      // The same fields either way: the bet, the window, the hand, the action and the wallet that decided (signed).
      expect(decisions.map((d) => ({ betIndex: d.betIndex, window: d.window, hand: d.hand, action: d.action, player: d.player })), `round ${roundId}`).toEqual(taken);
      for (const [i, b] of (await em.find(TableBet, { roundKey: row.id }, { orderBy: { betIndex: "asc" } })).entries()) {
        const onChain = await contract(t.tableId).getFunction("betAt")(roundId, i);
        expect(decisions.filter((d) => d.betIndex === b.betIndex).reduce((sum, d) => sum + BigInt(d.extraStake), 0n)).toBe(onChain.extraStake as bigint);
      }
      // Each window's decisions share one transaction when relayed, through the table's relay, which logs no Decision.
      const hashes = [...new Set(decisions.map((d) => d.txHash))];
      expect(hashes.length).toBe(relayed ? new Set(decisions.map((d) => d.window)).size : decisions.length);
      for (const hash of hashes) {
        const receipt = (await provider.getTransactionReceipt(hash))!;
        const names = receipt.logs.map((l) => events.parseLog(l)?.name).filter((n) => n === "Decision" || n === "DecisionsRelayed");
        expect(names).toEqual(relayed ? ["DecisionsRelayed"] : ["Decision"]);
      }
    }
  });

  it("store the contract's outcome, a result and hands the engine re-derives, and payouts equal to the contract's and the engine's", async () => {
    const em = db.orm.em.fork();
    for (const roundId of played.get(t.tableId)!) {
      const row = await em.findOneOrFail(TableRound, { tableId: t.tableId, roundId });
      const r = await contract(t.tableId).getFunction("rounds")(roundId);
      const outcome = [...(await contract(t.tableId).getFunction("outcomeOf")(roundId))].map(Number);
      expect(row).toMatchObject({ state: "settled", outcome, root: r.root, clientSeed: r.clientSeed, serverSeed: r.serverSeed, totalStaked: String(r.staked), totalPaid: String(r.totalPaid) });
      const dealt = decisionOutcome(t.gameType, outcome);
      expect(row.result).toEqual(JSON.parse(JSON.stringify(dealt)));
      const bets = await em.find(TableBet, { roundKey: row.id }, { orderBy: { betIndex: "asc" } });
      const n = bets.length;
      const onChain = await Promise.all(Array.from({ length: n }, (_, i) => contract(t.tableId).getFunction("betAt")(roundId, i)));
      const decided = onChain.map((b) => ({ kind: Number(b.kind), amount: b.amount as bigint, actions: [...b.actions].map(Number) }));
      const played = { windows: Number(r.window), windowOpen: Boolean(r.settledInWindow) };
      const engine = settleDecisionBets(dealt, decided, played);
      expect(bets.map((b) => b.payout), `round ${roundId}`).toEqual(engine.map((e) => String(e.payout)));
      expect(bets.reduce((s, b) => s + BigInt(b.payout!), 0n)).toBe(r.totalPaid as bigint);
      for (const [i, b] of bets.entries()) {
        if (dealt.game !== "blackjack" || b.kind !== BlackjackBet.MAIN) {
          expect(b.hands).toBeNull();
          continue;
        }
        const engineBet = settleBlackjackBet(dealt, decided[i]!, played);
        expect(b.hands!.map((h) => [h.cards, h.doubled, h.fromSplit])).toEqual(engineBet.hands.map((h) => [h.cards, h.doubled, h.fromSplit]));
        // Each hand has its own result, and the hands (with insurance on a dealer blackjack) add up to the bet's payout.
        const insurance = engineBet.insured && dealt.dealerBlackjack ? 3n * (decided[i]!.amount / 2n) : 0n;
        expect(b.hands!.every((h) => ["win", "lose", "push", "blackjack"].includes(h.outcome!))).toBe(true);
        expect(b.hands!.reduce((sum, h) => sum + BigInt(h.payout!), insurance)).toBe(BigInt(b.payout!));
      }
    }
  });
});
