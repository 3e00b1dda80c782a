import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RankingDocument, type RankingFieldsFragment } from "../../gql/pages/graphql.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { RankingPage } from "./RankingPage.js";

type Ranking = RankingFieldsFragment & { __typename: "Ranking" };
const DAY = { periodStart: "2026-11-23T00:00:00.000Z", periodEnd: "2026-11-24T00:00:00.000Z" };
const WEEK = { periodStart: "2026-11-23T00:00:00.000Z", periodEnd: "2026-11-30T00:00:00.000Z" };
const game = (gameType: number, players: number, bets: number, rank: number) => ({
  __typename: "PopularGame" as const, rank, gameType, gameId: `g${gameType}`, gameName: null, players, bets, wagered: String(bets * 5_000_000),
  tables: [{ __typename: "PopularTable" as const, rank: 1, tableId: gameType * 10, tableName: `Table ${gameType * 10}`, tableNameJa: `テーブル ${gameType * 10}`, players, bets, wagered: String(bets * 5_000_000) }],
});
const win = (rank: number, multiplier: string) => ({
  __typename: "BigWin" as const, rank, player: "0x7099…79c8", gameType: 1, gameId: "roulette", gameName: "Roulette", tableId: 1, tableName: "Roulette", tableNameJa: null, amount: "1000000", payout: String(Number(multiplier) * 1_000_000), multiplier, placedAt: "2026-11-23T10:00:00.000Z",
});
const ranking = (period: string, kind: "POPULAR" | "VOLATILITY", range: typeof DAY, over: Partial<Ranking> = {}): Ranking => ({
  __typename: "Ranking", id: `${period}:${kind}:${range.periodStart.slice(0, 10)}`, period: period as Ranking["period"], kind, ...range, popular: [], volatility: [], ...over,
});
const answer = (period: string, kind: "POPULAR" | "VOLATILITY", data: Ranking) => always({ request: { query: RankingDocument, variables: { period, kind, first: 20 } }, result: { data: { rankings: data } } });

const mocks = [
  answer("DAILY", "POPULAR", ranking("DAILY", "POPULAR", DAY, { popular: [game(1, 3, 12, 1), game(2, 1, 4, 2)] })),
  answer("DAILY", "VOLATILITY", ranking("DAILY", "VOLATILITY", DAY, { volatility: [win(1, "35.0000"), win(2, "1.9500")] })),
  answer("WEEKLY", "POPULAR", ranking("WEEKLY", "POPULAR", WEEK)),
  answer("WEEKLY", "VOLATILITY", ranking("WEEKLY", "VOLATILITY", WEEK)),
];

describe("/ranking", () => {
  it("shows today's popular games and biggest wins with what each list means", async () => {
    renderPlayer(<RankingPage />, { path: "/ranking", mocks });
    const popular = await screen.findByTestId("popular-list");
    expect(within(popular).getAllByTestId("popular-game").map((r) => r.dataset.gameType)).toEqual(["1", "2"]);
    expect(within(popular).getAllByTestId("popular-players").map((c) => c.textContent)).toEqual(["3", "1"]);
    expect(screen.getByTestId("ranking-popular-definition").textContent).toMatch(/different players/);
    expect(screen.getByTestId("ranking-volatility-definition").textContent).toMatch(/multiplier \(payout ÷ stake\)/);
    expect(screen.getByTestId("ranking-periods-note").textContent).toMatch(/3 Oct 2022 minus 200 weeks/);
    expect((await screen.findAllByTestId("multiplier")).map((m) => m.textContent)).toEqual(["35×", "1.95×"]);
    expect(screen.getByRole("tab", { name: "Daily" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByTestId("ranking-popular-range").textContent).toBe("Nov 23, 2026 (UTC)");
    await userEvent.click(within(popular).getAllByRole("button", { name: /Show its tables/ })[0]!);
    expect(within(popular).getByTestId("popular-table").textContent).toContain("Table 10");
  });

  it("names tables in Japanese on Japanese pages when the back office gave them a Japanese name", async () => {
    renderPlayer(<RankingPage />, { path: "/ranking", mocks, locale: "ja" });
    const popular = await screen.findByTestId("popular-list");
    await userEvent.click(within(popular).getAllByRole("button", { expanded: false })[0]!);
    expect(within(popular).getByTestId("popular-table").textContent).toContain("テーブル 10");
    // A big win's table without a Japanese name keeps its English one.
    expect((await screen.findAllByTestId("big-win"))[0]!.textContent).toContain("Roulette");
  });

  it("switches to the week of SPEC §9, kept in the address", async () => {
    const { router } = renderPlayer(<RankingPage />, { path: "/ranking", mocks });
    await screen.findByTestId("popular-list");
    await userEvent.click(screen.getByRole("tab", { name: "Weekly" }));
    expect(router.state.location.search).toBe("?period=weekly");
    expect(await screen.findByTestId("popular-empty")).toBeTruthy();
    expect(screen.getByTestId("ranking-popular-range").textContent).toBe("Nov 23, 2026 – Nov 29, 2026 (UTC)");
  });

  it("moves the popular list live as bets change it, without a reload", async () => {
    const { events } = renderPlayer(<RankingPage />, { path: "/ranking", mocks, live: ["RankingUpdated"] });
    const popular = await screen.findByTestId("popular-list");
    expect(within(popular).getAllByTestId("popular-game").map((r) => r.dataset.gameType)).toEqual(["1", "2"]);
    act(() => events.simulateResult({ result: { data: { rankingUpdated: ranking("DAILY", "POPULAR", DAY, { popular: [game(2, 5, 20, 1), game(1, 3, 12, 2)] }) } } }));
    await waitFor(() => expect(within(screen.getByTestId("popular-list")).getAllByTestId("popular-game").map((r) => r.dataset.gameType)).toEqual(["2", "1"]));
    // The volatility list (its own query, which may answer after the popular one) is not touched by a popular update.
    expect(await screen.findAllByTestId("big-win")).toHaveLength(2);
  });
});
