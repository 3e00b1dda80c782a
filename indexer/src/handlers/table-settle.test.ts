import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TableBet, TableRound } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { decodeOutcome, streamClientSeed } from "@sunrise/games";
import { blockHash, runBatch } from "../_test/handlers.js";
import type { HandlerContext } from "./context.js";
import { onBetPlaced, onBettingClosed, onPagePaid, onPlayerSeed, onRoundForfeited, onRoundOpened, onRoundRefunded, onRoundRevealed, onRoundSettled } from "./table.js";

let db: TestDatabase;
beforeAll(async () => (db = await createTestDatabase()));
afterAll(async () => db?.close());

const TABLE = "0x00000000000000000000000000000000000000c1";
const ALICE = "0x00000000000000000000000000000000000000e1";
const BOB = "0x00000000000000000000000000000000000000e2";
const CAROL = "0x00000000000000000000000000000000000000e3";
const DAVE = "0x00000000000000000000000000000000000000e4";
const SUSD = 1_000_000n;
const seed = (n: number) => `0x${String(n).padStart(64, "5")}`;
const SERVER_SEED = `0x${"ab".repeat(32)}`;

const open = (roundId: bigint) => (ctx: HandlerContext) => onRoundOpened(ctx, TABLE, { tableId: 1n, roundId, gameType: 1, commitment: `0x${"c".repeat(64)}`, openedAt: 1_795_000_000n, closesAt: 1_795_000_015n });
/** One placeBets: its bets, then the player's seed, as the contract logs them. */
const placeBets = (roundId: bigint, player: string, first: number, count: number, playerSeed: string) => async (ctx: HandlerContext) => {
  for (let i = 0; i < count; i++) onBetPlaced(ctx, TABLE, { tableId: 1n, roundId, betIndex: BigInt(first + i), player, kind: 1001, numbers: [17], amount: 2n * SUSD });
  await onPlayerSeed(ctx, TABLE, { roundId, player, seed: playerSeed });
};
const round = (roundId: number) => db.orm.em.fork().findOneOrFail(TableRound, { id: `${TABLE}:${roundId}` });
const payouts = async (roundId: number) => (await db.orm.em.fork().find(TableBet, { roundKey: `${TABLE}:${roundId}` }, { orderBy: { betIndex: "asc" } })).map((b) => b.payout);

