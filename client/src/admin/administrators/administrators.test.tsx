import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CreateStaffDocument, DeleteStaffDocument, StaffDocument, type StaffFieldsFragment } from "../../gql/admin/graphql.js";
import { renderAdmin } from "../testing/render-admin.js";
import { badInput, gqlError, typed } from "../testing/graphql-errors.js";
import { StaffListPage } from "./StaffListPage.js";
import { StaffNewPage } from "./StaffEditPage.js";

const ADMIN = "0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266";
const staff = (over: Partial<StaffFieldsFragment>): StaffFieldsFragment =>
  typed("StaffMember", { id: "s1", address: ADMIN, name: "Ops", registered: true, self: false, type: "ADMIN", ips: [], lastIp: "127.0.0.1", lastLoginAt: null, createdAt: "2026-11-01T00:00:00.000Z", ...over } satisfies StaffFieldsFragment);
const list = { request: { query: StaffDocument }, result: { data: { staff: [staff({}), staff({ id: "s2", address: "0x90f79bf6eb2c4f870365e785982e1f101e93b906", name: null, registered: false, type: "SUPPORT", ips: ["203.0.113.0/24"] })] } }, maxUsageCount: Infinity };

describe("administrators", () => {
  it("lists staff with role and IP list, and keeps the dialog open with the server's refusal of a delete", async () => {
    const refused = { request: { query: DeleteStaffDocument, variables: { address: ADMIN } }, result: { errors: [gqlError("CONFLICT", "The last ADMIN cannot be removed")] } };
    renderAdmin(<StaffListPage />, { path: "/admin/administrator", mocks: [list, refused] });
    const support = (await screen.findByText("203.0.113.0/24")).closest("tr")!;
    expect(within(support).getByText("Support")).toBeTruthy();
    expect(within(support).getByText("Not registered yet")).toBeTruthy();
    const admin = screen.getByText("Ops").closest("tr")!;
    expect(within(admin).getByText("Any IP")).toBeTruthy();
    await userEvent.click(within(admin).getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove Ops's back-office rights?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("The last ADMIN cannot be removed");
  });

  it("shows the signed-in admin's own registration and never offers deleting their own row", async () => {
    const own = { request: { query: StaffDocument }, result: { data: { staff: [staff({ name: null, self: true }), staff({ id: "s2", address: "0x90f79bf6eb2c4f870365e785982e1f101e93b906", name: "Desk", type: "SUPPORT" })] } } };
    renderAdmin(<StaffListPage />, { path: "/admin/administrator", mocks: [own] });
    const mine = (await screen.findByText("You")).closest("tr")!;
    expect(within(mine).getByText("Registered")).toBeTruthy();
    expect(within(mine).queryByText("Not registered yet")).toBeNull();
    expect(within(mine).queryByRole("button", { name: "Delete" })).toBeNull();
    expect(within(screen.getByText("Desk").closest("tr")!).getByRole("button", { name: "Delete" })).toBeTruthy();
  });

  it("creates an account, checking the IP list first and showing the server's field errors", async () => {
    const input = { address: "0x90F79bf6EB2c4f870365E785982E1f101E93b906", type: "MEMBER", ips: ["198.51.100.0/24"] };
    const refused = { request: { query: CreateStaffDocument, variables: { input } }, result: { errors: [badInput("address", "That wallet is already staff")] } };
    renderAdmin(<StaffNewPage />, { path: "/admin/administrator/new", mocks: [refused] });
    await userEvent.type(screen.getByLabelText(/Wallet/), input.address);
    await userEvent.selectOptions(screen.getByLabelText(/Role/), "MEMBER");
    expect(screen.getByText(/Games, areas, results/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText("IP allow-list"), "198.51.100.0/33");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByText(/Each line must be an IP address/)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("IP allow-list"));
    await userEvent.type(screen.getByLabelText("IP allow-list"), "198.51.100.0/24");
    await userEvent.click(screen.getByRole("button", { name: "Create" }));
    expect((await screen.findByText("That wallet is already staff")).id).toBe(screen.getByLabelText(/Wallet/).getAttribute("aria-describedby"));
  });
});
