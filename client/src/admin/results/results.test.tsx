import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminRoundDocument, AdminRoundsDocument, RefundRoundDocument, ResultTablesDocument } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { typed } from "../testing/graphql-errors.js";
import { task } from "../testing/tasks.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { GameResultPage, ROUNDS_PAGE } from "./GameResultPage.js";
import { parseRoundIds } from "./round-ids.js";

const TABLE = "0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9";
const round = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: "AdminRound", id: `${TABLE}:${id}`, tableName: "Roulette 1", betCount: 2, playerCount: 1, refundableFrom: "2026-11-22T10:10:00.000Z", canRefund: false,
  round: { __typename: "TableRound", id: `${TABLE}:${id}`, roundId: id, tableId: 1, table: TABLE, gameType: 1, state: "settled", openedAt: "2026-11-22T10:00:00.000Z", closedAt: "2026-11-22T10:00:15.000Z", settledAt: "2026-11-22T10:00:20.000Z", totalStaked: "20000000", totalPaid: "70000000", result: { game: "roulette", number: 17, color: "black" }, ...over },
});
const page = (nodes: ReturnType<typeof round>[]) => ({ adminRounds: { __typename: "AdminRoundConnection", edges: nodes.map((n) => ({ __typename: "AdminRoundEdge", cursor: n.id, node: n })), pageInfo: { __typename: "PageInfo", endCursor: null, hasNextPage: false } } });
const none = { tableId: null, from: null, to: null, roundKeys: null, state: null, withBets: true };
const tables = { request: { query: ResultTablesDocument }, result: { data: { adminTables: [typed("AdminTable", { id: 1, name: "Roulette 1", gameId: "roulette" })] } }, maxUsageCount: Infinity };

