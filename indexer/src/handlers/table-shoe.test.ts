import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TableRound, TableShoe } from "@sunrise/db";
import { createTestDatabase, type TestDatabase } from "@sunrise/db/testing";
import { decodeOutcome } from "@sunrise/games";
import { runBatch } from "../_test/handlers.js";
import type { HandlerContext } from "./context.js";
import { onBettingClosed, onRoundCardsProven, onRoundOpened, onRoundRevealed } from "./table.js";
import { onShoeAbandoned, onShoeDealing, onShoeFinished, onShoeRevealed, onShoeStarted } from "./table-shoe.js";

let db: TestDatabase;
beforeAll(async () => (db = await createTestDatabase()));
afterAll(async () => db?.close());

const TABLE = "0x00000000000000000000000000000000000000d2";
const ZERO = `0x${"0".repeat(64)}`;
const h = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const SHOE_CLIENT_SEED = h(0xc11e);

const shoe = (shoeId: number) => db.orm.em.fork().findOneOrFail(TableShoe, { id: `${TABLE}:${shoeId}` });
const round = (roundId: number) => db.orm.em.fork().findOneOrFail(TableRound, { id: `${TABLE}:${roundId}` });
const open = (roundId: bigint) => (ctx: HandlerContext) => onRoundOpened(ctx, TABLE, { tableId: 2n, roundId, gameType: 2, commitment: ZERO, openedAt: 1_795_000_000n, closesAt: 1_795_000_015n });
/** A baccarat round's settle: its cards proven from `first`, then revealed. */
const settle = (roundId: bigint, first: number, cards: number[]) => async (ctx: HandlerContext) => {
  await onBettingClosed(ctx, TABLE, { roundId, closedAt: 1_795_000_016n });
  await onRoundCardsProven(ctx, TABLE, { roundId, shoeId: 1n, firstPosition: BigInt(first), cards, salts: cards.map((_, i) => h(100 + first + i)), proofs: cards.map((_, i) => [h(200 + i), h(300 + i)]) });
  await onRoundRevealed(ctx, TABLE, { roundId, clientSeed: SHOE_CLIENT_SEED, serverSeed: ZERO, outcome: cards });
};

describe("a shoe", () => {
  it("is committed, then deals from its first position once its root is published; a round opened in the same batch belongs to it", async () => {
    const notices = await runBatch(db, 10, async (ctx) => {
      await onShoeStarted(ctx, TABLE, { tableId: 2n, shoeId: 1n, commitment: h(1), startedBlock: 10n });
      await onShoeDealing(ctx, TABLE, { shoeId: 1n, clientSeed: SHOE_CLIENT_SEED, root: h(2), cutIndex: 350, burnCard: 9, firstPosition: 11 });
      await open(1n)(ctx);
    });
    expect(await shoe(1)).toMatchObject({ state: "dealing", commitment: h(1), startedBlock: 10, clientSeed: SHOE_CLIENT_SEED, root: h(2), cutIndex: 350, burnCard: 9, firstPosition: 11, position: 11, roundCount: 0 });
    expect(await round(1)).toMatchObject({ state: "open", shoeId: 1, clientSeed: SHOE_CLIENT_SEED, firstPosition: null });
    expect(notices).toContainEqual(["table_shoe", { id: `${TABLE}:1` }]);
  });

  it("records each round's proven cards and outcome, and deals on from after them", async () => {
    // Player 9+K = 9, banker 2+3 = 5: naturals stand, four cards.
    const first = [8, 1, 12, 2];
    await runBatch(db, 12, settle(1n, 11, first));
    const r1 = await round(1);
    expect(r1).toMatchObject({ state: "revealed", shoeId: 1, firstPosition: 11, outcome: first, result: decodeOutcome(2, first), serverSeed: null, clientSeed: SHOE_CLIENT_SEED });
    expect(r1.cardProofs).toEqual(first.map((card, i) => ({ position: 11 + i, card, salt: h(111 + i), proof: [h(200 + i), h(300 + i)] })));
    expect(await shoe(1)).toMatchObject({ position: 15, roundCount: 1 });

    await runBatch(db, 13, open(2n));
    const second = [0, 1, 2, 3, 4];
    await runBatch(db, 14, settle(2n, 15, second));
    expect(await shoe(1)).toMatchObject({ position: 20, roundCount: 2 });
    expect((await round(2)).cardProofs!.map((c) => c.position)).toEqual([15, 16, 17, 18, 19]);
  });

  it("finishes past the cut and is revealed with its seed; the next shoe starts at 1 again for its rounds", async () => {
    await runBatch(db, 15, (ctx) => onShoeFinished(ctx, TABLE, { shoeId: 1n, lastPosition: 19 }));
    expect(await shoe(1)).toMatchObject({ state: "finished", lastPosition: 19 });
    await runBatch(db, 16, (ctx) => onShoeRevealed(ctx, TABLE, { shoeId: 1n, serverSeed: h(0x5eed) }));
    expect(await shoe(1)).toMatchObject({ state: "revealed", serverSeed: h(0x5eed), revealedAt: new Date(Date.UTC(2026, 10, 22, 10, 0, 16)) });

    await runBatch(db, 17, (ctx) => onShoeStarted(ctx, TABLE, { tableId: 2n, shoeId: 2n, commitment: h(3), startedBlock: 17n }));
    await runBatch(db, 18, open(3n));
    // No shoe is dealing (shoe 2 awaits its root): the round names none.
    expect(await round(3)).toMatchObject({ shoeId: null });
  });

  it("is abandoned when its root never came", async () => {
    await runBatch(db, 300, (ctx) => onShoeAbandoned(ctx, TABLE, { shoeId: 2n }));
    expect(await shoe(2)).toMatchObject({ state: "abandoned", root: null });
  });
});
