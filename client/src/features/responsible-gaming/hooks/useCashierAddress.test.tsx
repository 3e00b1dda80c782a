import { describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import { renderHook, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import type { JsonRpcProvider } from "ethers";
import { LobbyGamesDocument } from "../../../gql/graphql.js";
import { SessionFixture, testConfig, testSession } from "../../../testing/session.js";
import { useCashierAddress } from "./useCashierAddress.js";

const CASHIER = "0x00000000000000000000000000000000000000c5";
const TABLE = "0x00000000000000000000000000000000000000aa";
const asked: string[] = [];
vi.mock("../../../shared/cashier/cashier-address.js", () => ({ cashierOfTable: (table: string) => (asked.push(table), Promise.resolve(CASHIER)) }));

const provider = {} as JsonRpcProvider;
const lobby = {
  request: { query: LobbyGamesDocument, variables: { showBonusGames: false } },
  result: { data: { games: [{ __typename: "Game", id: "roulette", type: 1, name: "Roulette", nameJa: null, image: "", isHot: false, isNew: false, categories: [], isFavorite: false, isBonusGame: false, playable: true, tables: [
    { __typename: "Table", id: 3, name: "R", nameJa: null, gameType: 1, minBet: "1", maxBet: "2", floor: "GROUND", enabled: true, isOpen: true, opensAt: null, noCommission: false, bettingSeconds: 20, playersThisRound: 0, recentResults: [],
      area: { __typename: "Area", id: "a", name: "A", nameJa: null, isOpen: true, opensAt: null },
      round: { __typename: "TableRound", id: `${TABLE}:7`, tableId: 3, gameType: 1, table: TABLE, roundId: 7, state: "open", shoeId: null, openedAt: "2026-11-28T00:00:00Z", closesAt: null, result: null } },
  ] }] } },
};

function wrap(cashier: string | null) {
  return ({ children }: { children: ReactNode }) => (
    <MockedProvider mocks={[lobby]}>
      <SessionFixture session={testSession({ config: { ...testConfig, cashier } })}>{children}</SessionFixture>
    </MockedProvider>
  );
}

describe("finding the Cashier", () => {
  it("takes the address the chain configuration names", () => {
    const { result } = renderHook(() => useCashierAddress(provider), { wrapper: wrap(CASHIER) });
    expect(result.current).toEqual({ address: CASHIER, failed: false });
  });

  it("asks a table the lobby lists when the configuration names none", async () => {
    const { result } = renderHook(() => useCashierAddress(provider), { wrapper: wrap(null) });
    await waitFor(() => expect(result.current).toEqual({ address: CASHIER, failed: false }));
    expect(asked).toEqual([TABLE]);
  });
});
