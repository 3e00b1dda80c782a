import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminJackpotsDocument, AdminTicketDocument, IssueTicketsDocument, VoidTicketDocument, type AdminJackpotFieldsFragment, type AdminTicketFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { badInput, typed } from "../testing/graphql-errors.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { TicketNewPage } from "./TicketNewPage.js";
import { TicketPage } from "./TicketPage.js";

const STAFF = "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc";
const PLAYER = "0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
const jackpot = (over: Partial<AdminJackpotFieldsFragment> = {}): AdminJackpotFieldsFragment =>
  typed("AdminJackpot", {
    id: "7", name: "Mega of the week", level: 1, prize: "1000000000", winnersCount: 2, wagerPerTicket: "10000000", gameTypes: [], opensAt: "2026-11-22T00:00:00.000Z",
    drawAt: "2099-11-30T00:00:00.000Z", state: "OPEN", commitment: "0x" + "ab".repeat(32), ticketCount: 3, publishedAt: null, closedAt: null, drawnAt: null, paidAt: null, cancelledAt: null, cancelReason: null,
    createdBy: STAFF, createdAt: "2026-11-22T10:00:00.000Z", updatedAt: "2026-11-22T10:00:00.000Z", ...over,
  } satisfies AdminJackpotFieldsFragment);
const ticket = (over: Partial<AdminTicketFieldsFragment> = {}): AdminTicketFieldsFragment =>
  typed("AdminTicket", {
    id: "41", jackpotId: "7", jackpotName: "Mega of the week", jackpotState: "OPEN", owner: PLAYER, source: "ISSUED", reason: "Compensation for a stuck round", issuedBy: STAFF, number: null, won: false,
    prize: null, voidable: true, voidedAt: null, voidedBy: null, voidReason: null, createdAt: "2026-11-22T12:00:00.000Z", ...over,
  } satisfies AdminTicketFieldsFragment);
const jackpots = (nodes: AdminJackpotFieldsFragment[]) => ({
  request: { query: AdminJackpotsDocument, variables: { filter: {}, first: 100, after: null } },
  result: { data: { adminJackpots: { __typename: "AdminJackpotConnection", edges: nodes.map((node) => ({ __typename: "AdminJackpotEdge", cursor: node.id, node })), pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null } } } },
  maxUsageCount: Infinity,
});

describe("back office tickets", () => {
  it("issues tickets of a jackpot taking entries: inline checks, the server's field error, then the new ticket's page", async () => {
    const drawn = jackpot({ id: "3", name: "Last week", state: "DRAWN", drawAt: "2026-11-01T00:00:00.000Z" });
    const input = { jackpotId: "7", address: PLAYER, count: 3, reason: "Compensation for a stuck round" };
    let calls = 0;
    const issued = vi.fn(() => (++calls === 1 ? { errors: [badInput("address", "No player has registered with this address")] } : { data: { issueTickets: [ticket(), ticket({ id: "42" }), ticket({ id: "43" })] } }));
    const { router } = renderAdmin(<TicketNewPage />, {
      path: "/admin/tickets/new",
      url: "/admin/tickets/new?jackpot=7",
      routes: [{ path: "/admin/tickets/:id", element: <p>ticket page</p> }],
      mocks: [jackpots([jackpot(), drawn]), { request: { query: IssueTicketsDocument, variables: { input } }, result: issued, maxUsageCount: 2 }],
    });
    const select = (await screen.findByLabelText(/^Jackpot/)) as HTMLSelectElement;
    await waitFor(() => expect([...select.options].map((o) => o.textContent)).toContain("Mega of the week · Mega · Open · 2099-11-30 00:00:00"));
    expect([...select.options].some((o) => o.textContent?.startsWith("Last week"))).toBe(false);
    expect(select.value).toBe("7");
    const count = screen.getByLabelText(/^Number of tickets/);
    await userEvent.clear(count);
    await userEvent.type(count, "1001");
    await userEvent.type(screen.getByLabelText(/^Player wallet address/), "0x1234");
    await userEvent.click(screen.getByRole("button", { name: "Issue tickets" }));
    expect((await screen.findAllByRole("alert")).map((a) => a.textContent)).toEqual(expect.arrayContaining(["Enter an address: 0x followed by 40 hex digits", "From 1 to 1000 tickets", "Required"]));
    expect(issued).not.toHaveBeenCalled();
    await userEvent.clear(count);
    await userEvent.type(count, "3");
    await userEvent.clear(screen.getByLabelText(/^Player wallet address/));
    await userEvent.type(screen.getByLabelText(/^Player wallet address/), PLAYER);
    await userEvent.type(screen.getByLabelText(/^Reason/), "Compensation for a stuck round");
    await userEvent.click(screen.getByRole("button", { name: "Issue tickets" }));
    const address = screen.getByLabelText(/^Player wallet address/);
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(address.getAttribute("aria-describedby")!)?.textContent).toBe("No player has registered with this address");
    await userEvent.click(screen.getByRole("button", { name: "Issue tickets" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/tickets/41"));
    expect(issued).toHaveBeenCalledTimes(2);
  }, 20_000);

  it("refuses the page to a role without tickets.write", async () => {
    renderAdmin(<TicketNewPage />, { path: "/admin/tickets/new", granted: ROLE_PERMISSIONS.SUPPORT.filter((p) => p !== "tickets.write") });
    expect(await screen.findByText("Your role cannot open this page")).toBeTruthy();
  });

  it("shows an issued ticket and voids it with a reason after confirmation", async () => {
    const voided = ticket({ voidable: false, voidedAt: "2026-11-22T13:00:00.000Z", voidedBy: STAFF, voidReason: "Issued to the wrong player" });
    const save = vi.fn(() => ({ data: { voidTicket: voided } }));
    renderAdmin(<TicketPage />, {
      path: "/admin/tickets/:id",
      url: "/admin/tickets/41",
      mocks: [
        { request: { query: AdminTicketDocument, variables: { id: "41" } }, result: { data: { adminTicket: ticket() } } },
        { request: { query: VoidTicketDocument, variables: { id: "41", reason: "Issued to the wrong player" } }, result: save },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Ticket 41" })).toBeTruthy();
    expect(screen.getByText("Compensation for a stuck round")).toBeTruthy();
    expect(screen.getByText("Numbered when entries close")).toBeTruthy();
    expect(screen.getByTestId("ticket-result").textContent).toBe("Not drawn yet");
    expect(screen.getByRole("link", { name: "Mega of the week" }).getAttribute("href")).toBe("/admin/jackpots/7");
    await userEvent.click(screen.getByRole("button", { name: "Void ticket" }));
    const dialog = screen.getByRole("alertdialog");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Issued to the wrong player");
    await userEvent.click(within(dialog).getByRole("button", { name: "Void ticket" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByTestId("ticket-void")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Void ticket" })).toBeNull();
  }, 20_000);

  it("shows what a winning earned ticket won, with no void button", async () => {
    renderAdmin(<TicketPage />, {
      path: "/admin/tickets/:id",
      url: "/admin/tickets/5",
      mocks: [{ request: { query: AdminTicketDocument, variables: { id: "5" } }, result: { data: { adminTicket: ticket({ id: "5", source: "EARNED", reason: null, issuedBy: null, number: 12, won: true, prize: "500000000", voidable: false, jackpotState: "PAID" }) } } }],
    });
    expect(await screen.findByText("Won 500 SUSD")).toBeTruthy();
    expect(screen.getByText("12")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Void ticket" })).toBeNull();
  });
});
