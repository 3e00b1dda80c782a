import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { UnreadMessageCountDocument } from "../../gql/graphql.js";
import { MarkAllMessagesReadDocument, MarkMessageReadDocument, PlayerMessageDocument, PlayerMessagesDocument } from "../../gql/pages/graphql.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { testSession, testUser } from "../../testing/session.js";
import { notificationStore } from "../../shared/ui/notifications.js";
import { MessagesPage } from "./MessagesPage.js";
import { MessagePage } from "./MessagePage.js";
import { MessageAlerts } from "./MessageAlerts.js";
import { UnreadBadge } from "./components/UnreadBadge.js";

const player = testSession({ status: "signedIn", me: testUser() });
const msg = (id: string, over: Record<string, unknown> = {}) => ({
  __typename: "Message" as const, id, title: `Title ${id}`, content: `Body of ${id}`, htmlContent: null as string | null, sentAt: "2026-11-22T10:00:00.000Z", read: false, readAt: null as string | null, ...over,
});
const page = (nodes: ReturnType<typeof msg>[], unreadCount: number, hasNextPage = false) => ({
  __typename: "MessageConnection" as const,
  edges: nodes.map((node) => ({ __typename: "MessageEdge" as const, cursor: node.id, node })),
  pageInfo: { __typename: "PageInfo" as const, hasNextPage, endCursor: nodes.at(-1)?.id ?? null },
  unreadCount,
});
const unread = (n: number) => ({ request: { query: UnreadMessageCountDocument }, result: { data: { unreadMessageCount: n } } });

describe("/messages", () => {
  afterEach(() => notificationStore.get().forEach((n) => notificationStore.dismiss(n.id)));

  it("lists the player's messages with the unread ones marked, older pages on demand, and marks all read", async () => {
    const first = { request: { query: PlayerMessagesDocument, variables: { first: 20 } }, result: { data: { messages: page([msg("m3"), msg("m2", { read: true })], 1, true) } } };
    const older = { request: { query: PlayerMessagesDocument, variables: { first: 20, after: "m2" } }, result: { data: { messages: page([msg("m1", { read: true })], 1) } } };
    const markAll = { request: { query: MarkAllMessagesReadDocument }, result: { data: { markAllMessagesRead: 1 } } };
    const afterMarking = { request: { query: PlayerMessagesDocument, variables: { first: 20 } }, result: { data: { messages: page([msg("m3", { read: true }), msg("m2", { read: true }), msg("m1", { read: true })], 0) } } };
    renderPlayer(<MessagesPage />, { session: player, path: "/messages", mocks: [first, older, markAll, afterMarking, always(unread(0))] });
    const items = await screen.findAllByTestId("inbox-item");
    expect(items.map((i) => [i.querySelector(".inbox__excerpt")?.textContent, i.dataset.read])).toEqual([["Body of m3", "false"], ["Body of m2", "true"]]);
    expect(within(items[0]!).getByText("New")).toBeTruthy();
    expect(within(items[0]!).getByRole("link").getAttribute("href")).toBe("/messages/m3");
    await userEvent.click(screen.getByRole("button", { name: "Show older messages" }));
    await waitFor(() => expect(screen.getAllByTestId("inbox-item")).toHaveLength(3));
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.getAllByTestId("inbox-item").every((i) => i.dataset.read === "true")).toBe(true));
    expect(screen.getByTestId("inbox-unread").textContent).toBe("Everything read");
  });

  it("asks a guest to connect", async () => {
    renderPlayer(<MessagesPage />, { path: "/messages" });
    expect(await screen.findByText("Connect your wallet to read your messages.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connect wallet" })).toBeTruthy();
  });
});

describe("/messages/{id}", () => {
  it("opens the message, marks it read and shows its sanitised HTML in the overlay only when the player asks", async () => {
    const html = '<h2>Weekend bonus</h2><p>Deposit <strong>now</strong></p>';
    const markRead = vi.fn(() => ({ data: { markMessageRead: msg("m3", { htmlContent: html, read: true, readAt: "2026-11-22T11:00:00.000Z" }) } }));
    renderPlayer(<MessagePage />, {
      session: player,
      path: "/messages/:id",
      url: "/messages/m3",
      mocks: [
        { request: { query: PlayerMessageDocument, variables: { id: "m3" } }, result: { data: { message: msg("m3", { htmlContent: html }) } } },
        { request: { query: MarkMessageReadDocument, variables: { id: "m3" } }, result: markRead },
        always(unread(0)),
      ],
    });
    expect((await screen.findByTestId("message")).textContent).toContain("Body of m3");
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    // The plain text stays in view: the overlay waits for the player.
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open the full message" }));
    const overlay = await screen.findByRole("dialog");
    expect(within(overlay).getByRole("heading", { name: "Weekend bonus" })).toBeTruthy();
    await userEvent.click(within(overlay).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Open the full message" }));
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("says a message that is not the player's does not exist", async () => {
    renderPlayer(<MessagePage />, {
      session: player,
      path: "/messages/:id",
      url: "/messages/nope",
      mocks: [{ request: { query: PlayerMessageDocument, variables: { id: "nope" } }, result: { errors: [{ message: "No such message", extensions: { code: "NOT_FOUND" } }] } }],
    });
    expect((await screen.findByTestId("message-missing")).textContent).toBe("This message is not exist");
  });
});

describe("unread badge", () => {
  afterEach(() => notificationStore.get().forEach((n) => notificationStore.dismiss(n.id)));

  it("rises live when a message is sent to the player, and a notice offers to open it", async () => {
    const { events } = renderPlayer(<><MessageAlerts /><UnreadBadge /></>, { session: player, live: ["MessageReceived"], mocks: [unread(1), always(unread(2))] });
    expect((await screen.findByTestId("unread-badge")).textContent).toBe("1");
    act(() => events.simulateResult({ result: { data: { messageReceived: msg("m9", { title: "Maintenance tonight" }) } } }));
    await waitFor(() => expect(screen.getByTestId("unread-badge").textContent).toBe("2"));
    expect(notificationStore.get()).toEqual([expect.objectContaining({ kind: "info", text: "New message: Maintenance tonight", to: "/messages/m9" })]);
  });

  it("shows nothing for a guest or when everything is read", async () => {
    renderPlayer(<UnreadBadge />, { session: player, mocks: [unread(0)] });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("unread-badge")).toBeNull();
  });
});
