import { describe, expect, it } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GraphQLError } from "graphql";
import { ChatMessagesDocument, MyChatStatusDocument, PostChatMessageDocument, ReportChatMessageDocument } from "../../gql/pages/graphql.js";
import { ConfirmProvider } from "../../shared/ui/confirm.js";
import { always, renderPlayer } from "../../testing/render-player.js";
import { TEST_ADDRESS, testSession, testUser } from "../../testing/session.js";
import { TableChat } from "./TableChat.js";

const ME = TEST_ADDRESS.toLowerCase();
const BOB = "0x00000000000000000000000000000000000000b0";
const player = testSession({ status: "signedIn", me: testUser() });

const author = (id: string, name: string, imageUrl: string | null = null) => ({ __typename: "ChatAuthor" as const, id, name, imageUrl });
const line = (id: string, text: string, by = author(BOB, "Bob", "/uploads/bob"), over: Record<string, unknown> = {}) => ({
  __typename: "ChatMessage" as const, id, tableId: 1, kind: "PLAYER" as const, text, amount: null as string | null, postedAt: "2026-11-28T10:00:00.000Z", author: by, ...over,
});
const lines = (...nodes: ReturnType<typeof line>[]) => always({ request: { query: ChatMessagesDocument, variables: { tableId: 1, first: 50 } }, result: { data: { chatMessages: { __typename: "ChatMessageConnection" as const, nodes } } } });
const status = (over: Record<string, unknown> = {}) =>
  always({ request: { query: MyChatStatusDocument }, result: { data: { myChatStatus: { __typename: "MyChatStatus" as const, id: ME, canPost: true, banned: false, bannedUntil: null, banReason: null, ...over } } } });

const texts = () => screen.getAllByTestId("chat-text").map((e) => e.textContent);

