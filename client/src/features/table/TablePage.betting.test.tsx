import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { TableBalanceDocument, TableDocument, TableHistoryDocument } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession, testUser } from "../../testing/session.js";
import { ToastProvider } from "../../shared/ui/toasts.js";
import { TablePage } from "./TablePage.js";
import { placeBets } from "./place-bets.js";
import { cashierInterface } from "../../shared/cashier/cashier-refusal.js";

vi.mock("./place-bets.js", () => ({ placeBets: vi.fn(async () => "0xhash") }));
vi.mock("../../shared/wallet/game-signer.js", () => ({ openGameWallet: vi.fn(async () => ({ address: "0x05" })) }));

const T = "0x00000000000000000000000000000000000000aa";
const table = {
  __typename: "Table" as const, id: 3, name: "Roulette", nameJa: null, gameType: 1, contractAddress: T, minBet: "2000000", maxBet: "100000000", floor: "GROUND", enabled: true,
  isOpen: true, opensAt: null, noCommission: false, bettingSeconds: 20, playersThisRound: 0, recentResults: [], currentShoe: null,
  game: { __typename: "Game" as const, id: "roulette", name: "Roulette", nameJa: null, erc20Address: "0x02", playable: true },
  area: { __typename: "Area" as const, id: "main", name: "Main hall", nameJa: null, isOpen: true, opensAt: null },
  round: {
    __typename: "TableRound" as const, id: `${T}:7`, tableId: 3, gameType: 1, roundId: 7, state: "open", openedAt: new Date().toISOString(), closesAt: new Date(Date.now() + 15_000).toISOString(),
    closedAt: null, settledAt: null, commitment: "0x", serverSeed: null, clientSeed: null, result: null, shoeId: null, shoe: null, myBets: [], bets: [],
    window: 0, windowClosesAt: null, cardProofs: null, decisions: [],
  },
};

function visit() {
  const mocks = [
    { request: { query: TableDocument, variables: { id: 3 } }, result: { data: { table } }, maxUsageCount: 5 },
    { request: { query: TableHistoryDocument, variables: { tableId: 3, first: 10 } }, result: { data: { tableRounds: { __typename: "TableRoundConnection" as const, edges: [], pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null } } } }, maxUsageCount: 5 },
    { request: { query: TableBalanceDocument }, result: { data: { balances: { __typename: "Balances" as const, id: "b", g1Susd: "50000000" } } }, maxUsageCount: 5 },
  ];
  const session = testSession({ status: "signedIn", me: testUser(), secret: async () => "0xsecret" });
  const router = createMemoryRouter([{ path: "/casino-games/:id", element: <TablePage /> }], { initialEntries: ["/casino-games/3"] });
  return renderWithIntl(
    <MockedProvider mocks={mocks}>
      <SessionFixture session={session}>
        <ToastProvider><RouterProvider router={router} /></ToastProvider>
      </SessionFixture>
    </MockedProvider>,
  );
}

describe("betting at a table", () => {
  it("sends every chip on the board as one placeBets batch, one bet per spot", async () => {
    visit();
    expect((await screen.findByTestId("table-balance")).textContent).toContain("50");
    fireEvent.click(screen.getByRole("radio", { name: "Chip 5" }));
    fireEvent.click(screen.getByRole("button", { name: "Red" }));
    fireEvent.click(screen.getByRole("button", { name: "Red" }));
    fireEvent.click(screen.getByRole("radio", { name: "Chip 2" }));
    fireEvent.click(screen.getByRole("button", { name: "Split 0/3" }));
    fireEvent.click(screen.getByRole("button", { name: /Double/ }));
    fireEvent.click(screen.getByTestId("place-bets"));
    await waitFor(() => expect(placeBets).toHaveBeenCalledTimes(1));
    expect(vi.mocked(placeBets).mock.calls[0]![0]).toMatchObject({
      table: T, token: "0x02", roundId: 7,
      bets: [{ kind: 1008, numbers: [], amount: 20_000_000n }, { kind: 1002, numbers: [0, 3], amount: 4_000_000n }],
    });
    expect((await screen.findByRole("status")).textContent).toContain("Your bets are in: 24");
  });

  it("refuses a spot below the table minimum and a chip beyond the balance, in words", async () => {
    vi.mocked(placeBets).mockClear();
    visit();
    await screen.findByTestId("table-balance");
    fireEvent.click(screen.getByRole("radio", { name: "Chip 1" }));
    fireEvent.click(screen.getByRole("button", { name: "Straight 17" }));
    fireEvent.click(screen.getByTestId("place-bets"));
    expect((await screen.findByRole("alert")).textContent).toContain("Each bet must reach the table minimum.");
    fireEvent.click(screen.getByRole("radio", { name: "Chip 40" }));
    fireEvent.click(screen.getByRole("button", { name: "Odd" }));
    fireEvent.click(screen.getByRole("button", { name: "Even" }));
    await waitFor(() => expect(screen.getAllByRole("alert").map((a) => a.textContent).join()).toContain("Your balance is too low for these bets."));
    expect(placeBets).not.toHaveBeenCalled();
  });

  it("names the player's limit and when it resets when the cashier refuses the bet on chain", async () => {
    const resetsAt = Math.floor(Date.now() / 86_400_000 + 1) * 86_400;
    vi.mocked(placeBets).mockRejectedValueOnce({ code: "CALL_EXCEPTION", data: cashierInterface.encodeErrorResult("LossLimitReached", [1, 100_000_000n, resetsAt]) });
    visit();
    await screen.findByTestId("table-balance");
    fireEvent.click(screen.getByRole("radio", { name: "Chip 5" }));
    fireEvent.click(screen.getByRole("button", { name: "Red" }));
    fireEvent.click(screen.getByTestId("place-bets"));
    expect((await screen.findByRole("alert")).textContent).toMatch(/Daily loss limit of 100 SUSD reached — resets at .*00:00 UTC/);
  });
});
