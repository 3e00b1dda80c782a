import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { TableHistoryDocument } from "../../../gql/graphql.js";
import { renderWithIntl } from "../../../testing/render.js";
import { PastRounds } from "./PastRounds.js";

const page = (roundIds: number[]) => ({
  data: {
    tableRounds: {
      __typename: "TableRoundConnection" as const,
      edges: roundIds.map((roundId) => ({
        __typename: "TableRoundEdge" as const, cursor: String(roundId),
        node: { __typename: "TableRound" as const, id: `0xaa:${roundId}`, tableId: 1, gameType: 1, roundId, state: "settled", result: { game: "roulette", number: roundId, color: "red" }, shoeId: null, settledAt: "2026-11-24T10:00:00.000Z" },
      })),
      pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null },
    },
  },
});

describe("past rounds", () => {
  it("asks the API again once when a round settles, not on every render", async () => {
    let calls = 0;
    const mocks = [{ request: { query: TableHistoryDocument, variables: () => true }, result: () => (calls++, page([7, 6])), maxUsageCount: Number.POSITIVE_INFINITY }];
    renderWithIntl(<MockedProvider mocks={mocks}><PastRounds tableId={1} noCommission={false} settledRound={7} /></MockedProvider>);
    expect(await screen.findByTestId("verify-round-7")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 600));
    expect(calls).toBeLessThanOrEqual(2);
  });
});
