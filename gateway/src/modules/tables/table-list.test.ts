import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Wallet } from "ethers";
import { GameTableConfig } from "@sunrise/db";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type GqlResult, type SignedIn } from "../../_test/client.js";
import { BONUS_TOKEN, contractOf, seedLobby, writeBet, writeRound } from "../../_test/lobby.js";

let t: TestGateway;
let alice: SignedIn;
let aliceSunc: string;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { id } }`;
const roulette = (n: number) => ({ game: "roulette", number: n, color: n % 2 ? "red" : "black" });

beforeAll(async () => {
  t = await startTestGateway({ BONUS_GAME_TOKEN: BONUS_TOKEN });
  await seedLobby(t.db.orm);
  for (let r = 1; r <= 30; r++) await writeRound(t.db.orm, { tableId: 1, roundId: r, result: roulette(r % 37) });
  const open = await writeRound(t.db.orm, { tableId: 1, roundId: 31, state: "open" });
  alice = await signInAs(t.url, Wallet.createRandom());
  aliceSunc = Wallet.createRandom().address;
  await gql(t.url, REGISTER, { input: { sunc: { version: 1, address: aliceSunc, encryptedPrivateKey: `v1:${"ab".repeat(12)}:${"cd".repeat(48)}` } } }, alice.headers);
  await writeBet(t.db.orm, open, 1, 0, aliceSunc, "5000000");
  await writeBet(t.db.orm, open, 1, 1, Wallet.createRandom().address);
  await writeBet(t.db.orm, open, 1, 2, aliceSunc, "2000000");
  await writeBet(t.db.orm, open, 1, 3, alice.address, "1000000");
});
afterAll(async () => t?.close());

const TABLE = `id name gameType contractAddress minBet maxBet floor enabled isOpen opensAt noCommission bettingSeconds
  game { id } area { id isOpen } round { roundId state closesAt myBets { betIndex amount } } playersThisRound recentResults(limit: 3)`;

describe("tables", () => {
  it("lists enabled tables of listed games with limits, floor, area, latest round, players and results", async () => {
    const { data, errors } = await gql(t.url, `{ tables { ${TABLE} } }`);
    expect(errors).toBeUndefined();
    expect(data!.tables.map((x: { id: number }) => x.id)).toEqual([1, 2, 100, 200]);
    const [first, second, vip] = data!.tables;
    expect(first).toEqual({
      id: 1, name: "Table 1", gameType: 1, contractAddress: contractOf(1), minBet: "1000000", maxBet: "1000000000", floor: "GROUND", enabled: true,
      isOpen: true, opensAt: null, noCommission: false, bettingSeconds: 15, game: { id: "roulette" }, area: { id: "main-hall", isOpen: true },
      round: { roundId: 31, state: "open", closesAt: "2026-11-22T10:15:45.000Z", myBets: [] }, playersThisRound: 3,
      recentResults: [roulette(30), roulette(29), roulette(28)],
    });
    expect(second).toMatchObject({ id: 2, floor: "FIRST", round: null, playersThisRound: 0, recentResults: [] });
    expect(vip).toMatchObject({ id: 100, gameType: 2, floor: "THIRD_VIP", noCommission: true, minBet: "100000000", isOpen: false, area: { id: "night-pit", isOpen: false } });
    expect(new Date(vip.opensAt).getTime()).toBeGreaterThan(Date.now());
  });

  it("filters by game type and shows the bonus game's tables only when asked", async () => {
    expect((await gql(t.url, `{ tables(gameType: 2) { id } }`)).data!.tables).toEqual([{ id: 100 }]);
    expect((await gql(t.url, `{ tables(gameType: 1) { id } }`)).data!.tables).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await gql(t.url, `{ tables(gameType: 1, showBonusGames: true) { id } }`)).data!.tables).toEqual([{ id: 1 }, { id: 2 }, { id: 300 }]);
  });

  it("shows the signed-in player's game-wallet and main-wallet bets of the round, none of others'", async () => {
    const { data } = await gql(t.url, `{ table(id: 1) { round { myBets { betIndex player amount } bets { betIndex } } } }`, {}, alice.headers);
    expect(data!.table.round.myBets).toEqual([
      { betIndex: 0, player: aliceSunc.toLowerCase(), amount: "5000000" },
      { betIndex: 2, player: aliceSunc.toLowerCase(), amount: "2000000" },
      { betIndex: 3, player: alice.address, amount: "1000000" },
    ]);
    expect(data!.table.round.bets.map((b: { betIndex: number }) => b.betIndex)).toEqual([0, 1, 2, 3]);
  });

  it("answers one table, a disabled one too, null for an unknown id and BAD_USER_INPUT below 1", async () => {
    expect((await gql(t.url, `{ table(id: 101) { id enabled isOpen } }`)).data!.table).toEqual({ id: 101, enabled: false, isOpen: false });
    expect((await gql(t.url, `{ table(id: 999) { id } }`)).data!.table).toBeNull();
    expect((await gql(t.url, `{ table(id: 0) { id } }`)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });

  it("refuses a recentResults limit outside 1..100", async () => {
    for (const limit of [0, 101]) {
      expect((await gql(t.url, `{ table(id: 1) { recentResults(limit: ${limit}) } }`)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    }
  });

  it("reads a list of tables in a fixed number of SQL statements whatever the number of tables", async () => {
    const logger = t.gateway.orm.config.getLogger();
    // The live feed reads the rounds just written on their notices: measure once it has gone quiet
    // (no statement for 300 ms), however long that takes on a loaded machine.
    const quiet = async () => {
      for (;;) {
        const spy = vi.spyOn(logger, "logQuery");
        await new Promise((r) => setTimeout(r, 300));
        const background = spy.mock.calls.length;
        spy.mockRestore();
        if (background === 0) return;
      }
    };
    const count = async () => {
      await quiet();
      const spy = vi.spyOn(logger, "logQuery");
      const res = await gql(t.url, `{ games { tables { ${TABLE} } } tables { ${TABLE} } }`);
      expect(res.errors).toBeUndefined();
      const n = spy.mock.calls.length;
      spy.mockRestore();
      return { n, tables: res.data!.tables.length as number };
    };
    const before = await count();
    const em = t.db.orm.em.fork();
    for (let id = 3; id <= 22; id++) {
      em.create(GameTableConfig, { id, name: `Table ${id}`, gameId: "roulette", areaId: "main-hall", floor: 1, contractAddress: contractOf(id), minBet: "1", maxBet: "2", noCommission: false, enabled: true, bettingSeconds: 15 });
    }
    await em.flush();
    for (let id = 3; id <= 22; id++) for (let r = 1; r <= 3; r++) await writeRound(t.db.orm, { tableId: id, roundId: r, state: r === 3 ? "open" : "settled", result: r === 3 ? null : roulette(r) });
    const after = await count();
    expect(after.tables).toBe(before.tables + 20);
    expect(after.n).toBe(before.n);
    expect(after.n).toBeLessThanOrEqual(12);
  });
});

describe("tableRounds", () => {
  type Page = { edges: { cursor: string; node: { roundId: number } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
  const PAGE = `query($first: Int, $after: String) { tableRounds(tableId: 1, first: $first, after: $after) { edges { cursor node { roundId bets { betIndex } } } pageInfo { hasNextPage endCursor } } }`;

  it("pages through a table's rounds newest first with no duplicates or gaps", async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const res: GqlResult<{ tableRounds: Page }> = await gql(t.url, PAGE, { first: 7, after });
      expect(res.errors).toBeUndefined();
      const conn: Page = res.data!.tableRounds;
      seen.push(...conn.edges.map((e) => e.node.roundId));
      if (!conn.pageInfo.hasNextPage) break;
      expect(conn.pageInfo.endCursor).toBe(conn.edges.at(-1)!.cursor);
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual(Array.from({ length: 31 }, (_, i) => 31 - i));
  });

  it("carries each round's bets and an empty last page", async () => {
    const first = await gql(t.url, PAGE, { first: 1 });
    expect(first.data!.tableRounds.edges[0].node).toEqual({ roundId: 31, bets: [{ betIndex: 0 }, { betIndex: 1 }, { betIndex: 2 }, { betIndex: 3 }] });
    const all = await gql(t.url, PAGE, { first: 31 });
    expect(all.data!.tableRounds.pageInfo.hasNextPage).toBe(false);
    const none = await gql(t.url, PAGE, { first: 5, after: all.data!.tableRounds.pageInfo.endCursor });
    expect(none.data!.tableRounds).toEqual({ edges: [], pageInfo: { hasNextPage: false, endCursor: null } });
  });

  it("refuses first outside 1..100, a cursor it did not issue and a table id below 1", async () => {
    for (const vars of [{ first: 0 }, { first: 101 }, { first: 5, after: "nonsense" }, { first: 5, after: Buffer.from('["x",1]').toString("base64url") }]) {
      expect((await gql(t.url, PAGE, vars)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    }
    expect((await gql(t.url, `{ tableRounds(tableId: 0) { edges { cursor } } }`)).errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });
});
