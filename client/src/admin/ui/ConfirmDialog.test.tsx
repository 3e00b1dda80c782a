import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderAdmin } from "../testing/render-admin.js";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { gqlError } from "../testing/graphql-errors.js";
import { ConfirmButton } from "./ConfirmDialog.js";

describe("ConfirmButton", () => {
  it("asks before acting and does nothing when cancelled or escaped", async () => {
    const action = vi.fn(async () => {});
    renderAdmin(<ConfirmButton danger title="Delete this administrator?" body="0xabc loses access." confirmLabel="Delete" onConfirm={action}>Delete</ConfirmButton>);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this administrator?" });
    expect(dialog.textContent).toContain("0xabc loses access.");
    // Destructive: Cancel has the focus, so Enter does not delete.
    expect(document.activeElement?.textContent).toBe("Cancel");
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(action).not.toHaveBeenCalled();
  });

  it("runs the action on confirm and closes", async () => {
    const action = vi.fn(async () => {});
    renderAdmin(<ConfirmButton onConfirm={action}>Pause</ConfirmButton>);
    await userEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(screen.getByRole("alertdialog", { name: "Are you sure?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("keeps the dialog open with the reason when the action fails", async () => {
    const refusal = new CombinedGraphQLErrors({ errors: [gqlError("CONFLICT", "The last ADMIN cannot be removed")] });
    renderAdmin(<ConfirmButton onConfirm={() => Promise.reject(refusal)}>Delete</ConfirmButton>);
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The last ADMIN cannot be removed");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
  });

  it("says Updated fail when the update fails with no refusal to show (network, internal error)", async () => {
    renderAdmin(<ConfirmButton onConfirm={() => Promise.reject(new TypeError("Failed to fetch"))}>Ban</ConfirmButton>);
    await userEvent.click(screen.getByRole("button", { name: "Ban" }));
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Updated fail");
  });
});
