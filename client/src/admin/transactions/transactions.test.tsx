import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminTransactionsDocument } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { TransactionsPage, TX_PAGE } from "./TransactionsPage.js";

const PLAYER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const tx = (id: string, kind: string, state: string, over: Record<string, unknown> = {}) => ({
  __typename: "AdminTransaction", id, kind, state, player: PLAYER, gameWallet: null as string | null, wallet: PLAYER, roundKey: null as string | null, note: null as string | null, amount: "10000000", payout: null, chain: "game", txHash: `0x${"4".repeat(64)}`, completionTxHash: null, reference: null, at: "2026-11-22T09:00:00.000Z", ...over,
});
const page = (nodes: ReturnType<typeof tx>[]) => ({ adminTransactions: { __typename: "AdminTransactionConnection", edges: nodes.map((n) => ({ __typename: "AdminTransactionEdge", cursor: n.id, node: n })), pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false } } });
const none = { kind: null, state: null, player: null, from: null, to: null };

describe("transactions", () => {
  it("lists players' transactions with SPEC §4 states and filters them by kind, state and player", async () => {
    const mocks = [
      { request: { query: AdminTransactionsDocument, variables: { filter: none, first: TX_PAGE, after: null } }, result: { data: page([tx("TABLE_BET:1", "TABLE_BET", "CONFIRMED", { payout: "35000000" }), tx("BRIDGE:2", "BRIDGE", "PROCESSING", { chain: "asset" })]) } },
      { request: { query: AdminTransactionsDocument, variables: { filter: { ...none, kind: "BONUS", state: "CLAIMABLE", player: PLAYER }, first: TX_PAGE, after: null } }, result: { data: page([tx("BONUS:3", "BONUS", "CLAIMABLE", { chain: "asset", payout: "1000000" })]) } },
    ];
    renderAdmin(<TransactionsPage />, { path: "/admin/logTx", mocks });
    const bet = (await screen.findByRole("cell", { name: "Table bet" })).closest("tr")!;
    expect(within(bet).getByText("Confirmed")).toBeTruthy();
    expect(within(bet).getByText("35")).toBeTruthy();
    expect(within(screen.getByRole("cell", { name: "Bridge" }).closest("tr")!).getByText("Processing")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Kind"), "BONUS");
    await userEvent.selectOptions(screen.getByLabelText("State"), "CLAIMABLE");
    await userEvent.type(screen.getByLabelText("Player"), PLAYER);
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByRole("cell", { name: "Claimable" })).toBeTruthy();
    expect(screen.queryByRole("cell", { name: "Table bet" })).toBeNull();
  });

  it("shows one player under the main wallet with the game wallet beside it, a bet's table and round linking to it, and a transfer's reason", async () => {
    const GAME = "0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc";
    const ROUND = "0x5fbdb2315678afecb367f032d93f642f64180aa3:42";
    const mocks = [{
      request: { query: AdminTransactionsDocument, variables: { filter: none, first: TX_PAGE, after: null } },
      result: { data: page([
        tx("bet:1", "TABLE_BET", "CONFIRMED", { gameWallet: GAME, wallet: GAME, reference: "Roulette 1 · round 42", roundKey: ROUND }),
        tx("transfer:2", "TRANSFER", "CONFIRMED", { gameWallet: GAME, wallet: GAME, note: "Goodwill after an outage" }),
      ]) },
    }];
    renderAdmin(<TransactionsPage />, { path: "/admin/logTx", mocks });
    const bet = (await screen.findByRole("cell", { name: "Table bet" })).closest("tr")!;
    expect(within(bet).getByText("Game wallet")).toBeTruthy();
    const link = within(bet).getByRole("link", { name: "Roulette 1 · round 42" });
    expect(new URLSearchParams(link.getAttribute("href")!.split("?")[1]).get("round")).toBe(ROUND);
    const transfer = screen.getByRole("cell", { name: "Treasury transfer" }).closest("tr")!;
    expect(within(transfer).getByText("Goodwill after an outage")).toBeTruthy();
    expect(screen.getByLabelText("Kind").querySelector('option[value="TRANSFER"]')).toBeTruthy();
  });
});
