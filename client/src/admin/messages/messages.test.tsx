import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminMessageDocument, AdminMessagesDocument, CreateMessageDocument, DeleteMessageDocument, PublishMessageDocument, UpdateMessageDocument, type AdminMessageFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { badInput, typed } from "../testing/graphql-errors.js";
import { MessagesListPage } from "./MessagesListPage.js";
import { MessageEditPage, MessageNewPage } from "./MessageEditPage.js";
import { MessageViewPage } from "./MessageViewPage.js";

const message = (over: Partial<AdminMessageFieldsFragment> = {}): AdminMessageFieldsFragment =>
  typed("AdminMessage", {
    id: "m1", title: "Maintenance tonight", content: "Tables pause at 02:00 UTC.", htmlContent: null, targetAll: true, targetAddresses: [], sendAt: null, state: "DRAFT",
    sentAt: null, createdBy: "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc", createdAt: "2026-11-22T10:00:00.000Z", updatedAt: "2026-11-22T10:00:00.000Z", readCount: 0, ...over,
  } satisfies AdminMessageFieldsFragment);
const connection = (nodes: AdminMessageFieldsFragment[]) => ({
  __typename: "AdminMessageConnection", edges: nodes.map((node) => ({ __typename: "AdminMessageEdge", cursor: node.id, node })), pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
});
const list = (filter: object, nodes: AdminMessageFieldsFragment[]) => ({ request: { query: AdminMessagesDocument, variables: { filter, first: 20, after: null } }, result: { data: { adminMessages: connection(nodes) } }, maxUsageCount: Infinity });
const routes = [{ path: "/admin/messages/:id/view", element: <p>view page</p> }, { path: "/admin/messages", element: <p>list page</p> }];

