import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { startTestGateway, type TestGateway } from "../_test/gateway.js";
import { gql, signInAs } from "../_test/client.js";
import { BONUS_TOKEN, closedHours, seedLobby, SUSD_TOKEN, writeRound } from "../_test/lobby.js";

let t: TestGateway;
const roulette = (n: number) => ({ game: "roulette", number: n, color: n % 2 ? "red" : "black" });
const baccarat = (winner: string) => ({ game: "baccarat", winner });

beforeAll(async () => {
  t = await startTestGateway({ BONUS_GAME_TOKEN: BONUS_TOKEN });
  await seedLobby(t.db.orm);
  // Two roulette tables interleaved in time, an open round and a baccarat table.
  for (let r = 1; r <= 4; r++) {
    await writeRound(t.db.orm, { tableId: 1, roundId: 2 * r, result: roulette(r) });
    await writeRound(t.db.orm, { tableId: 2, roundId: 2 * r + 1, result: roulette(10 + r) });
  }
  await writeRound(t.db.orm, { tableId: 1, roundId: 20, state: "open" });
  await writeRound(t.db.orm, { tableId: 100, gameType: 2, roundId: 1, result: baccarat("player") });
});
afterAll(async () => t?.close());

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${t.url}${path}`, { headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
};

describe("GET /api/games", () => {
  it("lists the games with SPEC fields, never cached, hiding the bonus game unless asked", async () => {
    const res = await get("/api/games");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body[0]).toEqual({ _id: "roulette", type: 1, name: "Roulette", erc20Address: SUSD_TOKEN, image: "/games/roulette.svg", isFavorite: false, isHot: true, isNew: false, categories: ["feature", "hot"] });
    expect(res.body.map((g: { _id: string }) => g._id)).toEqual(["roulette", "baccarat", "blackjack"]);
    expect((await get("/api/games?showBonusGames=true")).body.map((g: { _id: string }) => g._id)).toEqual(["roulette", "baccarat", "blackjack", "bonus-roulette"]);
  });

  it("marks the signed-in player's favourites", async () => {
    const s = await signInAs(t.url, Wallet.createRandom());
    await gql(t.url, `mutation { setFavorite(gameId: "baccarat", favorite: true) { id } }`, {}, s.headers);
    const res = await get("/api/games", s.headers);
    expect(res.body.map((g: { _id: string; isFavorite: boolean }) => [g._id, g.isFavorite])).toEqual([["roulette", false], ["baccarat", true], ["blackjack", false]]);
  });

  it("answers 400 BAD_USER_INPUT to a flag that is not true or false", async () => {
    const res = await get("/api/games?showBonusGames=maybe");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "BAD_USER_INPUT", message: "showBonusGames must be true or false" } });
  });
});

describe("GET /api/v1/AggregatedGameHistory", () => {
  it("answers each listed game's results across its tables, newest first", async () => {
    const res = await get("/api/v1/AggregatedGameHistory?select=history%20game");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { game: "roulette", history: [roulette(14), roulette(4), roulette(13), roulette(3), roulette(12), roulette(2), roulette(11), roulette(1)] },
      { game: "baccarat", history: [baccarat("player")] },
      { game: "blackjack", history: [] },
    ]);
  });

  it("filters by game in bracket or JSON style, limits, and selects fields", async () => {
    expect((await get("/api/v1/AggregatedGameHistory?select=history+game&filter[game]=baccarat")).body).toEqual([{ game: "baccarat", history: [baccarat("player")] }]);
    const json = encodeURIComponent(JSON.stringify({ game: { $in: ["roulette"] } }));
    expect((await get(`/api/v1/AggregatedGameHistory?filter=${json}&limit=2&select=history`)).body).toEqual([{ history: [roulette(14), roulette(4)] }]);
    expect((await get("/api/v1/AggregatedGameHistory?filter[game]=pachinko")).body).toEqual([]);
  });

  it("answers 400 BAD_USER_INPUT to a bad select, filter or limit", async () => {
    for (const q of ["select=history%20password", "filter=%7Bnot-json", "filter[user]=x", "limit=abc", "limit=0", "limit=101", "showBonusGames=2"]) {
      const res = await get(`/api/v1/AggregatedGameHistory?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code, q).toBe("BAD_USER_INPUT");
    }
  });
});

describe("GET /api/v1/Area", () => {
  it("lists areas with SPEC fields", async () => {
    const res = await get("/api/v1/Area");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { _id: "main-hall", name: "Main hall", enable: true, startUTCHour: 0, endUTCHour: 0 },
      { _id: "night-pit", name: "Night pit", enable: true, ...closedHours() },
    ]);
    expect((await get("/api/v1/Area?filter[enable]=false")).body).toEqual([]);
  });

  it("answers 400 BAD_USER_INPUT to a malformed filter", async () => {
    for (const q of ["filter=%5B1%5D", "filter[name]=x", "filter[enable]=perhaps"]) {
      const res = await get(`/api/v1/Area?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error.code, q).toBe("BAD_USER_INPUT");
    }
  });
});
