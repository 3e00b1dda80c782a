import { describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { MockedProvider } from "@apollo/client/testing/react";
import { MemoryRouter } from "react-router-dom";
import { useSubscription } from "@apollo/client/react";
import { BalancesDocument, BridgeProcessesDocument, BridgeProcessUpdatedDocument, TableBalanceChangedDocument } from "../../../gql/graphql.js";
import { renderWithIntl } from "../../../testing/render.js";
import { SessionFixture, testSession } from "../../../testing/session.js";
import { BalanceChip } from "../components/BalanceChip.js";
import { createInFlightStore, inFlightOf, sumOf } from "../in-flight.js";
import { inFlightTransfers } from "./useSteadyBalances.js";

const UNIT = 1_000_000n;
const balances = (susd: bigint, g1: bigint) => ({
  request: { query: BalancesDocument },
  result: { data: { balances: { __typename: "Balances" as const, id: "me", susd: String(susd), g1Susd: String(g1), bsusd: "0", total: String(susd + g1) } } },
});
const recent = { request: { query: BridgeProcessesDocument, variables: { filter: { processTypes: [90, 91] }, limit: 20 } }, result: { data: { bridgeProcesses: [] } }, maxUsageCount: Infinity };
const quiet = { request: { query: BridgeProcessUpdatedDocument }, result: {}, delay: 60_000 };

describe("balances while the bridge carries SUSD", () => {
  it("keep the header total and show the amount in flight instead of dipping when the burn lands", async () => {
    // Before: 1,000 on the asset chain. After the withdrawal is mined: 900 there, nothing minted yet.
    const seen: string[] = [];
    renderWithIntl(
      <MockedProvider mocks={[balances(1000n * UNIT, 0n), balances(900n * UNIT, 0n), recent, quiet]}>
        <SessionFixture session={testSession({ status: "signedIn" })}>
          <MemoryRouter><BalanceChip /></MemoryRouter>
        </SessionFixture>
      </MockedProvider>,
    );
    const chip = await screen.findByTestId("balance-chip");
    const observer = new MutationObserver(() => seen.push(chip.textContent ?? ""));
    observer.observe(chip, { subtree: true, characterData: true, childList: true });
    expect(chip.textContent).toContain("1,000");
    await act(async () => inFlightTransfers.noteMined("0xABC", 100n * UNIT));
    await waitFor(() => expect(screen.getByTestId("balance-chip-in-flight")).toBeTruthy());
    expect(chip.textContent).toContain("1,000");
    // Never the dip (900) nor the amount counted twice (1,100).
    expect(seen.filter((t) => t.includes("900") || t.includes("1,100"))).toEqual([]);
    observer.disconnect();
  });

  it("count a transfer the indexer lists as not done, and this tab's mined one until the indexer lists it", () => {
    const pending = new Map([["0xaaa", 5n], ["0xbbb", 7n]]);
    const processes = [
      { withdrawTxHash: "0xAAA", amount: "5", status: 2 },
      { withdrawTxHash: "0xccc", amount: "11", status: 0 },
    ];
    expect([...inFlightOf(processes, pending)]).toEqual([["0xccc", 11n], ["0xbbb", 7n]]);
  });

  it("take a transfer in and out only together with balances read after its burn and after its mint", async () => {
    const store = createInFlightStore<{ total: string }>();
    const shown: string[] = [];
    store.subscribe(() => shown.push(`${store.view().balances?.total} + ${sumOf(store.view().counted)}`));
    store.seeBalances({ total: "100" });
    await store.sync(new Map([["0xccc", 11n]]), async () => ({ total: "89" }));
    await store.sync(new Map(), async () => ({ total: "100" }));
    expect(shown).toEqual(["100 + 0", "89 + 11", "100 + 0"]);
  });
});

function GameBalancePush() {
  useSubscription(TableBalanceChangedDocument);
  return null;
}

describe("the header total after a round", () => {
  it("moves with the game-chain balance a table is pushed, from the same cached figures", async () => {
    inFlightTransfers.reset();
    inFlightTransfers.forget(["0xabc"]);
    const push = { request: { query: TableBalanceChangedDocument }, result: { data: { balanceChanged: { __typename: "Balances" as const, id: "me", g1Susd: String(99_998n * UNIT) } } } };
    const ui = (atTable: boolean) => (
      <MockedProvider mocks={[balances(0n, 99_997n * UNIT), recent, quiet, push]}>
        <SessionFixture session={testSession({ status: "signedIn" })}>
          <MemoryRouter><BalanceChip />{atTable && <GameBalancePush />}</MemoryRouter>
        </SessionFixture>
      </MockedProvider>
    );
    const view = renderWithIntl(ui(false));
    await waitFor(() => expect(screen.getByTestId("balance-chip").textContent).toContain("99,997"));
    // The table's subscription gets the result's balance: only g1Susd is pushed.
    view.rerender(ui(true));
    await waitFor(() => expect(screen.getByTestId("balance-chip").textContent).toContain("99,998"));
  });
});