describe("game result", () => {
  it("opens on rounds with bets only, shows empty ones when asked, as one short line each on a phone", async () => {
    const empty = { ...round(11), betCount: 0, playerCount: 0 };
    const mocks = [
      tables,
      { request: { query: AdminRoundsDocument, variables: { filter: none, first: ROUNDS_PAGE, after: null } }, result: { data: page([round(10)]) } },
      { request: { query: AdminRoundsDocument, variables: { filter: { ...none, withBets: null }, first: ROUNDS_PAGE, after: null } }, result: { data: page([empty, round(10)]) } },
    ];
    const { search } = renderAdmin(<GameResultPage />, { path: "/admin/game-result", mocks });
    expect(await screen.findByRole("button", { name: "#10" })).toBeTruthy();
    expect((screen.getByLabelText("Bets") as HTMLSelectElement).value).toBe("");
    await userEvent.selectOptions(screen.getByLabelText("Bets"), "all");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    const emptyRow = (await screen.findByRole("button", { name: "#11" })).closest("tr")!;
    expect(search().get("bets")).toBe("all");
    expect(emptyRow.className).toContain("is-compact");
    expect([...emptyRow.querySelectorAll("td:not(.is-secondary)")].map((td) => td.getAttribute("data-label"))).toEqual(["Round", "Table", "Opened (UTC)", "State"]);
    expect(screen.getByRole("button", { name: "#10" }).closest("tr")!.className).not.toContain("is-compact");
  });

  it("reads round IDs separated by commas", () => {
    expect(parseRoundIds(" 12, 13,,12 ,14")).toEqual({ ids: ["12", "13", "14"], bad: [] });
    expect(parseRoundIds(`${TABLE}:7, x1`).bad).toEqual(["x1"]);
  });

  it("finds rounds of a table by IDs and refuses text that is not an ID", async () => {
    const mocks = [
      tables,
      { request: { query: AdminRoundsDocument, variables: { filter: none, first: ROUNDS_PAGE, after: null } }, result: { data: page([round(9)]) } },
      { request: { query: AdminRoundsDocument, variables: { filter: { ...none, tableId: 1, roundKeys: ["7", "8"] }, first: ROUNDS_PAGE, after: null } }, result: { data: page([round(8), round(7)]) } },
    ];
    const { search } = renderAdmin(<GameResultPage />, { path: "/admin/game-result", mocks });
    expect(await screen.findByRole("button", { name: "#9" })).toBeTruthy();
    expect(screen.getByText("17 black")).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Round IDs/), "7, abc");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(screen.getByRole("alert").textContent).toContain("Not a round ID: abc");
    await userEvent.clear(screen.getByLabelText(/Round IDs/));
    await userEvent.type(screen.getByLabelText(/Round IDs/), "7, 8");
    await userEvent.selectOptions(screen.getByLabelText("Table"), "1");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByRole("button", { name: "#7" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "#8" })).toBeTruthy();
    expect(search().get("ids")).toBe("7, 8");
  });

  it("shows a round's seeds, result and bets, and refunds a stuck one after confirmation", async () => {
    const stuck = round(11, { state: "closed", settledAt: null, totalPaid: null, result: null, serverSeed: null, clientSeed: "0x77", commitment: "0xc0ffee", outcome: null, shoeId: null, bets: [{ __typename: "TableBet", id: "b1", betIndex: 0, player: "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", kind: 1001, numbers: [17], amount: "20000000", payout: null, refunded: false, placedAt: "2026-11-22T10:00:05.000Z" }] });
    const detail = { ...stuck, canRefund: true, refundTasks: [] };
    const key = `${TABLE}:11`;
    const mocks = [
      tables,
      { request: { query: AdminRoundsDocument, variables: { filter: none, first: ROUNDS_PAGE, after: null } }, result: { data: page([{ ...stuck, canRefund: true }]) } },
      { request: { query: AdminRoundDocument, variables: { key } }, result: { data: { adminRound: detail } } },
      { request: { query: RefundRoundDocument, variables: { key } }, result: { data: { refundRound: task({ id: "t5", kind: "round.refund", target: `round:${key}` }) } } },
      { request: { query: AdminRoundDocument, variables: { key } }, result: { data: { adminRound: { ...detail, canRefund: false, refundTasks: [task({ id: "t5", kind: "round.refund", target: `round:${key}` })] } } } },
    ];
    const { search } = renderAdmin(<GameResultPage />, { path: "/admin/game-result", mocks });
    await userEvent.click(await screen.findByRole("button", { name: "#11" }));
    expect(search().get("round")).toBe(key);
    const dialog = await screen.findByRole("dialog", { name: "Round #11 · Roulette 1" });
    expect(await within(dialog).findByTestId("commitment")).toBeTruthy();
    expect(within(dialog).getByText("0xc0ffee")).toBeTruthy();
    expect(within(dialog).getByText("No result yet: the round has not been revealed.")).toBeTruthy();
    expect(within(dialog).getByText("1001 [17]")).toBeTruthy();
    expect(within(dialog).getByText("Straight 17", { exact: false })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund the round" }));
    const confirm = screen.getByRole("alertdialog", { name: "Refund round #11?" });
    await userEvent.click(within(confirm).getByRole("button", { name: "Refund the round" }));
    expect(await screen.findByText("Refund queued")).toBeTruthy();
    expect(await within(dialog).findByText("t5")).toBeTruthy();
  });

  it("does not offer SUPPORT the refund", async () => {
    const stuck = { ...round(11, { state: "closed", result: null, serverSeed: null, clientSeed: null, commitment: "0x1", outcome: null, shoeId: null, bets: [] }), canRefund: true, refundTasks: [] };
    const mocks = [tables, { request: { query: AdminRoundsDocument, variables: { filter: none, first: ROUNDS_PAGE, after: null } }, result: { data: page([stuck]) } }, { request: { query: AdminRoundDocument, variables: { key: stuck.id } }, result: { data: { adminRound: stuck } } }];
    renderAdmin(<GameResultPage />, { path: "/admin/game-result", url: `/admin/game-result?round=${stuck.id}`, mocks, granted: ROLE_PERMISSIONS.SUPPORT });
    expect(await screen.findByTestId("refund")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Refund the round" })).toBeNull();
  });
});
