import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Wallet } from "ethers";
import { startTestGateway, type TestGateway } from "../../_test/gateway.js";
import { gql, signInAs, type SignedIn } from "../../_test/client.js";
import { BONUS_TOKEN, seedLobby, SUSD_TOKEN } from "../../_test/lobby.js";

let t: TestGateway;
let alice: SignedIn;
beforeAll(async () => {
  t = await startTestGateway({ BONUS_GAME_TOKEN: BONUS_TOKEN });
  await seedLobby(t.db.orm);
  alice = await signInAs(t.url, Wallet.createRandom());
});
afterAll(async () => t?.close());

const GAMES = `query($show: Boolean) { games(showBonusGames: $show) { id type name image erc20Address isHot isNew categories isFavorite isBonusGame playable tables { id } } }`;
const SET = `mutation($gameId: ID!, $favorite: Boolean!) { setFavorite(gameId: $gameId, favorite: $favorite) { id isFavorite } }`;
const FAVORITES = `{ favoriteGames { id isFavorite } }`;

describe("games", () => {
  it("lists enabled games in lobby order with their flags, categories and enabled tables, hiding the bonus game", async () => {
    const { data, errors } = await gql(t.url, GAMES);
    expect(errors).toBeUndefined();
    expect(data!.games).toEqual([
      { id: "roulette", type: 1, name: "Roulette", image: "/games/roulette.svg", erc20Address: SUSD_TOKEN, isHot: true, isNew: false, categories: ["FEATURE", "HOT"], isFavorite: false, isBonusGame: false, playable: true, tables: [{ id: 1 }, { id: 2 }] },
      { id: "baccarat", type: 2, name: "Baccarat", image: "/games/baccarat.svg", erc20Address: SUSD_TOKEN, isHot: false, isNew: true, categories: ["VIP"], isFavorite: false, isBonusGame: false, playable: true, tables: [{ id: 100 }] },
      { id: "blackjack", type: 7, name: "Blackjack", image: "/games/blackjack.svg", erc20Address: SUSD_TOKEN, isHot: false, isNew: false, categories: [], isFavorite: false, isBonusGame: false, playable: true, tables: [{ id: 200 }] },
    ]);
  });

  it("lists the bonus game only when showBonusGames is true", async () => {
    const { data } = await gql(t.url, GAMES, { show: true });
    expect(data!.games.map((g: { id: string; isBonusGame: boolean }) => [g.id, g.isBonusGame])).toEqual([["roulette", false], ["baccarat", false], ["blackjack", false], ["bonus-roulette", true]]);
  });
});

describe("favourites", () => {
  it("refuses favourites to a guest", async () => {
    expect((await gql(t.url, FAVORITES)).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
    expect((await gql(t.url, SET, { gameId: "roulette", favorite: true })).errors![0]!.extensions!.code).toBe("UNAUTHENTICATED");
  });

  it("keeps a player's favourites on the server, idempotently both ways, and shows them only to that player", async () => {
    expect((await gql(t.url, FAVORITES, {}, alice.headers)).data!.favoriteGames).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const set = await gql(t.url, SET, { gameId: "baccarat", favorite: true }, alice.headers);
      expect(set.data!.setFavorite).toEqual({ id: "baccarat", isFavorite: true });
    }
    await gql(t.url, SET, { gameId: "roulette", favorite: true }, alice.headers);
    expect((await gql(t.url, FAVORITES, {}, alice.headers)).data!.favoriteGames).toEqual([{ id: "roulette", isFavorite: true }, { id: "baccarat", isFavorite: true }]);
    const mine = await gql(t.url, GAMES, {}, alice.headers);
    expect(mine.data!.games.map((g: { isFavorite: boolean }) => g.isFavorite)).toEqual([true, true, false]);
    const guest = await gql(t.url, GAMES);
    expect(guest.data!.games.map((g: { isFavorite: boolean }) => g.isFavorite)).toEqual([false, false, false]);
    const bob = await signInAs(t.url, Wallet.createRandom());
    expect((await gql(t.url, FAVORITES, {}, bob.headers)).data!.favoriteGames).toEqual([]);

    for (let i = 0; i < 2; i++) {
      const unset = await gql(t.url, SET, { gameId: "baccarat", favorite: false }, alice.headers);
      expect(unset.data!.setFavorite).toEqual({ id: "baccarat", isFavorite: false });
    }
    expect((await gql(t.url, FAVORITES, {}, alice.headers)).data!.favoriteGames).toEqual([{ id: "roulette", isFavorite: true }]);
  });

  it("reads the new state after each of several changes in one operation", async () => {
    const res = await gql(t.url, `mutation { a: setFavorite(gameId: "blackjack", favorite: true) { isFavorite } b: setFavorite(gameId: "blackjack", favorite: false) { isFavorite } }`, {}, alice.headers);
    expect(res.data).toEqual({ a: { isFavorite: true }, b: { isFavorite: false } });
  });

  it("answers NOT_FOUND when the game does not exist", async () => {
    const res = await gql(t.url, SET, { gameId: "pachinko", favorite: true }, alice.headers);
    expect(res.errors![0]!.extensions!.code).toBe("NOT_FOUND");
  });
});

describe("areas", () => {
  it("lists areas with whether each is open now and when a closed one opens", async () => {
    const { data } = await gql(t.url, `{ areas { id name enable startUTCHour endUTCHour isOpen opensAt } }`);
    const [main, night] = data!.areas;
    expect(main).toEqual({ id: "main-hall", name: "Main hall", enable: true, startUTCHour: 0, endUTCHour: 0, isOpen: true, opensAt: null });
    expect(night).toMatchObject({ id: "night-pit", name: "Night pit", isOpen: false });
    const opensAt = new Date(night.opensAt);
    expect(opensAt.getUTCHours()).toBe(night.startUTCHour);
    expect(opensAt.getTime() - Date.now()).toBeGreaterThan(0);
    expect(opensAt.getTime() - Date.now()).toBeLessThanOrEqual(2 * 3600_000);
  });
});