describe("table chat", () => {
  it("shows a guest the last lines oldest first with names and photos, and asks them to connect instead of an input", async () => {
    renderPlayer(<TableChat tableId={1} />, { mocks: [lines(line("m2", "second"), line("m1", "first", author(ME, "Me")))] });
    await waitFor(() => expect(texts()).toEqual(["first", "second"]));
    const [mine, bobs] = screen.getAllByTestId("chat-line");
    expect(within(bobs!).getByText("Bob")).toBeTruthy();
    expect(within(bobs!).getByTestId("chat-avatar-photo").getAttribute("src")).toBe("/uploads/bob");
    expect(within(mine!).queryByText("You")).toBeNull();
    expect(screen.getByTestId("chat-sign-in").textContent).toContain("Connect your wallet");
    expect(screen.queryByTestId("chat-input")).toBeNull();
    expect(screen.getByRole("log", { name: "Messages at this table" })).toBeTruthy();
  });

  it("marks the player's own lines, posts with Enter and clears the input", async () => {
    const posted = { request: { query: PostChatMessageDocument, variables: { tableId: 1, text: "hello 👋" } }, result: { data: { postChatMessage: line("m3", "hello 👋", author(ME, "Player"), { postedAt: "2026-11-28T10:01:00.000Z" }) } } };
    renderPlayer(<TableChat tableId={1} />, { session: player, mocks: [lines(line("m1", "mine", author(ME, "Player"))), status(), posted] });
    await waitFor(() => expect(texts()).toEqual(["mine"]));
    expect(within(screen.getAllByTestId("chat-line")[0]!).getByText("You")).toBeTruthy();
    const input = screen.getByLabelText("Message to the table");
    await userEvent.type(input, "hello 👋{Enter}");
    await waitFor(() => expect(texts()).toEqual(["mine", "hello 👋"]));
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("says how long to wait when the player posts too fast, and counts characters up to 200", async () => {
    const limited = { request: { query: PostChatMessageDocument, variables: { tableId: 1, text: "spam" } }, result: { errors: [new GraphQLError("too fast", { extensions: { code: "RATE_LIMITED", retryAfterSeconds: 7 } })] } };
    renderPlayer(<TableChat tableId={1} />, { session: player, mocks: [lines(), status(), limited] });
    const input = await screen.findByLabelText("Message to the table");
    await userEvent.type(input, "spam");
    expect(screen.getByText("4 / 200")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("You're sending messages too fast. Try again in 7 s."));
    expect((input as HTMLInputElement).value).toBe("spam");
  });

  it("shows a chat-banned player why and until when instead of the input", async () => {
    renderPlayer(<TableChat tableId={1} />, { session: player, mocks: [lines(), status({ canPost: false, banned: true, bannedUntil: "2099-01-02T03:04:00.000Z", banReason: "Spamming" })] });
    const notice = await screen.findByTestId("chat-ban");
    expect(notice.textContent).toMatch(/You can't post in the chat until .*2099/);
    expect(notice.textContent).toContain("Reason: Spamming");
    expect(screen.queryByTestId("chat-input")).toBeNull();
  });

  it("adds lines as they are posted at the table", async () => {
    const { events } = renderPlayer(<TableChat tableId={1} />, { mocks: [lines(line("m1", "first"))], live: ["ChatMessagePosted"] });
    await waitFor(() => expect(texts()).toEqual(["first"]));
    act(() => events.simulateResult({ result: { data: { chatMessagePosted: line("m2", "live one", author(BOB, "Bob"), { postedAt: "2026-11-28T10:02:00.000Z" }) } } }));
    await waitFor(() => expect(texts()).toEqual(["first", "live one"]));
  });

  it("drops lines staff delete, at once", async () => {
    const { events } = renderPlayer(<TableChat tableId={1} />, { mocks: [lines(line("m2", "keep"), line("m1", "rude"))], live: ["ChatMessagesDeleted"] });
    await waitFor(() => expect(texts()).toEqual(["rude", "keep"]));
    act(() => events.simulateResult({ result: { data: { chatMessagesDeleted: { __typename: "ChatDeletion", tableId: 1, ids: ["m1"] } } } }));
    await waitFor(() => expect(texts()).toEqual(["keep"]));
  });

  it("removes an image-banned author's photo from every line at once", async () => {
    const { events } = renderPlayer(<TableChat tableId={1} />, { mocks: [lines(line("m2", "two"), line("m1", "one"))], live: ["ChatAuthorUpdated"] });
    await waitFor(() => expect(screen.getAllByTestId("chat-avatar-photo")).toHaveLength(2));
    act(() => events.simulateResult({ result: { data: { chatAuthorUpdated: author(BOB, "Bob", null) } } }));
    await waitFor(() => expect(screen.queryAllByTestId("chat-avatar-photo")).toHaveLength(0));
    expect(screen.getAllByTestId("chat-avatar-initial").map((e) => e.textContent)).toEqual(["B", "B"]);
  });

  it("folds away and back with a button that says whether the chat is open", async () => {
    renderPlayer(<TableChat tableId={1} />, { mocks: [lines(line("m1", "first"))] });
    const toggle = await screen.findByRole("button", { name: "Hide chat" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Show chat" }).getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByTestId("chat-log").closest("[hidden]")).not.toBeNull();
  });

  it("reports another player's line after asking, and offers no report on one's own", async () => {
    const reported = { request: { query: ReportChatMessageDocument, variables: { id: "m2" } }, result: { data: { reportChatMessage: true } } };
    renderPlayer(<ConfirmProvider><TableChat tableId={1} /></ConfirmProvider>, { session: player, mocks: [lines(line("m2", "rude words"), line("m1", "mine", author(ME, "Player"))), status(), reported] });
    await waitFor(() => expect(texts()).toEqual(["mine", "rude words"]));
    expect(screen.getAllByRole("button", { name: /Report the message from/ }).map((b) => b.getAttribute("aria-label"))).toEqual(["Report the message from Bob"]);
    await userEvent.click(screen.getByRole("button", { name: "Report the message from Bob" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "OK" }));
    expect(await screen.findByText("Thanks — staff will review the message.")).toBeTruthy();
  });
});
