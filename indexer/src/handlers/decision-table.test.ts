import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TableBet, TableDecision, TableRound } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { runBatch } from "../_test/handlers.js";
import { onBetPlaced, onBettingClosed, onRoundOpened } from "./table.js";
import { onCardsProven, onDecision, onDecisionsRelayed, onRoundDealt, onWindowOpened } from "./decision-table.js";

const TABLE = "0x00000000000000000000000000000000000000b7";
const ALICE = "0x00000000000000000000000000000000000000e1";
const BOB = "0x00000000000000000000000000000000000000e2";
const SUSD = 1_000_000n;
const hex = (c: string) => `0x${c.repeat(64)}`;
const ROUND = `${TABLE}:1`;

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await runBatch(db, 10, async (ctx) => {
    await onRoundOpened(ctx, TABLE, { tableId: 7n, roundId: 1n, gameType: 7, commitment: hex("c"), openedAt: 1_795_000_000n, closesAt: 1_795_000_015n });
    onBetPlaced(ctx, TABLE, { tableId: 7n, roundId: 1n, betIndex: 0n, player: ALICE, kind: 7001, numbers: [], amount: 10n * SUSD });
    await onBettingClosed(ctx, TABLE, { roundId: 1n, closedAt: 1_795_000_016n });
  });
});
afterAll(async () => db?.close());

const round = () => db.orm.em.fork().findOneOrFail(TableRound, { id: ROUND });
const proven = (window: number, positions: number[], cards: number[]) => ({ roundId: 1n, window, positions, cards, salts: cards.map((_, i) => hex(String(i))), proofs: cards.map(() => [hex("f")]) });

describe("decision table handlers", () => {
  it("record the deal: state dealt, the client seed and deck root, the proven cards and the first window", async () => {
    const notices = await runBatch(db, 11, async (ctx) => {
      await onRoundDealt(ctx, TABLE, { roundId: 1n, clientSeed: hex("1"), root: hex("2") });
      await onCardsProven(ctx, TABLE, proven(1, [0, 1, 2], [9, 22, 0]));
      await onWindowOpened(ctx, TABLE, { roundId: 1n, window: 1, closesAt: 1_795_000_027n, settleBy: 1_795_003_627n });
    });
    expect(await round()).toMatchObject({
      state: "dealt", clientSeed: hex("1"), root: hex("2"), window: 1, windowClosesAt: new Date(1_795_000_027_000), settleBy: new Date(1_795_003_627_000),
      cardProofs: [{ position: 0, card: 9, window: 1 }, { position: 1, card: 22, window: 1 }, { position: 2, card: 0, window: 1 }],
    });
    expect(notices.filter(([c]) => c === "table_round")).toHaveLength(3);
  });

  it("store each decision once, adding its extra stake to the bet's escrow and announcing the player's balance", async () => {
    const decide = { tableId: 7n, roundId: 1n, betIndex: 0n, player: ALICE.toUpperCase().replace("0X", "0x"), hand: 0, window: 1, action: 3, extraStake: 10n * SUSD };
    const notices = await runBatch(db, 12, (ctx) => onDecision(ctx, TABLE, decide));
    // The same event indexed again (a batch redone after a restart) changes nothing.
    await runBatch(db, 12, (ctx) => onDecision(ctx, TABLE, decide));
    const em = db.orm.em.fork();
    expect(await em.find(TableDecision, { roundKey: ROUND })).toEqual([
      expect.objectContaining({ id: `${ROUND}:0:1`, tableId: 7, roundId: 1, betIndex: 0, player: ALICE, hand: 0, window: 1, action: 3, extraStake: "10000000", blockNumber: 12 }),
    ]);
    expect((await em.findOneOrFail(TableBet, { id: `${ROUND}:0` })).extraStake).toBe("10000000");
    expect(notices).toEqual([["balance", { addresses: [ALICE] }], ["table_round", { id: ROUND }]]);
  });

  it("store a relayed batch's decisions as the same rows and notices their own Decision events give", async () => {
    const decisions = [
      { betIndex: 0n, player: ALICE, hand: 1, action: 3, extraStake: 10n * SUSD },
      { betIndex: 1n, player: BOB, hand: 0, action: 1, extraStake: 0n },
    ];
    const word = (d: (typeof decisions)[number]) => BigInt(d.player) | (d.betIndex << 160n) | (BigInt(d.hand) << 176n) | (BigInt(d.action) << 184n) | (d.extraStake << 192n);
    // Round 2's decisions come relayed in one batch, round 3's one Decision each.
    for (const roundId of [2n, 3n]) {
      await runBatch(db, 20, async (ctx) => {
        await onRoundOpened(ctx, TABLE, { tableId: 7n, roundId, gameType: 7, commitment: hex("c"), openedAt: 1_795_000_000n, closesAt: 1_795_000_015n });
        onBetPlaced(ctx, TABLE, { tableId: 7n, roundId, betIndex: 0n, player: ALICE, kind: 7001, numbers: [], amount: 10n * SUSD });
        onBetPlaced(ctx, TABLE, { tableId: 7n, roundId, betIndex: 1n, player: BOB, kind: 7001, numbers: [], amount: 5n * SUSD });
      });
    }
    const relayed = await runBatch(db, 21, (ctx) => onDecisionsRelayed(ctx, TABLE, { tableId: 7n, roundId: 2n, window: 1, decisions: decisions.map(word) }));
    const direct = await runBatch(db, 21, async (ctx) => {
      for (const d of decisions) await onDecision(ctx, TABLE, { tableId: 7n, roundId: 3n, window: 1, ...d });
    });

    const em = db.orm.em.fork();
    const rowsOf = async (roundId: number) => {
      const rows = await em.find(TableDecision, { roundKey: `${TABLE}:${roundId}` }, { orderBy: { betIndex: "asc" } });
      return rows.map(({ id, roundKey, roundId: _r, ...row }) => ({ id: id.slice(roundKey.length), ...row }));
    };
    expect(await rowsOf(2)).toEqual(await rowsOf(3));
    expect(await rowsOf(2)).toEqual([
      expect.objectContaining({ id: ":0:1", betIndex: 0, player: ALICE, hand: 1, window: 1, action: 3, extraStake: "10000000" }),
      expect.objectContaining({ id: ":1:1", betIndex: 1, player: BOB, hand: 0, window: 1, action: 1, extraStake: "0" }),
    ]);
    const escrow = async (roundId: number) => (await em.find(TableBet, { roundKey: `${TABLE}:${roundId}` }, { orderBy: { betIndex: "asc" } })).map((b) => b.extraStake);
    expect(await escrow(2)).toEqual(["10000000", "0"]);
    expect(await escrow(3)).toEqual(await escrow(2));
    expect(relayed).toEqual(direct.map(([c, n]) => [c, c === "table_round" ? { id: `${TABLE}:2` } : n]));
    expect(relayed).toContainEqual(["balance", { addresses: [ALICE] }]);
  });

  it("append the cards a later window shows after the deal's", async () => {
    await runBatch(db, 13, async (ctx) => {
      await onCardsProven(ctx, TABLE, proven(2, [40], [51]));
      await onWindowOpened(ctx, TABLE, { roundId: 1n, window: 2, closesAt: 1_795_000_040n, settleBy: 1_795_003_640n });
    });
    const r = await round();
    expect(r.cardProofs!.map((c) => [c.position, c.card, c.window])).toEqual([[0, 9, 1], [1, 22, 1], [2, 0, 1], [40, 51, 2]]);
    expect(r.window).toBe(2);
  });
});
