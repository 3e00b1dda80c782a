import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { configure } from "@testing-library/react";
import { ApolloLink } from "@apollo/client";
import { MockLink, MockSubscriptionLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { getMainDefinition } from "@apollo/client/utilities";
import { OperationTypeNode } from "graphql";
import { Observable } from "rxjs";
import { FavoriteGamesDocument, LobbyCategoriesDocument, SetFavoriteDocument } from "../../gql/graphql.js";
import { LobbyBannersDocument } from "../../gql/pages/graphql.js";
import type { Session } from "../../shared/session/SessionProvider.js";
import { ToastProvider } from "../../shared/ui/toasts.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession } from "../../testing/session.js";

// A busy machine can take more than the default second to render the lobby.
configure({ asyncUtilTimeout: 5000 });

/** How long the mocked server takes to answer setFavorite: the star must turn well before. */
export const FAVORITE_ANSWER_MS = 3000;

const NOW = Date.now();
const iso = (ms: number) => new Date(NOW + ms).toISOString();
const spin = (n: number) => ({ game: "roulette", number: n, color: n === 0 ? "green" : n % 2 ? "red" : "black" });
const area = (id: string, name: string, isOpen = true, opensAt: string | null = null) => ({ __typename: "Area", id, name, nameJa: null, isOpen, opensAt });
const round = (tableId: number, roundId: number, state: string, closesIn = 15_000) => ({
  __typename: "TableRound", id: `${tableId}:${roundId}`, tableId, gameType: 1, table: "0x01", roundId, state, openedAt: iso(-5_000), closesAt: iso(closesIn), result: null, shoeId: null,
});

export function lobbyTable(id: number, over: Record<string, unknown> = {}) {
  return {
    __typename: "Table", id, name: `Table ${id}`, nameJa: null, gameType: 1, minBet: "1000000", maxBet: "1000000000", floor: "GROUND", enabled: true, isOpen: true, opensAt: null,
    noCommission: false, bettingSeconds: 20, playersThisRound: 2, area: area("main-hall", "Main hall"), round: round(id, 7, "open"), recentResults: [spin(3)], ...over,
  };
}

export function lobbyGame(id: string, type: number, categories: string[], tables: ReturnType<typeof lobbyTable>[], over: Record<string, unknown> = {}) {
  return { __typename: "Game", id, type, name: id, nameJa: null, image: `/games/${id}.svg`, isHot: false, isNew: false, categories, isFavorite: false, isBonusGame: false, playable: true, tables, ...over };
}

/** Four games: roulette (a betting table with many results and a table in a closed area), baccarat, sic bo, and blackjack (opens soon). */
export const demoGames = () => [
  lobbyGame("roulette", 1, ["FEATURE", "HOT", "TOP"], [
    lobbyTable(1, { name: "Roulette", recentResults: Array.from({ length: 24 }, (_, i) => spin(i)) }),
    lobbyTable(3, { name: "Roulette Night", isOpen: false, opensAt: iso(150 * 60_000), area: area("night-pit", "Night pit", false, iso(150 * 60_000)), round: null, recentResults: [] }),
  ]),
  lobbyGame("baccarat", 2, ["FEATURE", "VIP", "TOP"], [lobbyTable(4, { name: "Baccarat", gameType: 2, noCommission: true, round: round(4, 9, "settled"), recentResults: [{ game: "baccarat", winner: "banker" }] })], { isFavorite: true }),
  lobbyGame("sic-bo", 4, ["HOT", "RECOMMEND"], [lobbyTable(9, { name: "Sic Bo", gameType: 4 })]),
  lobbyGame("blackjack", 7, ["RECOMMEND", "VIP"], [lobbyTable(14, { name: "Blackjack", gameType: 7, round: null, recentResults: [] })], { playable: false }),
];

const category = (id: string, nameEn: string, nameJa: string, sortOrder: number, gameIds: string[], builtIn = true) => ({ __typename: "Category", id, nameEn, nameJa, sortOrder, builtIn, gameIds });

/** The managed categories as the gateway lists them: the built-in ones (their games are the games' `categories`) and one made by staff. */
export const demoCategories = () => [
  category("feature", "Featured", "注目", 1, ["roulette", "baccarat"]),
  category("hot", "Hot", "人気", 2, ["roulette", "sic-bo"]),
  category("recommend", "Recommended", "おすすめ", 3, ["sic-bo", "blackjack"]),
  category("vip", "VIP", "VIP", 4, ["baccarat", "blackjack"]),
  category("top", "Top", "トップ", 5, ["roulette", "baccarat"]),
  category("card-games", "Card games", "カードゲーム", 0, ["baccarat", "blackjack"], false),
];

export interface LobbyBannerFixture { id: string; title: string; imageUrl: string; mobileImageUrl: string; link: string | null; sortOrder: number }

/** Renders `ui` over mocked queries (lobby, categories, banners, favourites, setFavorite) and a subscription link the test drives. */
export function renderLobby(ui: ReactNode, opts: { session?: Session; games?: ReturnType<typeof demoGames>; path?: string; banners?: LobbyBannerFixture[]; lobbyDelayMs?: number } = {}) {
  const games = opts.games ?? demoGames();
  const favoriteCalls: unknown[] = [];
  // The mocked server keeps the stars it is given: a lobby asked for later answers with them.
  const starred = new Set(games.filter((g) => g.isFavorite).map((g) => g.id));
  const withStars = () => games.map((g) => ({ ...g, isFavorite: starred.has(g.id) }));
  const events = new MockSubscriptionLink();
  const queries = new MockLink([
    { request: { query: FavoriteGamesDocument }, result: () => ({ data: { favoriteGames: withStars().filter((g) => g.isFavorite) } }), maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 },
    { request: { query: LobbyCategoriesDocument }, result: { data: { categories: demoCategories() } }, maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 },
    { request: { query: LobbyBannersDocument, variables: { location: 11 } }, result: { data: { banners: (opts.banners ?? []).map((b) => ({ __typename: "Banner", ...b })) } }, maxUsageCount: Number.POSITIVE_INFINITY, delay: 0 },
    {
      request: { query: SetFavoriteDocument, variables: (v: Record<string, unknown>) => (favoriteCalls.push(v), true) },
      result: (v: { gameId: string; favorite: boolean }) => {
        if (v.favorite) starred.add(v.gameId);
        else starred.delete(v.gameId);
        return { data: { setFavorite: { __typename: "Game", id: v.gameId, isFavorite: v.favorite } } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
      delay: FAVORITE_ANSWER_MS,
    },
  ]);
  // The lobby answers with the stars as they stood when it was asked, however late it lands.
  const lobby = new ApolloLink(() => {
    const answer = { data: { games: withStars() } };
    return new Observable((o) => {
      const t = setTimeout(() => (o.next(answer), o.complete()), opts.lobbyDelayMs ?? 0);
      return () => clearTimeout(t);
    });
  });
  // The round feed is driven by the test; other subscriptions (bets at each table) stay quiet.
  const quiet = new ApolloLink(() => new Observable(() => undefined));
  const link = ApolloLink.split(({ query }) => {
    const def = getMainDefinition(query);
    return def.kind === "OperationDefinition" && def.operation === OperationTypeNode.SUBSCRIPTION;
  }, ApolloLink.split(({ operationName }) => operationName === "RoundUpdated", events, quiet), ApolloLink.split(({ operationName }) => operationName === "LobbyGames", lobby, queries));
  renderWithIntl(
    <MockedProvider link={link}>
      <SessionFixture session={opts.session ?? testSession()}>
        <ToastProvider>
          <MemoryRouter initialEntries={[opts.path ?? "/"]}>{ui}</MemoryRouter>
        </ToastProvider>
      </SessionFixture>
    </MockedProvider>,
  );
  return { events, favoriteCalls, round };
}