describe("back office messages", () => {
  it("lists messages with their state, recipients and reads, filtered by state in the address", async () => {
    const sent = message({ id: "m2", title: "Weekend bonus", state: "SENT", sentAt: "2026-11-21T08:00:00.000Z", readCount: 42, targetAll: false, targetAddresses: ["0x70997970c51812dc3a010c7d01b50e0d17dc79c8"] });
    const { search } = renderAdmin(<MessagesListPage />, { path: "/admin/messages", mocks: [list({ state: null, search: null }, [message(), sent]), list({ state: "SENT", search: null }, [sent])] });
    const row = (await screen.findByRole("link", { name: "Weekend bonus" })).closest("tr")!;
    expect(within(row).getByText("Sent")).toBeTruthy();
    expect(within(row).getByText("1 address")).toBeTruthy();
    expect(within(row).getByText("42")).toBeTruthy();
    // A sent message is read-only: View, never Edit; a draft can be edited.
    expect(within(row).queryByRole("link", { name: "Edit" })).toBeNull();
    expect(within(row).getByRole("link", { name: "View" }).getAttribute("href")).toBe("/admin/messages/m2/view");
    const draftRow = screen.getByRole("link", { name: "Maintenance tonight" }).closest("tr")!;
    expect(within(draftRow).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe("/admin/messages/m1");
    expect(screen.getByRole("link", { name: "Maintenance tonight" }).getAttribute("href")).toBe("/admin/messages/m1/view");
    await userEvent.selectOptions(screen.getByLabelText("State"), "SENT");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Maintenance tonight" })).toBeNull());
    expect(search().get("state")).toBe("SENT");
  });

  it("refuses a message without content inline, then publishes it to chosen wallets at once", async () => {
    const input = { title: "Your VIP table", content: "Table 7 is yours tonight.", htmlContent: "<p>See you <b>there</b></p>", targetAll: false, targetAddresses: ["0x70997970c51812dc3a010c7d01b50e0d17dc79c8"], sendAt: null };
    const created = vi.fn(() => ({ data: { createMessage: message({ id: "m9", ...input }) } }));
    const published = vi.fn(() => ({ data: { publishMessage: message({ id: "m9", ...input, state: "SENT", sentAt: "2026-11-23T00:00:00.000Z" }) } }));
    const { router } = renderAdmin(<MessageNewPage />, {
      path: "/admin/messages/new",
      routes,
      mocks: [{ request: { query: CreateMessageDocument, variables: { input } }, result: created }, { request: { query: PublishMessageDocument, variables: { id: "m9" } }, result: published }],
    });
    await userEvent.type(screen.getByLabelText(/Title/), "Your VIP table");
    await userEvent.click(screen.getByRole("button", { name: "Publish and send now" }));
    expect((await screen.findAllByRole("alert")).map((a) => a.textContent)).toContain("Message content is required");
    expect(created).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/^Content/), "Table 7 is yours tonight.");
    await userEvent.type(screen.getByLabelText(/HTML content/), "<p>See you <b>there</b></p>");
    await userEvent.click(screen.getByLabelText("Chosen wallet addresses"));
    await userEvent.type(screen.getByLabelText(/Wallet addresses/), "0xnotanaddress");
    await userEvent.click(screen.getByRole("button", { name: "Publish and send now" }));
    expect(await screen.findByText("Each address is 0x followed by 40 hex digits")).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Wallet addresses/));
    await userEvent.type(screen.getByLabelText(/Wallet addresses/), "0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    await userEvent.click(screen.getByRole("button", { name: "Publish and send now" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/messages/m9/view"));
    expect(created).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("Sent to players")).toBeTruthy();
  });

  it("says Sent fail when publishing fails with no refusal to show", async () => {
    const input = { title: "Hello", content: "Hi", htmlContent: null, targetAll: true, targetAddresses: [], sendAt: null };
    renderAdmin(<MessageNewPage />, { path: "/admin/messages/new", routes, mocks: [{ request: { query: CreateMessageDocument, variables: { input } }, error: new TypeError("Failed to fetch") }] });
    await userEvent.type(screen.getByLabelText(/Title/), "Hello");
    await userEvent.type(screen.getByLabelText(/^Content/), "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Publish and send now" }));
    expect((await screen.findAllByRole("alert")).map((a) => a.textContent)).toContain("Sent fail");
  });

  it("keeps the server's field error beside its input", async () => {
    const input = { title: "Hello", content: "Hi", htmlContent: null, targetAll: true, targetAddresses: [], sendAt: null };
    renderAdmin(<MessageNewPage />, { path: "/admin/messages/new", mocks: [{ request: { query: CreateMessageDocument, variables: { input } }, result: { errors: [badInput("title", "A message with this title is already scheduled")] } }] });
    await userEvent.type(screen.getByLabelText(/Title/), "Hello");
    await userEvent.type(screen.getByLabelText(/^Content/), "Hi");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    const title = screen.getByLabelText(/Title/);
    await waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(title.getAttribute("aria-describedby")!)?.textContent).toBe("A message with this title is already scheduled");
  });

  it("edits a draft and deletes it after confirmation", async () => {
    const one = { request: { query: AdminMessageDocument, variables: { id: "m1" } }, result: { data: { adminMessage: message() } }, maxUsageCount: Infinity };
    const save = vi.fn(() => ({ data: { updateMessage: message({ title: "Maintenance at 03:00", updatedAt: "2026-11-22T11:00:00.000Z" }) } }));
    const remove = vi.fn(() => ({ data: { deleteMessage: true } }));
    const { router } = renderAdmin(<MessageEditPage />, {
      path: "/admin/messages/:id",
      url: "/admin/messages/m1",
      routes,
      mocks: [
        one,
        { request: { query: UpdateMessageDocument, variables: { id: "m1", input: { title: "Maintenance at 03:00", content: "Tables pause at 02:00 UTC.", htmlContent: "", targetAll: true, targetAddresses: [], clearSendAt: true } } }, result: save },
        { request: { query: DeleteMessageDocument, variables: { id: "m1" } }, result: remove },
      ],
    });
    const title = await screen.findByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, "Maintenance at 03:00");
    await userEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getAllByRole("button", { name: "Delete" })[0]!);
    const dialog = screen.getByRole("alertdialog");
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/messages"));
    expect(remove).toHaveBeenCalledTimes(1);
  });

  it("offers no form for a sent message opened at its edit address, only why", async () => {
    renderAdmin(<MessageEditPage />, {
      path: "/admin/messages/:id",
      url: "/admin/messages/m2",
      mocks: [{ request: { query: AdminMessageDocument, variables: { id: "m2" } }, result: { data: { adminMessage: message({ id: "m2", state: "SENT", sentAt: "2026-11-21T08:00:00.000Z" }) } } }],
    });
    expect((await screen.findByTestId("message-read-only")).textContent).toContain("can no longer be edited");
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });

  it("shows a message's stored HTML as the server sanitised it, with its reads", async () => {
    const html = '<h2>Weekend bonus</h2><p><a href="https://sunrise.example/bonus">Claim it</a></p>';
    renderAdmin(<MessageViewPage />, {
      path: "/admin/messages/:id/view",
      url: "/admin/messages/m2/view",
      mocks: [{ request: { query: AdminMessageDocument, variables: { id: "m2" } }, result: { data: { adminMessage: message({ id: "m2", htmlContent: html, state: "SENT", sentAt: "2026-11-21T08:00:00.000Z", readCount: 42 }) } } }],
    });
    const preview = await screen.findByTestId("html-preview");
    expect(within(preview).getByRole("heading", { name: "Weekend bonus" })).toBeTruthy();
    expect(within(preview).getByRole("link", { name: "Claim it" }).getAttribute("href")).toBe("https://sunrise.example/bonus");
    expect(screen.getByTestId("message-reads").textContent).toBe("42");
  });
});
