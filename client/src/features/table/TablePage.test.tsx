import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { RouletteBet } from "@sunrise/games";
import { TableDocument, TableHistoryDocument } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession } from "../../testing/session.js";
import { ToastProvider } from "../../shared/ui/toasts.js";
import { TablePage } from "./TablePage.js";

const T = "0x00000000000000000000000000000000000000aa";
const bet = (i: number, player: string, kind: number, numbers: number[], amount: string) => ({
  __typename: "TableBet" as const, id: `${T}:7:${i}`, roundKey: `${T}:7`, tableId: 1, betIndex: i, player, kind, numbers, amount, payout: null, extraStake: "0", refunded: false, placedAt: "2026-11-22T10:00:00.000Z",
});

function table(over: Record<string, unknown> = {}, round: Record<string, unknown> = {}) {
  return {
    __typename: "Table" as const, id: 1, name: "Roulette Royale", nameJa: null, gameType: 1, contractAddress: T, minBet: "1000000", maxBet: "1000000000", floor: "GROUND", enabled: true,
    isOpen: true, opensAt: null, noCommission: false, bettingSeconds: 20, playersThisRound: 1, recentResults: [{ game: "roulette", number: 17, color: "black" }], currentShoe: null,
    game: { __typename: "Game" as const, id: "roulette", name: "Roulette", nameJa: null, erc20Address: "0x02", playable: true },
    area: { __typename: "Area" as const, id: "main", name: "Main hall", nameJa: null, isOpen: true, opensAt: null },
    round: {
      __typename: "TableRound" as const, id: `${T}:7`, tableId: 1, gameType: 1, roundId: 7, state: "open", openedAt: new Date().toISOString(), closesAt: new Date(Date.now() + 15_000).toISOString(),
      closedAt: null, settledAt: null, commitment: `0x${"ab".repeat(32)}`, serverSeed: null, clientSeed: null, result: null, shoeId: null, shoe: null, myBets: [],
      window: 0, windowClosesAt: null, cardProofs: null, decisions: [],
      bets: [bet(0, "0x1234567890abcdef1234567890abcdef12345678", RouletteBet.RED, [], "20000000")], ...round,
    },
    ...over,
  };
}

function visit(data: ReturnType<typeof table> | null, id = 1) {
  const mocks = [
    { request: { query: TableDocument, variables: { id } }, result: { data: { table: data } }, maxUsageCount: 5 },
    { request: { query: TableHistoryDocument, variables: { tableId: id, first: 10 } }, result: { data: { tableRounds: { __typename: "TableRoundConnection" as const, edges: [], pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null } } } }, maxUsageCount: 5 },
  ];
  const router = createMemoryRouter([{ path: "/casino-games/:id", element: <TablePage /> }, { path: "/", element: <p>lobby</p> }], { initialEntries: [`/casino-games/${id}`] });
  return renderWithIntl(
    <MockedProvider mocks={mocks}>
      <SessionFixture session={testSession()}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </SessionFixture>
    </MockedProvider>,
  );
}

describe("the table page", () => {
  it("shows an open round's board with its countdown, limits and the table's live bets", async () => {
    visit(table());
    expect(await screen.findByTestId("board-roulette")).toBeTruthy();
    expect(screen.getByTestId("stage").dataset.phase).toBe("betting");
    expect(Number(screen.getByTestId("countdown").textContent)).toBeGreaterThan(10);
    expect(screen.getByText(/Limits 1 – 1,000/)).toBeTruthy();
    expect(screen.getAllByTestId("feed-bet")[0]!.textContent).toContain("Red");
  });

  it("asks a guest to sign in instead of placing a chip", async () => {
    visit(table());
    fireEvent.click(await screen.findByRole("button", { name: "Straight 17" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Sign in with your wallet to place bets.");
  });

  it("takes no bets once the round is dealing", async () => {
    visit(table({}, { state: "closed" }));
    expect((await screen.findByTestId("stage")).dataset.phase).toBe("dealing");
    expect((screen.getByTestId("place-bets") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Red" }).getAttribute("aria-disabled")).toBe("true");
  });

  it("refuses play at a closed table and says when it opens", async () => {
    visit(table({ isOpen: false, opensAt: "2026-11-23T02:00:00.000Z" }));
    expect((await screen.findByTestId("table-opens-at")).textContent).toMatch(/^It opens at .+\.$/);
    expect(screen.queryByTestId("board-roulette")).toBeNull();
  });

  it("says honestly that a blackjack table opens soon", async () => {
    visit(table({ gameType: 7, name: "Blackjack", game: { __typename: "Game", id: "blackjack", name: "Blackjack", nameJa: null, erc20Address: "0x02", playable: false } }));
    expect((await screen.findByTestId("table-soon")).textContent).toContain("Opens soon");
  });

  it("says an unknown table does not exist", async () => {
    visit(null, 99);
    expect((await screen.findByTestId("table-not-found")).textContent).toContain("This table does not exist.");
  });
});
