import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { OperationLogDocument, OperationLogEntryDocument, OperationLogTargetTypesDocument } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { gqlError } from "../testing/graphql-errors.js";
import { OperationLogPage, PAGE_SIZE } from "./OperationLogPage.js";
import { OperationLogEntryPage } from "./OperationLogEntryPage.js";

const ADMIN = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const node = (id: string, action: string, targetId: string) => ({
  __typename: "OperationLogEntry", id, at: "2026-11-22T10:00:00.000Z", actorAddress: ADMIN, actorType: "ADMIN", actorIp: "127.0.0.1", action, targetType: action.split(".")[0], targetId, summary: `${action} ${targetId}`,
});
const connection = (nodes: ReturnType<typeof node>[], endCursor: string | null, hasNextPage: boolean) => ({
  operationLog: { __typename: "OperationLogConnection", edges: nodes.map((n) => ({ __typename: "OperationLogEdge", cursor: `c-${n.id}`, node: n })), pageInfo: { __typename: "PageInfo", endCursor, hasNextPage } },
});
const none = { actor: null, action: null, targetType: null, targetId: null, from: null, to: null };
const targetTypes = { request: { query: OperationLogTargetTypesDocument }, result: { data: { operationLogTargetTypes: ["area", "message", "popup", "user"] } }, maxUsageCount: Infinity };

describe("operation log", () => {
  it("lists entries, filters by target and date in the URL, and pages by cursor", async () => {
    const mocks = [
      { request: { query: OperationLogDocument, variables: { filter: none, first: PAGE_SIZE, after: null } }, result: { data: connection([node("1", "area.update", "main-hall")], "c-1", true) } },
      { request: { query: OperationLogDocument, variables: { filter: none, first: PAGE_SIZE, after: "c-1" } }, result: { data: connection([node("2", "game.update", "roulette")], null, false) } },
      {
        request: { query: OperationLogDocument, variables: { filter: { ...none, targetType: "user", from: "2026-11-01T00:00:00.000Z", to: "2026-11-03T00:00:00.000Z" }, first: PAGE_SIZE, after: null } },
        result: { data: connection([node("3", "user.ban", "0xabc")], null, false) },
      },
    ];
    const { search } = renderAdmin(<OperationLogPage />, { path: "/operation-log", mocks: [...mocks, targetTypes] });
    expect(await screen.findByText("area.update main-hall")).toBeTruthy();
    await expect.poll(() => within(screen.getByLabelText("Target type")).getAllByRole("option").map((o) => o.textContent)).toEqual(["Any", "area", "message", "popup", "user"]);
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("game.update roulette")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Target type"), "user");
    await userEvent.type(screen.getByLabelText("From"), "11/01/2026");
    await userEvent.type(screen.getByLabelText("To"), "11/02/2026");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByText("user.ban 0xabc")).toBeTruthy();
    expect(search().get("after")).toBeNull();
    expect(search().get("targetType")).toBe("user");
  });

  it("says what to expect when nothing is logged yet", async () => {
    const mocks = [{ request: { query: OperationLogDocument, variables: { filter: none, first: PAGE_SIZE, after: null } }, result: { data: connection([], null, false) } }];
    renderAdmin(<OperationLogPage />, { path: "/operation-log", mocks: [...mocks, targetTypes] });
    expect(await screen.findByText("No changes recorded yet")).toBeTruthy();
  });

  it("shows one entry with who, where from and its before/after diff", async () => {
    const entry = {
      ...node("9", "table.setLimits", "3"), before: { maxBet: "500000000", name: "Roulette 1" }, after: { maxBet: "750000000", name: "Roulette 1" },
      changes: [{ __typename: "OperationChange", field: "maxBet", before: "\"500000000\"", after: "\"750000000\"" }],
    };
    renderAdmin(<OperationLogEntryPage />, { path: "/admin/operation-log/:id/view", url: "/admin/operation-log/9/view", mocks: [{ request: { query: OperationLogEntryDocument, variables: { id: "9" } }, result: { data: { operationLogEntry: entry } } }] });
    const row = await screen.findByTestId("change-maxBet");
    expect(within(row).getByText("\"500000000\"").className).toBe("is-removed");
    expect(within(row).getByText("\"750000000\"").className).toBe("is-added");
    expect(screen.getByText(ADMIN)).toBeTruthy();
    expect(screen.getByText("127.0.0.1")).toBeTruthy();
    expect(screen.getByText("Changed")).toBeTruthy();
    expect(screen.getByTestId("before-json").textContent).toContain("500000000");
  });

  it("says an entry that does not exist is not found", async () => {
    renderAdmin(<OperationLogEntryPage />, { path: "/admin/operation-log/:id/view", url: "/admin/operation-log/x/view", mocks: [{ request: { query: OperationLogEntryDocument, variables: { id: "x" } }, result: { errors: [gqlError("NOT_FOUND", "No such entry")] } }] });
    expect(await screen.findByText("Not found")).toBeTruthy();
  });
});
