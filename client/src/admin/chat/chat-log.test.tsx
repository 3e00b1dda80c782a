import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChatBanDocument, ChatLogDocument, ChatReportsDocument, ChatSettingsDocument, DeleteChatMessageDocument } from "../../gql/admin/graphql.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { renderAdmin } from "../testing/render-admin.js";
import { ChatLogPage, PAGE_SIZE } from "./ChatLogPage.js";

const ALICE = "0x00000000000000000000000000000000000000a1";
const entry = (id: string, original: string, over: Record<string, unknown> = {}) => ({
  __typename: "ChatLogEntry" as const, id, tableId: 3, kind: "PLAYER", original, shown: original, amount: null, postedAt: "2026-11-28T10:00:00.000Z", deletedAt: null, deletedBy: null,
  openReports: 0, authorChatBanned: false, authorImageBanned: false, author: { __typename: "ChatAuthor" as const, id: ALICE, name: "Alice", imageUrl: null }, ...over,
});
const log = (filter: Record<string, unknown>, nodes: ReturnType<typeof entry>[]) => ({
  request: { query: ChatLogDocument, variables: { filter: { tableId: null, player: null, words: null, from: null, to: null, deleted: null, ...filter }, first: PAGE_SIZE, after: null } },
  result: { data: { chatLog: { __typename: "ChatLogConnection" as const, nodes, pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null } } } },
  maxUsageCount: Infinity,
});
const noReports = { request: { query: ChatReportsDocument, variables: { first: 50 } }, result: { data: { chatReports: { __typename: "ChatReportConnection" as const, nodes: [], pageInfo: { __typename: "PageInfo" as const, hasNextPage: false, endCursor: null } } } }, maxUsageCount: Infinity };
const settings = { request: { query: ChatSettingsDocument }, result: { data: { chatSettings: { __typename: "ChatSettings" as const, id: "chat", bigWinThreshold: null, retentionDays: 30 } } }, maxUsageCount: Infinity };

describe("chat log", () => {
  it("lists lines with what the table saw, and filters by table and words in the URL", async () => {
    const mocks = [log({}, [entry("m1", "visit spam.com", { shown: "visit •••", openReports: 2 })]), log({ tableId: 3, words: "hello" }, [entry("m2", "hello all")]), noReports, settings];
    const { search } = renderAdmin(<ChatLogPage />, { path: "/admin/chat-log", mocks, granted: ROLE_PERMISSIONS.SUPPORT });
    expect(await screen.findByText("visit spam.com")).toBeTruthy();
    expect(screen.getByText("Shown as: visit •••")).toBeTruthy();
    expect(screen.getByText("2 reports")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Table"), "3");
    await userEvent.type(screen.getByLabelText("Words"), "hello");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    expect(await screen.findByText("hello all")).toBeTruthy();
    expect(search().get("table")).toBe("3");
  });

  it("lets SUPPORT delete a line and chat-ban its author for a time with a reason", async () => {
    const deleted = { request: { query: DeleteChatMessageDocument, variables: { id: "m1" } }, result: { data: { deleteChatMessage: entry("m1", "rude", { deletedAt: "2026-11-28T10:05:00.000Z", deletedBy: "0xs" }) } } };
    const banned = { request: { query: ChatBanDocument, variables: { address: ALICE, hours: 168, reason: "Insults" } }, result: { data: { chatBan: { __typename: "MyChatStatus" as const, id: ALICE, banned: true, bannedUntil: "2026-12-05T10:00:00.000Z" } } } };
    renderAdmin(<ChatLogPage />, { path: "/admin/chat-log", mocks: [log({}, [entry("m1", "rude")]), noReports, settings, deleted, banned], granted: ROLE_PERMISSIONS.SUPPORT });
    const row = (await screen.findByText("rude")).closest("tr")!;
    await userEvent.click(within(row).getByRole("button", { name: "Delete" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await userEvent.click(within(row).getByRole("button", { name: "Chat ban" }));
    const dialog = screen.getByRole("alertdialog");
    await userEvent.selectOptions(within(dialog).getByTestId("chat-ban-hours"), "168");
    await userEvent.type(within(dialog).getByTestId("chat-ban-reason"), "Insults");
    await userEvent.click(within(dialog).getByRole("button", { name: "Chat ban" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("shows MEMBER the log without moderation buttons", async () => {
    renderAdmin(<ChatLogPage />, { path: "/admin/chat-log", mocks: [log({}, [entry("m1", "hi")]), noReports, settings], granted: ROLE_PERMISSIONS.MEMBER });
    expect(await screen.findByText("hi")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Chat ban" })).toBeNull();
  });
});