describe("a stream round", () => {
  it("shows its client seed from the close: the close block's hash with the player seeds folded in log order", async () => {
    await runBatch(db, 20, open(1n));
    await runBatch(db, 21, placeBets(1n, ALICE, 0, 2, seed(1)));
    await runBatch(db, 22, async (ctx) => {
      await placeBets(1n, BOB, 2, 1, seed(2))(ctx);
      await placeBets(1n, ALICE, 3, 1, seed(3))(ctx);
    });
    await runBatch(db, 23, (ctx) => onBettingClosed(ctx, TABLE, { roundId: 1n, closedAt: 1_795_000_016n }));
    const r = await round(1);
    const seeds = [{ player: ALICE, seed: seed(1) }, { player: BOB, seed: seed(2) }, { player: ALICE, seed: seed(3) }];
    expect(r.playerSeeds).toEqual(seeds);
    expect(r).toMatchObject({ state: "closed", clientSeed: streamClientSeed(blockHash(23), seeds) });
    expect(r.clientSeed).not.toBe(streamClientSeed(blockHash(23), seeds.slice(0, 2)));
  });

  it("is revealed with the contract's outcome decoded by the engine, and settled only when its last page of bets is paid", async () => {
    const clientSeed = (await round(1)).clientSeed!;
    await runBatch(db, 24, async (ctx) => {
      await onRoundRevealed(ctx, TABLE, { roundId: 1n, clientSeed, serverSeed: SERVER_SEED, outcome: [17] });
      await onPagePaid(ctx, TABLE, { roundId: 1n, fromBet: 0n, payouts: [72n * SUSD, 72n * SUSD] });
    });
    expect(await round(1)).toMatchObject({ state: "revealed", outcome: [17], result: decodeOutcome(1, [17]), serverSeed: SERVER_SEED, totalPaid: null });
    expect(await payouts(1)).toEqual(["72000000", "72000000", null, null]);

    await runBatch(db, 25, (ctx) => onPagePaid(ctx, TABLE, { roundId: 1n, fromBet: 2n, payouts: [72n * SUSD] }));
    const notices = await runBatch(db, 26, async (ctx) => {
      await onPagePaid(ctx, TABLE, { roundId: 1n, fromBet: 3n, payouts: [72n * SUSD] });
      await onRoundSettled(ctx, TABLE, { roundId: 1n, clientSeed, totalStaked: 8n * SUSD, totalPaid: 288n * SUSD });
    });
    expect(await round(1)).toMatchObject({ state: "settled", totalStaked: "8000000", totalPaid: "288000000", result: { game: "roulette", number: 17 }, settledAt: new Date(Date.UTC(2026, 10, 22, 10, 0, 24)) });
    expect(await payouts(1)).toEqual(["72000000", "72000000", "72000000", "72000000"]);
    expect(notices).toContainEqual(["table_round", { id: `${TABLE}:1` }]);
  });

  it("is forfeited: what it owes is its total, each bet paid its worst case", async () => {
    await runBatch(db, 30, async (ctx) => {
      await open(2n)(ctx);
      await placeBets(2n, BOB, 0, 2, seed(4))(ctx);
    });
    await runBatch(db, 31, (ctx) => onBettingClosed(ctx, TABLE, { roundId: 2n, closedAt: 1_795_000_100n }));
    await runBatch(db, 40, async (ctx) => {
      await onRoundForfeited(ctx, TABLE, { roundId: 2n, totalOwed: 144n * SUSD });
      await onPagePaid(ctx, TABLE, { roundId: 2n, fromBet: 0n, payouts: [72n * SUSD, 72n * SUSD] });
    });
    expect(await round(2)).toMatchObject({ state: "forfeited", totalPaid: "144000000", outcome: null, result: null });
    expect(await payouts(2)).toEqual(["72000000", "72000000"]);
  });

  it("is paid page by page: each bet its own entry of its page, 0 for a loss, and only the winners' balances announced", async () => {
    await runBatch(db, 70, async (ctx) => {
      await open(4n)(ctx);
      await placeBets(4n, ALICE, 0, 1, seed(6))(ctx);
      await placeBets(4n, BOB, 1, 1, seed(7))(ctx);
      await placeBets(4n, CAROL, 2, 1, seed(8))(ctx);
      await placeBets(4n, DAVE, 3, 1, seed(9))(ctx);
      await placeBets(4n, CAROL, 4, 1, seed(10))(ctx);
    });
    await runBatch(db, 71, (ctx) => onBettingClosed(ctx, TABLE, { roundId: 4n, closedAt: 1_795_000_200n }));
    const clientSeed = (await round(4)).clientSeed!;
    const balances = (notices: [string, object][]) => notices.filter(([c]) => c === "balance").flatMap(([, p]) => (p as { addresses: string[] }).addresses);
    const first = await runBatch(db, 72, async (ctx) => {
      await onRoundRevealed(ctx, TABLE, { roundId: 4n, clientSeed, serverSeed: SERVER_SEED, outcome: [17] });
      await onPagePaid(ctx, TABLE, { roundId: 4n, fromBet: 0n, payouts: [0n, 72n * SUSD, 0n] });
    });
    expect(await payouts(4)).toEqual(["0", "72000000", "0", null, null]);
    expect(balances(first)).toEqual([BOB]);
    const second = await runBatch(db, 73, async (ctx) => {
      await onPagePaid(ctx, TABLE, { roundId: 4n, fromBet: 3n, payouts: [10n ** 24n + 1n, 0n] });
      await onRoundSettled(ctx, TABLE, { roundId: 4n, clientSeed, totalStaked: 10n * SUSD, totalPaid: 10n ** 24n + 1n + 72n * SUSD });
    });
    expect(await payouts(4)).toEqual(["0", "72000000", "0", "1000000000000000000000001", "0"]);
    expect(balances(second)).toEqual([DAVE]);
    expect(await round(4)).toMatchObject({ state: "settled", totalPaid: String(10n ** 24n + 1n + 72n * SUSD) });
  });

  it("is refunded when it never closed: every stake back", async () => {
    await runBatch(db, 50, async (ctx) => {
      await open(3n)(ctx);
      await placeBets(3n, ALICE, 0, 1, seed(5))(ctx);
    });
    await runBatch(db, 60, (ctx) => onRoundRefunded(ctx, TABLE, { roundId: 3n, totalRefunded: 2n * SUSD }));
    expect(await round(3)).toMatchObject({ state: "refunded", totalPaid: "2000000" });
    expect(await payouts(3)).toEqual(["2000000"]);
  });
});
