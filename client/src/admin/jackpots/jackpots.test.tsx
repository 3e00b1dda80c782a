import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { drawJackpot, jackpotCommitment, jackpotServerSeed } from "@sunrise/games";
import {
  AdminJackpotDocument, AdminJackpotEntriesDocument, AdminJackpotsDocument, AdminTicketsDocument, AdminTaskUpdatedDocument, CancelJackpotDocument, CreateJackpotDocument, PublishJackpotDocument,
  RetryJackpotPayoutDocument, UpdateJackpotDocument, type AdminJackpotFieldsFragment, type AdminJackpotQuery,
} from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { badInput, typed } from "../testing/graphql-errors.js";
import { task } from "../testing/tasks.js";
import { ROLE_PERMISSIONS } from "../access/role-matrix.js";
import { JackpotsListPage } from "./JackpotsListPage.js";
import { JackpotEditPage, JackpotNewPage } from "./JackpotEditPage.js";

const STAFF = "0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc";
const SUSD = 1_000_000n;
const fields = (over: Partial<AdminJackpotFieldsFragment> = {}): AdminJackpotFieldsFragment =>
  typed("AdminJackpot", {
    id: "7", name: "Mega of the week", level: 1, prize: String(1000n * SUSD), winnersCount: 2, wagerPerTicket: String(10n * SUSD), gameTypes: [], opensAt: "2026-11-22T00:00:00.000Z",
    drawAt: "2099-11-30T00:00:00.000Z", state: "DRAFT", commitment: null, ticketCount: 0, publishedAt: null, closedAt: null, drawnAt: null, paidAt: null, cancelledAt: null, cancelReason: null,
    createdBy: STAFF, createdAt: "2026-11-22T10:00:00.000Z", updatedAt: "2026-11-22T10:00:00.000Z", ...over,
  } satisfies AdminJackpotFieldsFragment);
type Full = AdminJackpotQuery["adminJackpot"];
const full = (over: Partial<Full> = {}): Full => ({ ...fields(), serverSeed: null, clientSeed: null, clientSeedBlock: null, entriesHash: null, winners: [], history: [], ...over }) as Full;
const connection = (nodes: AdminJackpotFieldsFragment[]) => ({
  __typename: "AdminJackpotConnection", edges: nodes.map((node) => ({ __typename: "AdminJackpotEdge", cursor: node.id, node })), pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null },
});
const list = (filter: object, nodes: AdminJackpotFieldsFragment[]) => ({ request: { query: AdminJackpotsDocument, variables: { filter, first: 20, after: null } }, result: { data: { adminJackpots: connection(nodes) } }, maxUsageCount: Infinity });
const one = (j: Full) => ({ request: { query: AdminJackpotDocument, variables: { id: j.id } }, result: { data: { adminJackpot: j } }, maxUsageCount: Infinity });
const noTickets = (id: string) => ({
  request: { query: AdminTicketsDocument, variables: { jackpotId: id, filter: { owner: null, source: null }, first: 50, after: null } },
  result: { data: { adminTickets: { __typename: "AdminTicketConnection", totalCount: 0, edges: [], pageInfo: { __typename: "PageInfo", hasNextPage: false, endCursor: null } } } },
  maxUsageCount: Infinity,
});
const NO_FILTER = { level: null, state: null, from: null, to: null };

