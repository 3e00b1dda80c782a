import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { MockedProvider } from "@apollo/client/testing/react";
import { renderWithIntl } from "../../testing/render.js";
import { SessionFixture, testSession, testUser } from "../../testing/session.js";
import { ViewerPermissionsDocument } from "../../gql/admin/graphql.js";
import { AdminLayout } from "./AdminLayout.js";

function visit(granted: string[], session = testSession({ status: "signedIn", me: testUser({ isAdmin: true, userType: "ADMIN" }) })) {
  const router = createMemoryRouter([{ element: <AdminLayout />, children: [{ path: "/admin", element: <p>page</p> }] }, { path: "/", element: <p>lobby</p> }], { initialEntries: ["/admin"] });
  renderWithIntl(
    <MockedProvider mocks={[{ request: { query: ViewerPermissionsDocument }, result: { data: { viewerPermissions: granted } } }]}>
      <SessionFixture session={session}>
        <RouterProvider router={router} />
      </SessionFixture>
    </MockedProvider>,
  );
}

const menu = () => within(screen.getByTestId("admin-menu")).queryAllByRole("link").map((a) => a.lastChild?.textContent);

describe("admin layout", () => {
  it("shows the menu the gateway grants from this IP, not the staff type's whole matrix", async () => {
    visit(["dashboard.read", "oplog.read"]);
    await screen.findByText("page");
    await expect.poll(menu).toEqual(["Dashboard", "Operation log"]);
  });

  it("says so when the gateway grants nothing from this IP", async () => {
    visit([]);
    expect(await screen.findByText(/grants this account nothing from this IP address/)).toBeTruthy();
    expect(menu()).toEqual([]);
  });

  it("asks a guest for a staff sign-in and offers it, instead of sending them home", async () => {
    visit([], testSession());
    expect(await screen.findByText(/The back office needs a staff sign-in/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connect wallet" })).toBeTruthy();
    expect(screen.queryByText("lobby")).toBeNull();
    expect(screen.queryByText("page")).toBeNull();
  });

  it("tells a signed-in player the account is not staff", async () => {
    visit([], testSession({ status: "signedIn", me: testUser({ isAdmin: false, userType: "NORMAL" }) }));
    expect(await screen.findByText(/This account is not a staff account/)).toBeTruthy();
    expect(screen.queryByText("page")).toBeNull();
  });
});
