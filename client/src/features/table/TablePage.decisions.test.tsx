import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { GameType, HoldemAction, HoldemBet } from "@sunrise/games";
import { TableBalanceDocument, TableDocument, TableHistoryDocument, type SignedDecisionInput } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession, testUser } from "../../testing/session.js";
import { ToastProvider } from "../../shared/ui/toasts.js";
import { coverStake } from "./cover-stake.js";
import { decisionRound, ME, submitDecisionMock, TABLE } from "./decision/decision-test-kit.js";
import { TablePage } from "./TablePage.js";

vi.mock("./cover-stake.js", () => ({ coverStake: vi.fn(async () => undefined) }));
vi.mock("../../shared/wallet/game-signer.js", async () => ({ openGameWallet: vi.fn(async () => (await import("./decision/decision-test-kit.js")).GAME_WALLET) }));

const submitted: SignedDecisionInput[] = [];

const ante = { __typename: "TableBet" as const, id: `${TABLE}:6:0`, roundKey: `${TABLE}:6`, tableId: 9, betIndex: 0, player: ME, kind: HoldemBet.ANTE, numbers: [], amount: "10000000", payout: null, extraStake: "0", refunded: false, placedAt: "2026-11-24T10:00:05.000Z" };

function visit(state: "open" | "dealt") {
  const round = { ...decisionRound(GameType.POKER, 6, { state }), myBets: [ante], bets: [ante] };
  const table = {
    __typename: "Table" as const, id: 9, name: "Hold'em Sunset", nameJa: null, gameType: GameType.POKER, contractAddress: TABLE, minBet: "1000000", maxBet: "100000000", floor: "GROUND", enabled: true,
    isOpen: true, opensAt: null, noCommission: false, bettingSeconds: 15, playersThisRound: 1, recentResults: [], currentShoe: null,
    game: { __typename: "Game" as const, id: "poker", name: "Poker", nameJa: null, erc20Address: "0x02", playable: true },
    area: { __typename: "Area" as const, id: "main", name: "Main hall", nameJa: null, isOpen: true, opensAt: null },
    round: state === "open" ? { ...round, closesAt: new Date(Date.now() + 10_000).toISOString() } : round,
  };
  const mocks = [
    { request: { query: TableDocument, variables: { id: 9 } }, result: { data: { table } }, maxUsageCount: 5 },
    { request: { query: TableHistoryDocument, variables: { tableId: 9, first: 10 } }, result: { data: { tableRounds: { __typename: "TableRoundConnection" as const, edges: [], pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null } } } }, maxUsageCount: 5 },
    { request: { query: TableBalanceDocument }, result: { data: { balances: { __typename: "Balances" as const, id: "b", g1Susd: "50000000" } } }, maxUsageCount: 5 },
    submitDecisionMock(submitted),
  ];
  const session = testSession({ status: "signedIn", me: testUser({ sunc: { address: ME, encryptedPrivateKey: "v1:00:00", version: 1 } }), secret: async () => "0xsecret" });
  const router = createMemoryRouter([{ path: "/casino-games/:id", element: <TablePage /> }], { initialEntries: ["/casino-games/9"] });
  return renderWithIntl(
    <MockedProvider mocks={mocks}>
      <SessionFixture session={session}>
        <ToastProvider><RouterProvider router={router} /></ToastProvider>
      </SessionFixture>
    </MockedProvider>,
  );
}

describe("a casino hold'em table", () => {
  it("takes an ante with the chip rack while betting is open", async () => {
    visit("open");
    expect(await screen.findByTestId("board-holdem")).toBeTruthy();
    expect(screen.getByTestId("stage").dataset.phase).toBe("betting");
    expect(screen.getByTestId("chip-rack")).toBeTruthy();
    expect(screen.queryByTestId("decision-bar")).toBeNull();
  });

  it("swaps the chip rack for the decision bar in the window, with its countdown on stage, and hands the signed call to the dealer", async () => {
    visit("dealt");
    const bar = await screen.findByTestId("decision-bar");
    expect(screen.getByTestId("stage").dataset.phase).toBe("deciding");
    expect(screen.getByText("Players deciding")).toBeTruthy();
    expect(screen.queryByTestId("chip-rack")).toBeNull();
    expect(within(bar).getAllByRole("button").map((b) => b.dataset.action)).toEqual(["call", "fold"]);
    expect(screen.getByTestId("decision-default").textContent).toBe("No decision by the end of the window folds your ante.");
    fireEvent.click(within(bar).getByRole("button", { name: /Call/ }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ tableId: 9, roundId: 6, betIndex: 0, window: 1, hand: 0, action: HoldemAction.CALL });
    expect(vi.mocked(coverStake).mock.calls[0]![0]).toMatchObject({ amount: 20_000_000n });
  });
});
