import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TableRound, TableShoe, type CardProof } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql } from "../../_test/client.js";
import { contractOf, hash, seedLobby, writeRound } from "../../_test/lobby.js";

let t: TestGateway;
const BACCARAT = 100;
const PLAYER = "0x00000000000000000000000000000000000000e7";
const table = contractOf(BACCARAT);
const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute));
const win = (n: number) => ({ game: "baccarat", winner: n % 2 ? "player" : "banker", round: n });
const proofsFrom = (first: number, cards: number[]): CardProof[] => cards.map((card, i) => ({ position: first + i, card, salt: hash(900 + first + i), proof: [hash(800 + i), hash(700 + i)] }));

async function writeShoe(shoeId: number, s: Partial<TableShoe>): Promise<void> {
  const em = t.db.orm.em.fork();
  em.create(TableShoe, {
    id: `${table}:${shoeId}`, table, tableId: BACCARAT, shoeId, state: "dealing", commitment: hash(shoeId), startedBlock: 10 * shoeId, startedAt: at(shoeId), startTx: hash(50 + shoeId),
    clientSeed: hash(60 + shoeId), root: hash(70 + shoeId), cutIndex: 350, burnCard: 4, firstPosition: 6, position: 6, dealingAt: at(shoeId), roundCount: 0, ...s,
  });
  await em.flush();
}

/** A baccarat round as the indexer writes it: dealt from `shoeId` at `first` with proven cards. */
async function writeShoeRound(roundId: number, shoeId: number | null, state: string, first?: number): Promise<void> {
  await writeRound(t.db.orm, { tableId: BACCARAT, gameType: 2, roundId, state, result: first === undefined ? null : win(roundId) });
  const cards = [roundId, 13 + roundId, 26 + roundId, 39 + roundId];
  await t.db.orm.em.fork().nativeUpdate(TableRound, { id: `${table}:${roundId}` }, {
    commitment: `0x${"0".repeat(64)}`, shoeId, firstPosition: first ?? null, outcome: first === undefined ? null : cards, cardProofs: first === undefined ? null : proofsFrom(first, cards),
    clientSeed: shoeId ? hash(60 + shoeId) : null, ...(state === "forfeited" ? { totalPaid: "39000000" } : {}),
  });
}

beforeAll(async () => {
  t = await startTestGateway();
  await seedLobby(t.db.orm);
  await writeShoe(1, { state: "revealed", position: 18, lastPosition: 17, finishedAt: at(20), serverSeed: hash(99), revealedAt: at(21), roundCount: 3 });
  await writeShoe(2, { position: 14, roundCount: 2 });
  for (const [roundId, first] of [[1, 6], [2, 10], [3, 14]] as const) await writeShoeRound(roundId, 1, "settled", first);
  await writeShoeRound(4, 2, "settled", 6);
  await writeShoeRound(5, 2, "revealed", 10);
  await writeShoeRound(6, 2, "forfeited");
  await writeShoeRound(7, 2, "open");
  for (let r = 1; r <= 3; r++) await writeRound(t.db.orm, { tableId: 1, roundId: r, result: { game: "roulette", number: r, color: "red" } });
  await t.db.orm.em.fork().nativeUpdate(TableRound, { id: `${contractOf(1)}:3` }, { playerSeeds: [{ player: PLAYER, seed: hash(501) }, { player: PLAYER, seed: hash(502) }], outcome: [3] });
});
afterAll(async () => t?.close());

const SHOE = `shoeId state commitment startedBlock clientSeed root cutIndex burnCard firstPosition position lastPosition serverSeed finishedAt revealedAt roundCount`;

