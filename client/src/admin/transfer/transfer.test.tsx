import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AdminTasksDocument, CreateTransferDocument } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { badInput } from "../testing/graphql-errors.js";
import { task, taskPage } from "../testing/tasks.js";
import { TransferPage } from "./TransferPage.js";

const PLAYER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const transfers = { request: { query: AdminTasksDocument, variables: { filter: { kind: "transfer", state: null, target: null, createdBy: null, from: null, to: null }, first: 10, after: null } }, result: { data: taskPage([]) }, maxUsageCount: Infinity };

describe("transfer", () => {
  it("shows what will be sent and sends it only on confirmation", async () => {
    const queued = task({ id: "t42", kind: "transfer", params: { address: PLAYER.toLowerCase(), chain: "game", amount: "1250500000" }, target: `user:${PLAYER.toLowerCase()}` });
    const mocks = [transfers, { request: { query: CreateTransferDocument, variables: { input: { address: PLAYER, chain: "GAME", amount: "1250500000", reason: "Ticket 1234 compensation" } } }, result: { data: { createTransfer: queued } } }];
    renderAdmin(<TransferPage />, { path: "/admin/transfer", mocks });
    await userEvent.type(screen.getByLabelText(/Player's wallet/), PLAYER);
    await userEvent.type(screen.getByLabelText(/Amount/), "1,250.5");
    await userEvent.click(screen.getByLabelText("Game chain (game wallet)"));
    await userEvent.click(screen.getByRole("button", { name: "Review the transfer" }));
    // The reason is required: nothing is asked until it is given.
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByText("Say why, in at most 200 characters")).toBeTruthy();
    await userEvent.type(screen.getByLabelText(/Reason/), "Ticket 1234 compensation");
    await userEvent.click(screen.getByRole("button", { name: "Review the transfer" }));
    const dialog = screen.getByRole("alertdialog", { name: "Send this transfer?" });
    const summary = within(dialog).getByTestId("transfer-summary");
    expect(summary.textContent).toContain("1,250.5 SUSD");
    expect(summary.textContent).toContain(PLAYER);
    expect(summary.textContent).toContain("Game chain (game wallet)");
    expect(summary.textContent).toContain("Ticket 1234 compensation");
    // Cancel sends nothing (no mock would answer) and keeps the form as it was.
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect((screen.getByLabelText(/Amount/) as HTMLInputElement).value).toBe("1,250.5");
    await userEvent.click(screen.getByRole("button", { name: "Review the transfer" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Send" }));
    const done = await screen.findByTestId("queued-transfer");
    expect(done.textContent).toContain("Transfer queued as task t42");
    expect(within(done).getByTestId("task-state").getAttribute("data-state")).toBe("new");
    expect((screen.getByLabelText(/Amount/) as HTMLInputElement).value).toBe("");
  });

  it("refuses a bad amount before asking, and shows the server's refusal beside its field", async () => {
    const mocks = [transfers, { request: { query: CreateTransferDocument, variables: { input: { address: PLAYER, chain: "ASSET", amount: "5000000", reason: "Refund" } } }, result: { errors: [badInput("address", "No registered player has this wallet")] } }];
    renderAdmin(<TransferPage />, { path: "/admin/transfer", mocks });
    await userEvent.type(screen.getByLabelText(/Player's wallet/), PLAYER);
    await userEvent.type(screen.getByLabelText(/Amount/), "0.0000001");
    await userEvent.type(screen.getByLabelText(/Reason/), "Refund");
    await userEvent.click(screen.getByRole("button", { name: "Review the transfer" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByText(/at most 6 decimals/)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText(/Amount/));
    await userEvent.type(screen.getByLabelText(/Amount/), "5");
    await userEvent.click(screen.getByRole("button", { name: "Review the transfer" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Send" }));
    expect(await screen.findByText("No registered player has this wallet")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
