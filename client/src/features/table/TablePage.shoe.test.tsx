import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { MockedProvider, type MockedProviderProps } from "@apollo/client/testing/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { dealTableRound, GameType } from "@sunrise/games";
import { TableBetPlacedDocument, TableDocument, TableHistoryDocument, TableRoundUpdatedDocument, TableShoeStatusDocument } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession } from "../../testing/session.js";
import { ToastProvider } from "../../shared/ui/toasts.js";
import { TablePage } from "./TablePage.js";

const T = "0x00000000000000000000000000000000000000bb";
const seed = (n: number) => `0x${n.toString(16).padStart(64, "0")}`;
const results = Array.from({ length: 6 }, (_, i) => JSON.parse(JSON.stringify(dealTableRound(GameType.BACCARAT, { serverSeed: seed(i + 1), clientSeed: seed(99), roundId: i })!)) as Record<string, unknown>);
const shoe = (shoeId: number, state: string, position: number | null, cutIndex: number | null) =>
  ({ __typename: "TableShoe" as const, id: `${T}:${shoeId}`, shoeId, state, position, cutIndex, firstPosition: position === null ? null : 5, lastPosition: null });
const round = (roundId: number, state: string, shoeId: number) => ({
  __typename: "TableRound" as const, id: `${T}:${roundId}`, tableId: 2, gameType: GameType.BACCARAT, roundId, state, openedAt: new Date().toISOString(), closesAt: new Date(Date.now() + 15_000).toISOString(),
  closedAt: null, settledAt: null, commitment: `0x${"00".repeat(32)}`, serverSeed: null, clientSeed: null, result: null, shoeId, shoe: shoe(shoeId, "dealing", shoeId === 13 ? 6 : 87, shoeId === 13 ? 340 : 352), myBets: [],
  window: 0, windowClosesAt: null, cardProofs: null, decisions: [],
});

function table(currentShoe: ReturnType<typeof shoe>) {
  return {
    __typename: "Table" as const, id: 2, name: "Baccarat Lotus", nameJa: null, gameType: GameType.BACCARAT, contractAddress: T, minBet: "1000000", maxBet: "1000000000", floor: "GROUND", enabled: true,
    isOpen: true, opensAt: null, noCommission: false, bettingSeconds: 20, playersThisRound: 0, recentResults: results, currentShoe,
    game: { __typename: "Game" as const, id: "baccarat", name: "Baccarat", nameJa: null, erc20Address: "0x02", playable: true },
    area: { __typename: "Area" as const, id: "main", name: "Main hall", nameJa: null, isOpen: true, opensAt: null },
    // Same shoe, same cache entry: the round carries the table's current shoe.
    round: { ...round(40, "open", 12), shoe: currentShoe, bets: [] },
  };
}

function visit(data: ReturnType<typeof table>, extra: MockedProviderProps["mocks"] = [], { tableDelay = 0 } = {}) {
  const mocks = [
    { request: { query: TableDocument, variables: { id: 2 } }, result: { data: { table: data } }, maxUsageCount: 5, delay: tableDelay },
    { request: { query: TableHistoryDocument, variables: { tableId: 2, first: 10 } }, result: { data: { tableRounds: { __typename: "TableRoundConnection" as const, edges: [], pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null } } } }, maxUsageCount: 5 },
    ...(extra ?? []),
  ];
  const router = createMemoryRouter([{ path: "/casino-games/:id", element: <TablePage /> }], { initialEntries: ["/casino-games/2"] });
  return renderWithIntl(
    <MockedProvider mocks={mocks}>
      <SessionFixture session={testSession()}>
        <ToastProvider><RouterProvider router={router} /></ToastProvider>
      </SessionFixture>
    </MockedProvider>,
  );
}

const beads = () => within(screen.getByRole("img", { name: "Bead road" })).queryAllByText(/^[BPT]$/);

describe("a baccarat table's shoe", () => {
  it("shows how far the shoe is dealt and where the cut card is, with the roads of this shoe", async () => {
    visit(table(shoe(12, "dealing", 87, 352)));
    expect((await screen.findByTestId("shoe-status")).textContent).toBe("Shoe 12 · card 87 of 416 · cut at 352");
    expect(beads()).toHaveLength(results.length);
    expect(screen.queryByTestId("roads-new-shoe")).toBeNull();
  });

  it("starts the roads again when a round of the next shoe arrives", async () => {
    // Once the table is loaded (an update before it is kept: the test above).
    const next = { request: { query: TableRoundUpdatedDocument, variables: { tableId: 2 } }, result: { data: { roundUpdated: round(41, "open", 13) } }, delay: 600 };
    visit(table(shoe(12, "dealing", 87, 352)), [next]);
    expect((await screen.findByTestId("shoe-status")).textContent).toBe("Shoe 12 · card 87 of 416 · cut at 352");
    await waitFor(() => expect(screen.getByTestId("shoe-status").textContent).toBe("Shoe 13 · card 6 of 416 · cut at 340"), { timeout: 5000 });
    // The roads follow the history, which lands once the reveal has played (2 s).
    await waitFor(() => expect(beads()).toHaveLength(0), { timeout: 6000 });
    expect(screen.getByTestId("roads-new-shoe").textContent).toBe("A new shoe: the roads start again with its first round.");
  }, 15_000);

  it("keeps a round update that came before the table's answer, which was read before it", async () => {
    // The dealer opens round 41 (shoe 13) while the page's query, answered with round 40, is on its way.
    const early = { request: { query: TableRoundUpdatedDocument, variables: { tableId: 2 } }, result: { data: { roundUpdated: round(41, "open", 13) } }, delay: 20 };
    visit(table(shoe(12, "dealing", 87, 352)), [early], { tableDelay: 400 });
    await waitFor(() => expect(screen.getByTestId("shoe-status").textContent).toBe("Shoe 13 · card 6 of 416 · cut at 340"), { timeout: 5000 });
  });

  it("keeps a bet that came before the table's answer, which was read before it", async () => {
    const bet = {
      __typename: "TableBet" as const, id: `${T}:40:0`, roundKey: `${T}:40`, tableId: 2, betIndex: 0, player: "0x00000000000000000000000000000000000000c1",
      kind: 1, numbers: [], amount: "5000000", payout: null, extraStake: "0", refunded: false, placedAt: new Date().toISOString(),
    };
    const early = { request: { query: TableBetPlacedDocument, variables: { tableId: 2 } }, result: { data: { tableBetPlaced: bet } }, delay: 20 };
    visit(table(shoe(12, "dealing", 87, 352)), [early], { tableDelay: 400 });
    await waitFor(() => expect(screen.getAllByTestId("feed-bet")).toHaveLength(1), { timeout: 5000 });
  });

  it("says a new shoe is being shuffled between shoes, found by polling, and resets the roads for it", async () => {
    const committed = { request: { query: TableShoeStatusDocument, variables: { id: 2 } }, result: { data: { table: { __typename: "Table" as const, id: 2, currentShoe: shoe(13, "committed", null, null) } } }, maxUsageCount: 5 };
    visit(table(shoe(12, "finished", 356, 352)), [committed]);
    expect((await screen.findByTestId("shoe-status")).textContent).toBe("Shoe 12 ended at card 356 · new shoe next");
    await waitFor(() => expect(screen.getByTestId("shoe-status").textContent).toBe("New shoe — shuffling"), { timeout: 5000 });
    await waitFor(() => expect(beads()).toHaveLength(0), { timeout: 6000 });
  }, 15_000);
});