describe("back office jackpots", () => {
  it("lists jackpots with level, prize, tickets and state, filtered by level in the address", async () => {
    const mini = fields({ id: "8", name: "Daily mini", level: 4, prize: String(25n * SUSD), state: "OPEN", ticketCount: 12 });
    const { search } = renderAdmin(<JackpotsListPage />, { path: "/admin/jackpot", mocks: [list(NO_FILTER, [fields(), mini]), list({ ...NO_FILTER, level: 4 }, [mini])] });
    const row = (await screen.findByRole("link", { name: "Daily mini" })).closest("tr")!;
    expect(within(row).getByText("25 SUSD")).toBeTruthy();
    expect(within(row).getByText("Open")).toBeTruthy();
    expect(within(row).getByText("12")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Mega of the week" }).getAttribute("href")).toBe("/admin/jackpots/7");
    expect(screen.getByRole("link", { name: "New jackpot" })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Level"), "4");
    await userEvent.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "Mega of the week" })).toBeNull());
    expect(search().get("level")).toBe("4");
  });

  it("says what to do when there are none, and hides New from SUPPORT", async () => {
    renderAdmin(<JackpotsListPage />, { path: "/admin/jackpot", mocks: [list(NO_FILTER, [])], granted: ROLE_PERMISSIONS.SUPPORT });
    expect(await screen.findByText("No jackpots yet")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "New jackpot" })).toBeNull();
    expect(screen.getByRole("link", { name: "Issue tickets" })).toBeTruthy();
  });

  it("checks the form inline, shows the server's field error, then creates and publishes", async () => {
    const created = vi.fn(() => ({ data: { createJackpot: fields({ id: "9" }) } }));
    let calls = 0;
    const createResult = () => (++calls === 1 ? { errors: [badInput("name", "A jackpot with this name is open")] } : created()) as never;
    const published = vi.fn(() => ({ data: { publishJackpot: fields({ id: "9", state: "OPEN" }) } }));
    const input = { name: "Mega of the week", level: 1, prize: String(1000n * SUSD), winnersCount: 2, wagerPerTicket: String(10n * SUSD), gameTypes: [1, 7], opensAt: "2026-12-01T00:00:00.000Z", drawAt: "2026-12-08T00:00:00.000Z" };
    const { router } = renderAdmin(<JackpotNewPage />, {
      path: "/admin/jackpots/new",
      routes: [{ path: "/admin/jackpots/:id", element: <p>jackpot page</p> }],
      mocks: [
        { request: { query: CreateJackpotDocument, variables: { input } }, result: createResult, maxUsageCount: 2 },
        { request: { query: PublishJackpotDocument, variables: { id: "9" } }, result: published },
      ],
    });
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect((await screen.findAllByRole("alert")).map((a) => a.textContent)).toEqual(expect.arrayContaining(["Required", "Enter an amount above 0 with at most 6 decimals, e.g. 10.5"]));
    await userEvent.type(screen.getByLabelText(/^Name/), "Mega of the week");
    await userEvent.type(screen.getByLabelText(/^Prize/), "1000");
    await userEvent.clear(screen.getByLabelText(/^Winners/));
    await userEvent.type(screen.getByLabelText(/^Winners/), "2");
    await userEvent.click(screen.getByLabelText("Roulette"));
    await userEvent.click(screen.getByLabelText("Blackjack"));
    const opens = screen.getByLabelText(/^Opens/);
    const draw = screen.getByLabelText(/^Draw/);
    const [opensTime, drawTime] = screen.getAllByLabelText("Time (24 h)");
    await userEvent.clear(opens);
    await userEvent.type(opens, "12/08/2026");
    await userEvent.clear(opensTime!);
    await userEvent.type(opensTime!, "00:00");
    await userEvent.clear(draw);
    await userEvent.type(draw, "12/01/2026");
    await userEvent.clear(drawTime!);
    await userEvent.type(drawTime!, "00:00");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(await screen.findByText("The draw must come after the jackpot opens")).toBeTruthy();
    await userEvent.clear(opens);
    await userEvent.type(opens, "12/01/2026");
    await userEvent.clear(draw);
    await userEvent.type(draw, "12/08/2026");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe("A jackpot with this name is open");
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/jackpots/9"));
    expect(created).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledTimes(1);
  }, 20_000);

  it("lets an open jackpot only move its draw later, and cancels it with a reason after confirmation", async () => {
    const open = full({ state: "OPEN", commitment: "0x" + "ab".repeat(32), publishedAt: "2026-11-22T11:00:00.000Z" });
    const save = vi.fn(() => ({ data: { updateJackpot: fields({ ...open, drawAt: "2099-12-07T00:00:00.000Z" }) } }));
    const cancel = vi.fn(() => ({ data: { cancelJackpot: fields({ state: "CANCELLED", cancelReason: "Prize typo" }) } }));
    renderAdmin(<JackpotEditPage />, {
      path: "/admin/jackpots/:id",
      url: "/admin/jackpots/7",
      mocks: [
        one(open),
        noTickets("7"),
        { request: { query: UpdateJackpotDocument, variables: { id: "7", input: { drawAt: "2099-12-07T00:00:00.000Z" } } }, result: save },
        { request: { query: CancelJackpotDocument, variables: { id: "7", reason: "Prize typo" } }, result: cancel },
      ],
    });
    const name = await screen.findByLabelText(/^Name/);
    expect(name.matches(":disabled")).toBe(true);
    expect(screen.getByLabelText(/^Prize/).matches(":disabled")).toBe(true);
    expect(screen.getByLabelText(/^Draw/).matches(":disabled")).toBe(false);
    expect(screen.getByText("0x" + "ab".repeat(32))).toBeTruthy();
    const draw = screen.getByLabelText(/^Draw/);
    await userEvent.clear(draw);
    await userEvent.type(draw, "12/07/2099");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole("button", { name: "Cancel jackpot" }));
    const dialog = screen.getByRole("alertdialog");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Prize typo");
    expect(cancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel jackpot" }));
    await waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
  }, 20_000);

  it("shows a drawn jackpot's winners with their live payout, and verifies the draw in the browser", async () => {
    const owners = ["0x" + "11".repeat(20), "0x" + "11".repeat(20), "0x" + "22".repeat(20), "0x" + "33".repeat(20)];
    const serverSeed = jackpotServerSeed("test-secret", 7);
    const clientSeed = "0x" + "cd".repeat(32);
    const draw = drawJackpot({ serverSeed, clientSeed, owners, winners: 2 });
    const winners = draw.winners.map((w, i) => ({ __typename: "JackpotWinner" as const, k: w.k, ticket: w.ticket, ticketId: String(100 + w.ticket), owner: w.owner, to: w.owner, amount: String(500n * SUSD), taskId: `t${i}`, task: task({ id: `t${i}`, kind: "jackpot.pay", state: "RUNNING", txHash: i === 0 ? "0x" + "ef".repeat(32) : null }) }));
    const drawn = full({ state: "DRAWN", commitment: jackpotCommitment(serverSeed), serverSeed, clientSeed, clientSeedBlock: 42, entriesHash: draw.entriesHash, ticketCount: 4, winners, history: [{ at: "2026-11-30T00:00:05.000Z", action: "drawn", actor: null, summary: "Drawn from 4 ticket(s) with block 42: 2 winner(s)" }] });
    const tampered = [...owners].reverse();
    let entriesCalls = 0;
    renderAdmin(<JackpotEditPage />, {
      path: "/admin/jackpots/:id",
      url: "/admin/jackpots/7",
      mocks: [
        one(drawn),
        noTickets("7"),
        { request: { query: AdminJackpotEntriesDocument, variables: { id: "7" } }, result: () => ({ data: { adminJackpotEntries: ++entriesCalls === 1 ? owners : tampered } }), maxUsageCount: 2 },
        { request: { query: AdminTaskUpdatedDocument, variables: { ids: ["t0", "t1"] } }, result: { data: { adminTaskUpdated: task({ id: "t0", kind: "jackpot.pay", state: "SUCCESS" }) } }, delay: 300 },
      ],
    });
    const results = await screen.findByRole("table", { name: "Results" });
    expect(within(results).getAllByTestId("task-state").map((b) => b.getAttribute("data-state"))).toEqual(["running", "running"]);
    expect(within(results).getAllByText("500 SUSD")).toHaveLength(2);
    expect(screen.getByText("Drawn from 4 ticket(s) with block 42: 2 winner(s)")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Verify the draw" }));
    const ok = await screen.findByTestId("verify-result");
    expect(ok.getAttribute("data-ok")).toBe("true");
    expect(within(ok).getByText("Every check passed")).toBeTruthy();
    // The same page against a ticket list that was changed after the draw: the entries check fails.
    await userEvent.click(screen.getByRole("button", { name: "Verify the draw" }));
    await waitFor(() => expect(screen.getByTestId("verify-result").getAttribute("data-ok")).toBe("false"));
    expect(screen.getByText("A check failed")).toBeTruthy();
  });

  it("queues a failed payout again after confirmation (jackpots.write only)", async () => {
    const winner = (state: "FAILED" | "NEW", taskId: string) => ({ __typename: "JackpotWinner" as const, k: 0, ticket: 0, ticketId: "100", owner: "0x" + "11".repeat(20), to: "0x" + "12".repeat(20), amount: String(1000n * SUSD), taskId, task: task({ id: taskId, kind: "jackpot.pay", state, error: state === "FAILED" ? "transfer amount exceeds balance" : null }) });
    const drawn = full({ state: "DRAWN", commitment: "0x" + "ab".repeat(32), serverSeed: "0x" + "cd".repeat(32), clientSeed: "0x" + "ef".repeat(32), clientSeedBlock: 9, entriesHash: "0x" + "01".repeat(32), ticketCount: 1, winners: [winner("FAILED", "t1")] });
    const retried = vi.fn(() => ({ data: { retryJackpotPayout: { __typename: "AdminJackpot", id: "7", state: "DRAWN", winners: [winner("NEW", "t2")] } } }));
    const mocks = [one(drawn), noTickets("7"), { request: { query: RetryJackpotPayoutDocument, variables: { id: "7", ticket: 0 } }, result: retried }];
    const support = renderAdmin(<JackpotEditPage />, { path: "/admin/jackpots/:id", url: "/admin/jackpots/7", mocks, granted: ROLE_PERMISSIONS.SUPPORT });
    expect(await screen.findByText("Failed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pay again" })).toBeNull();
    support.unmount();
    renderAdmin(<JackpotEditPage />, { path: "/admin/jackpots/:id", url: "/admin/jackpots/7", mocks });
    await userEvent.click(await screen.findByRole("button", { name: "Pay again" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByText(/transfer amount exceeds balance/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Pay again" }));
    await waitFor(() => expect(retried).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole("table", { name: "Results" }).querySelector("[data-testid=task-state]")?.getAttribute("data-state")).toBe("new"));
  }, 20_000);

  it("says a drawn jackpot without tickets has no winners", async () => {
    const serverSeed = jackpotServerSeed("test-secret", 7);
    const empty = full({ state: "DRAWN", commitment: jackpotCommitment(serverSeed), serverSeed, clientSeed: "0x" + "cd".repeat(32), clientSeedBlock: 42, entriesHash: drawJackpot({ serverSeed, clientSeed: "0x" + "cd".repeat(32), owners: [], winners: 1 }).entriesHash, ticketCount: 0 });
    renderAdmin(<JackpotEditPage />, { path: "/admin/jackpots/:id", url: "/admin/jackpots/7", mocks: [one(empty), noTickets("7")] });
    expect(await screen.findByText("Drawn with no winners: the jackpot had no tickets.")).toBeTruthy();
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
  });
});