describe("a shoe table", () => {
  it("shows the shoe being dealt, and results of that shoe only: the roads reset with the shoe", async () => {
    const { data, errors } = await gql(t.url, `{ table(id: ${BACCARAT}) { currentShoe { ${SHOE} } recentResults round { roundId state shoeId shoe { shoeId } } } }`);
    expect(errors).toBeUndefined();
    expect(data!.table.currentShoe).toEqual({
      shoeId: 2, state: "dealing", commitment: hash(2), startedBlock: 20, clientSeed: hash(62), root: hash(72), cutIndex: 350, burnCard: 4, firstPosition: 6, position: 14,
      lastPosition: null, serverSeed: null, finishedAt: null, revealedAt: null, roundCount: 2,
    });
    expect(data!.table.recentResults).toEqual([win(5), win(4)]);
    expect(data!.table.round).toEqual({ roundId: 7, state: "open", shoeId: 2, shoe: { shoeId: 2 } });
  });

  it("lists one shoe's rounds with their proven cards and outcome codes", async () => {
    const { data, errors } = await gql(t.url, `{ tableRounds(tableId: ${BACCARAT}, shoeId: 1) { edges { node { roundId state shoeId firstPosition outcome cardProofs { position card salt proof } shoe { state serverSeed } } } } }`);
    expect(errors).toBeUndefined();
    const rounds = data!.tableRounds.edges.map((e: { node: unknown }) => e.node);
    expect(rounds.map((r: { roundId: number }) => r.roundId)).toEqual([3, 2, 1]);
    expect(rounds[0]).toEqual({
      roundId: 3, state: "settled", shoeId: 1, firstPosition: 14, outcome: [3, 16, 29, 42], cardProofs: proofsFrom(14, [3, 16, 29, 42]), shoe: { state: "revealed", serverSeed: hash(99) },
    });
  });

  it("shows a forfeited round with what it owes and no outcome", async () => {
    const { data } = await gql(t.url, `{ tableRounds(tableId: ${BACCARAT}, shoeId: 2, first: 2) { edges { node { roundId state outcome result cardProofs { card } totalPaid } } } }`);
    expect(data!.tableRounds.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { roundId: 7, state: "open", outcome: null, result: null, cardProofs: null, totalPaid: null },
      { roundId: 6, state: "forfeited", outcome: null, result: null, cardProofs: null, totalPaid: "39000000" },
    ]);
  });

  it("finds a shoe by table and number, null when there is none, and refuses a shoe id below 1", async () => {
    const one = await gql(t.url, `{ tableShoe(tableId: ${BACCARAT}, shoeId: 1) { id ${SHOE} } }`);
    expect(one.data!.tableShoe).toMatchObject({ id: `${table}:1`, shoeId: 1, state: "revealed", lastPosition: 17, serverSeed: hash(99), roundCount: 3 });
    expect((await gql(t.url, `{ tableShoe(tableId: ${BACCARAT}, shoeId: 9) { id } }`)).data!.tableShoe).toBeNull();
    for (const q of [`{ tableShoe(tableId: ${BACCARAT}, shoeId: 0) { id } }`, `{ tableRounds(tableId: ${BACCARAT}, shoeId: 0) { edges { cursor } } }`]) {
      expect((await gql(t.url, q)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    }
  });

  it("gives the lobby the current shoe's results for a shoe table", async () => {
    const { data } = await gql(t.url, `{ lobby { tableId recentResults } }`);
    expect(data!.lobby.find((l: { tableId: number }) => l.tableId === BACCARAT).recentResults).toEqual([win(5), win(4)]);
  });
});

describe("a stream table", () => {
  it("has no shoe, and its results are not limited to one", async () => {
    const { data } = await gql(t.url, `{ table(id: 1) { currentShoe { shoeId } recentResults round { shoeId shoe { shoeId } } } }`);
    expect(data!.table).toEqual({ currentShoe: null, recentResults: [3, 2, 1].map((n) => ({ game: "roulette", number: n, color: "red" })), round: { shoeId: null, shoe: null } });
  });

  it("gives one round with the player seeds folded into its client seed, in log order", async () => {
    const { data } = await gql(t.url, `{ tableRound(tableId: 1, roundId: 3) { roundId outcome playerSeeds { id player seed } } none: tableRound(tableId: 1, roundId: 99) { id } }`);
    const id = `${contractOf(1)}:3`;
    expect(data).toEqual({ tableRound: { roundId: 3, outcome: [3], playerSeeds: [{ id: `${id}:0`, player: PLAYER, seed: hash(501) }, { id: `${id}:1`, player: PLAYER, seed: hash(502) }] }, none: null });
    expect((await gql(t.url, `{ tableRound(tableId: 1, roundId: 0) { id } }`)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });
});

describe("a shoe awaiting its root", () => {
  it("is at position 0, as the contract holds it", async () => {
    await writeShoe(3, { state: "committed", clientSeed: null, root: null, cutIndex: null, burnCard: null, firstPosition: null, position: null, dealingAt: null });
    const { data } = await gql(t.url, `{ tableShoe(tableId: ${BACCARAT}, shoeId: 3) { state position root } }`);
    expect(data!.tableShoe).toEqual({ state: "committed", position: 0, root: null });
  });
});
