import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderAdmin } from "../../testing/render-admin.js";
import { ROLE_PERMISSIONS } from "../../access/role-matrix.js";
import { AdminShell } from "./AdminShell.js";
import { RequirePermission } from "../RequirePermission.js";

const menuNames = () => within(screen.getByTestId("admin-menu")).getAllByRole("link").map((a) => a.lastChild?.textContent);

describe("admin side menu", () => {
  it("lists every SPEC §2 entry, the chat log, the responsible-gaming report, affiliates, staking rounds, the operation log, the system page and the withdrawal review queue for an ADMIN", () => {
    renderAdmin(<AdminShell actions={null} />, { path: "/admin/*", url: "/admin" });
    expect(menuNames()).toEqual([
      "Dashboard", "Top Banner", "Popup", "Messages", "Categories", "Game Config", "Game Result", "Area Config", "Jackpot",
      "Membership Management", "Chat log", "Responsible gaming", "Administrator Management", "Bridge", "Withdrawal review", "Transaction", "Affiliates", "Staking rounds", "Tools", "Transfer", "Operation log", "System",
    ]);
    expect(document.body.classList.contains("admin-theme")).toBe(true);
  });

  it("hides what a MEMBER or a SUPPORT may not open", () => {
    renderAdmin(<AdminShell actions={null} />, { path: "/admin/*", url: "/admin", granted: ROLE_PERMISSIONS.MEMBER });
    expect(menuNames()).not.toContain("Administrator Management");
    expect(menuNames()).not.toContain("Tools");
    expect(menuNames()).not.toContain("Transfer");
    expect(menuNames()).toContain("Game Config");
  });

  it("shows SUPPORT the read-only areas, membership and the chat log, not content or settings", () => {
    renderAdmin(<AdminShell actions={null} />, { path: "/admin/*", url: "/admin", granted: ROLE_PERMISSIONS.SUPPORT });
    expect(menuNames()).toEqual(["Dashboard", "Game Config", "Game Result", "Area Config", "Jackpot", "Membership Management", "Chat log", "Responsible gaming", "Bridge", "Withdrawal review", "Transaction", "Affiliates", "Staking rounds", "Operation log", "System"]);
  });

  it("marks the entry of the page shown, also on its sub-pages", () => {
    renderAdmin(<AdminShell actions={null} />, { path: "/admin/*", url: "/admin/games/roulette" });
    expect(screen.getByRole("link", { name: "Game Config" }).className).toContain("is-active");
    expect(screen.getByRole("link", { name: "Dashboard" }).className).not.toContain("is-active");
  });

  it("tells a role that may not open a page so, instead of showing it", () => {
    renderAdmin(<RequirePermission permission="staff.read"><p>staff list</p></RequirePermission>, { granted: ROLE_PERMISSIONS.MEMBER });
    expect(screen.queryByText("staff list")).toBeNull();
    expect(screen.getByText("Your role cannot open this page")).toBeTruthy();
  });
});
