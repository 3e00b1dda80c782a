import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { MemoryRouter } from "react-router-dom";
import { RouletteBet } from "@sunrise/games";
import { TableHistoryDocument } from "../../gql/graphql.js";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession } from "../../testing/session.js";
import { ToastProvider } from "../../shared/ui/toasts.js";
import { tableControls } from "../../shared/ui/table-controls.js";
import type { RoundData, TableData } from "./model.js";
import { roundToHold, TableScreen } from "./TableScreen.js";

const T = "0x00000000000000000000000000000000000000aa";
const ME = "0x1234567890abcdef1234567890abcdef12345678";

function round(roundId: number, state: string, over: Partial<RoundData> = {}): RoundData {
  return {
    __typename: "TableRound", id: `${T}:${roundId}`, tableId: 1, gameType: 1, roundId, state, openedAt: new Date().toISOString(), closesAt: new Date(Date.now() + 15_000).toISOString(),
    closedAt: null, settledAt: null, commitment: `0x${"ab".repeat(32)}`, serverSeed: null, clientSeed: null, result: null, shoeId: null, shoe: null, myBets: [],
    window: 0, windowClosesAt: null, cardProofs: null, decisions: [], bets: [], ...over,
  } as RoundData;
}

const paidBet = (roundId: number, payout: string) => ({
  __typename: "TableBet" as const, id: `${T}:${roundId}:0`, roundKey: `${T}:${roundId}`, tableId: 1, betIndex: 0, player: ME, kind: RouletteBet.RED, numbers: [], amount: "2000000", payout, extraStake: "0", refunded: false, placedAt: new Date().toISOString(),
});

function table(current: RoundData): TableData {
  return {
    __typename: "Table", id: 1, name: "Roulette Royale", nameJa: null, gameType: 1, contractAddress: T, minBet: "1000000", maxBet: "1000000000", floor: "GROUND", enabled: true,
    isOpen: true, opensAt: null, noCommission: false, bettingSeconds: 20, playersThisRound: 0, recentResults: [], currentShoe: null,
    game: { __typename: "Game", id: "roulette", name: "Roulette", nameJa: null, erc20Address: "0x02", playable: true },
    area: { __typename: "Area", id: "main", name: "Main hall", nameJa: null, isOpen: true, opensAt: null },
    round: current,
  } as unknown as TableData;
}

function show(current: RoundData, lastEnded: RoundData | null) {
  const history = { request: { query: TableHistoryDocument, variables: { tableId: 1, first: 10 } }, result: { data: { tableRounds: { __typename: "TableRoundConnection" as const, edges: [], pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null } } } }, maxUsageCount: 5 };
  return renderWithIntl(
    <MockedProvider mocks={[history]}>
      <SessionFixture session={testSession()}>
        <ToastProvider>
          <MemoryRouter>
            <TableScreen table={table(current)} lastEnded={lastEnded} balance={100_000_000n} />
          </MemoryRouter>
        </ToastProvider>
      </SessionFixture>
    </MockedProvider>,
  );
}

const settled = round(7, "settled", { result: { game: "roulette", number: 18, color: "red" }, serverSeed: `0x${"11".repeat(32)}`, clientSeed: `0x${"22".repeat(32)}`, myBets: [paidBet(7, "4000000")] });

describe("the result on stage", () => {
  it("stays when the next round's update arrives together with the end of the last one", async () => {
    show(round(8, "open"), settled);
    expect((await screen.findByTestId("outcome")).textContent).toBe("You win 2 · 4 returned");
    expect(screen.getByTestId("stage").dataset.resultRound).toBe("7");
  });

  it("is nothing for a table whose last ended round the viewer did not play", () => {
    show(round(8, "open"), { ...settled, myBets: [] });
    expect(screen.queryByTestId("outcome")).toBeNull();
  });
});

describe("what may cover the table", () => {
  it("nothing while it takes bets: the table holds popups back until the window closes or the player leaves", () => {
    const view = show(round(8, "open"), null);
    expect(tableControls.state()).toEqual({ open: true, onTable: true });
    view.unmount();
    expect(tableControls.state()).toEqual({ open: false, onTable: false });
    const closed = show(round(8, "closed"), null);
    expect(tableControls.state()).toEqual({ open: false, onTable: true });
    closed.unmount();
  });
});

describe("roundToHold", () => {
  it("holds the newer of the current round once ended and the last round seen ending", () => {
    expect(roundToHold(round(8, "open"), settled)).toBe(settled);
    const next = round(8, "settled");
    expect(roundToHold(next, settled)).toBe(next);
    expect(roundToHold(settled, null)).toBe(settled);
    expect(roundToHold(round(8, "open"), null)).toBeNull();
    // A late update for an older round never replaces a newer ended one on stage.
    expect(roundToHold(round(9, "open"), round(6, "settled"))?.roundId).toBe(6);
    expect(roundToHold(next, round(6, "settled"))).toBe(next);
  });
});
