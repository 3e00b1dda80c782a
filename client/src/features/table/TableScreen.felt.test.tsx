import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { MemoryRouter } from "react-router-dom";
import { GameType, HoldemAction, HoldemBet } from "@sunrise/games";
import { TableHistoryDocument } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession } from "../../testing/session.js";
import { ToastProvider } from "../../shared/ui/toasts.js";
import { decisionRound, ME, TABLE } from "./decision/decision-test-kit.js";
import type { RoundData, TableData } from "./model.js";
import { TableScreen } from "./TableScreen.js";

const P = GameType.POKER;
const ante = (roundId: number, payout: string | null) => ({
  __typename: "TableBet" as const, id: `${TABLE}:${roundId}:0`, roundKey: `${TABLE}:${roundId}`, tableId: 9, betIndex: 0, player: ME, kind: HoldemBet.ANTE, numbers: [],
  amount: "1000000", payout, extraStake: "2000000", refunded: false, placedAt: "2026-11-24T10:00:05.000Z",
});
// Round 3 settled: the player called and lost the ante and the call.
const settled = { ...decisionRound(P, 3, { state: "settled", decisions: [{ betIndex: 0, window: 1, action: HoldemAction.CALL, extraStake: 2_000_000n }] }), myBets: [ante(3, "0")] } as RoundData;

function table(current: RoundData): TableData {
  return {
    __typename: "Table", id: 9, name: "Hold'em Sunset", nameJa: null, gameType: P, contractAddress: TABLE, minBet: "1000000", maxBet: "100000000", floor: "GROUND", enabled: true,
    isOpen: true, opensAt: null, noCommission: false, bettingSeconds: 15, playersThisRound: 0, recentResults: [], currentShoe: null,
    game: { __typename: "Game", id: "poker", name: "Casino Hold'em", nameJa: null, erc20Address: "0x02", playable: true },
    area: { __typename: "Area", id: "main", name: "Main hall", nameJa: null, isOpen: true, opensAt: null },
    round: { bets: [], ...current },
  } as unknown as TableData;
}

function screenFor(current: RoundData, lastEnded: RoundData | null) {
  const history = { request: { query: TableHistoryDocument, variables: { tableId: 9, first: 10 } }, result: { data: { tableRounds: { __typename: "TableRoundConnection" as const, edges: [], pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null } } } }, maxUsageCount: 5 };
  const ui = (c: RoundData) => (
    <MockedProvider mocks={[history]}>
      <SessionFixture session={testSession()}>
        <ToastProvider>
          <MemoryRouter><TableScreen table={table(c)} lastEnded={lastEnded} balance={100_000_000n} /></MemoryRouter>
        </ToastProvider>
      </SessionFixture>
    </MockedProvider>
  );
  const view = renderWithIntl(ui(current));
  return { ...view, next: (c: RoundData) => view.rerender(ui(c)) };
}

describe("a hold'em result between rounds", () => {
  it("stays on the felt with its cards and verdict when the next round opens before the screen saw the settle, until that round deals", async () => {
    const view = screenFor(decisionRound(P, 4, { state: "open" }), settled);
    expect((await screen.findByTestId("outcome")).textContent).toBe("No win this round");
    const board = await screen.findByTestId("board-holdem");
    expect(board.dataset.round).toBe("3");
    expect(screen.getByTestId("holdem-winner")).toBeTruthy();
    expect(screen.getAllByTestId("holdem-result")).toHaveLength(1);
    view.next(decisionRound(P, 4, { state: "closed" }));
    expect(screen.getByTestId("board-holdem").dataset.round).toBe("3");
    view.next(decisionRound(P, 4, { state: "dealt" }));
    expect(screen.getByTestId("board-holdem").dataset.round).toBe("4");
    expect(screen.queryByTestId("holdem-results")).toBeNull();
  });
});
